/**
 * The lint rule of eslint.config.js that keeps API modules apart: a module reaches another one
 * only through its index.ts. Linted as if the text were a file inside a module.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API module boundaries', () => {
  it("refuses another module's internals, from a module file and from a use-case folder", async () => {
    const fromModule = await restrictedImports(
      'apps/api/src/modules/orders/routes.ts',
      "import { holdMachines } from '../custody/holdings';\nexport const x = holdMachines;\n",
    );
    const fromFolder = await restrictedImports(
      'apps/api/src/modules/orders/commands/booking.ts',
      "import { toMachine } from '../../machines/serialize';\nexport const x = toMachine;\n",
    );
    const fromApp = await restrictedImports(
      'apps/api/src/app.ts',
      "import { createUser } from './modules/users/commands';\nexport const x = createUser;\n",
    );
    for (const messages of [fromModule, fromFolder, fromApp]) {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('public entry');
    }
  });

  it('allows the public entry, its own files and the shared folders', async () => {
    const messages = await restrictedImports(
      'apps/api/src/modules/orders/commands/booking.ts',
      [
        "import { holdMachines } from '../../custody';",
        "import { toMachine } from '../../machines/index';",
        "import { loadOrders } from '../serialize';",
        "import { audit } from '../../../platform/audit';",
        'export const x = [holdMachines, toMachine, loadOrders, audit];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
