/**
 * The lint rule of eslint.config.js (eslint.sql-tables.js) that keeps table names out of the
 * text of a `sql` template: a table of the drizzle schema is interpolated (`FROM ${machines}`).
 * Linted as if the text were a converted file (the files as they are: `npm run lint`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
// A file under apps/api/src that the rule applies to (lib/ is converted: not on its ignore list).
const file = 'apps/api/src/lib/planted.ts';

async function ruleMessages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'sql-tables/no-bare-table')
    .map((m) => m.message);
}

const header =
  "import { sql } from 'drizzle-orm';\nimport { jobs, machines } from '../db/schema';\n";

describe('SQL table names', () => {
  it('refuses a table of the schema written as text after FROM, JOIN, INTO, UPDATE, TABLE', async () => {
    const messages = await ruleMessages(
      `${header}export const q = [
  sql\`SELECT m.id FROM machines m JOIN "distributors" d ON d.id = m.distributor_id\`,
  sql\`INSERT INTO jobs (kind) VALUES (\${'x'})\`,
  sql\`update outbox_events SET at = now()\`,
  sql\`DELETE FROM \${jobs} WHERE id IN (SELECT id FROM only users)\`,
  sql\`TRUNCATE TABLE retailers\`,
];\n`,
    );
    expect(messages.map((m) => /Table "(\w+)"/.exec(m)?.[1])).toEqual([
      'machines',
      'distributors',
      'jobs',
      'outbox_events',
      'users',
      'retailers',
    ]);
    expect(messages[0]).toContain('interpolate it from the drizzle schema (`FROM ${table}`');
  });

  it('lets an interpolated table, a CTE, a column and other templates pass', async () => {
    const messages = await ruleMessages(
      `${header}export const q = [
  sql\`SELECT id FROM \${machines} JOIN \${jobs} ON true\`,
  sql\`WITH gone AS (DELETE FROM \${jobs} RETURNING 1) SELECT count(*) FROM gone\`,
  sql\`SELECT extract(epoch FROM created_at) FROM \${machines} FOR UPDATE SKIP LOCKED\`,
  String.raw\`SELECT 1 FROM machines\`,
];\n`,
    );
    expect(messages).toEqual([]);
  });
});
