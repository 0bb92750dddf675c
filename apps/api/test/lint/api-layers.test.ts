/**
 * The lint rules of eslint.config.js that keep the API's layers: platform/ imports no module,
 * and no file takes part in an import circle. Linted as if the text were the file named (the
 * files as they are: `npm run lint`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleMessages(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('API layers', () => {
  it('refuses a module in platform/', async () => {
    const messages = await ruleMessages(
      'apps/api/src/platform/worker.ts',
      "import { registerWebhooks } from '../modules/webhooks';\nexport const x = registerWebhooks;\n",
      'import-x/no-restricted-paths',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('platform/ knows no module');
  });

  it('lets platform/ use the database and lib/, and a module use platform/', async () => {
    const fromPlatform = await ruleMessages(
      'apps/api/src/platform/worker.ts',
      "import { rows } from '../db/rows';\nimport { badRequest } from '../lib/http-errors';\nexport const x = [rows, badRequest];\n",
      'import-x/no-restricted-paths',
    );
    const fromModule = await ruleMessages(
      'apps/api/src/modules/orders/events.ts',
      "import { emit } from '../../platform/outbox';\nexport const x = emit;\n",
      'import-x/no-restricted-paths',
    );
    expect([...fromPlatform, ...fromModule]).toEqual([]);
  });

  it('refuses an import circle, of two files or through modules', async () => {
    // worker.ts imports outbox.ts: outbox.ts importing worker.ts closes a circle.
    const pair = await ruleMessages(
      'apps/api/src/platform/outbox.ts',
      "import { createWorker } from './worker';\nexport const x = createWorker;\n",
      'import-x/no-cycle',
    );
    // machines -> bulk-status -> custody (its index imports events.ts): the circle of issue #32.
    const throughModules = await ruleMessages(
      'apps/api/src/modules/custody/events.ts',
      "import { machinesRoutes } from '../machines';\nexport const x = machinesRoutes;\n",
      'import-x/no-cycle',
    );
    expect(pair).toHaveLength(1);
    expect(throughModules).toHaveLength(1);
  });
});
