// A local ESLint rule (decision 0168): a drizzle `sql` template names a table by interpolating
// it from the drizzle schema (`FROM ${machines}`), never as text (`FROM machines`), so that a
// renamed table fails to typecheck instead of failing at run time. The tables are the
// `pgTable('name', ...)` declarations of apps/api/src/db/schema, read when lint starts.
import { readdirSync, readFileSync } from 'node:fs';

const schemaDir = new URL('./apps/api/src/db/schema/', import.meta.url);

/** Every table name declared in the drizzle schema. */
function schemaTables() {
  const names = new Set();
  for (const file of readdirSync(schemaDir)) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(new URL(file, schemaDir), 'utf8');
    for (const [, name] of source.matchAll(/pgTable\(\s*'([A-Za-z0-9_]+)'/g)) names.add(name);
  }
  return names;
}

const noBareTable = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Refuses a table of the drizzle schema written as text in a sql template',
    },
    schema: [],
    messages: {
      bare: 'Table "{{name}}" is written as text in a sql template: interpolate it from the drizzle schema (`{{keyword}} ${table}`, imported from db/schema), so a rename fails to typecheck.',
    },
  },
  create(context) {
    const tables = schemaTables();
    // DELETE FROM is covered by FROM; ONLY and a quoted name are seen through.
    const bare = /\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;
    return {
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        for (const quasi of node.quasi.quasis) {
          const text = quasi.value.raw;
          for (const match of text.matchAll(bare)) {
            const [, keyword, name] = match;
            if (!tables.has(name.toLowerCase())) continue;
            const start = quasi.range[0] + 1 + match.index;
            context.report({
              node: quasi,
              loc: {
                start: context.sourceCode.getLocFromIndex(start),
                end: context.sourceCode.getLocFromIndex(start + match[0].length),
              },
              messageId: 'bare',
              data: { name, keyword: keyword.toUpperCase() },
            });
          }
        }
      },
    };
  },
};

export const sqlTables = { rules: { 'no-bare-table': noBareTable } };
