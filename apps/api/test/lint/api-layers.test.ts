/**
 * The lint rule of eslint.config.js that keeps the API's layers: platform/ imports no module.
 * Linted as if the text were the file named (the files as they are: `npm run lint`). Import
 * circles: test/lint/import-circles.test.ts.
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
});
