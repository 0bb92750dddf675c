/**
 * The module-shape table of docs/api-modules.md, made from the tree: which of the usual files each
 * folder under apps/api/src/modules/ has. `npx tsx apps/api/test/docs/module-shapes.ts --write`
 * rewrites the table; module-shapes.test.ts fails when it is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const modulesDir = path.join(repo, 'apps/api/src/modules');
export const docFile = path.join(repo, 'docs/api-modules.md');
const START = '<!-- module-shapes:start (npx tsx apps/api/test/docs/module-shapes.ts --write) -->';
const END = '<!-- module-shapes:end -->';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** `name.ts`, a `name/` folder (one file per use case), or neither. */
function kind(dir: string, name: string): string {
  if (fs.existsSync(path.join(dir, `${name}.ts`))) return 'file';
  if (fs.existsSync(path.join(dir, name))) return 'folder';
  return '-';
}

export function moduleShapeTable(): string {
  const rows = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const dir = path.join(modulesDir, name);
      const files = sourceFiles(dir);
      const tests = files.filter((f) => f.endsWith('.test.ts')).length;
      const cells = ['routes', 'queries', 'commands', 'serialize', 'background'].map((part) =>
        kind(dir, part),
      );
      return [`\`${name}\``, ...cells, String(files.length - tests), String(tests)];
    });
  const header = ['module', 'routes', 'queries', 'commands', 'serialize', 'background'];
  const all = [[...header, 'files', 'test files'], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  return [line(all[0]!), rule, ...rows.map(line)].join('\n');
}

/** The table as the doc holds it now (between its two markers). */
export function documentedTable(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0)
    throw new Error(`docs/api-modules.md lacks the markers ${START} ${END}`);
  return doc.slice(start + START.length, end).trim();
}

if (process.argv.includes('--write')) {
  const doc = fs.readFileSync(docFile, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  fs.writeFileSync(
    docFile,
    `${doc.slice(0, start + START.length)}\n\n${moduleShapeTable()}\n\n${doc.slice(end)}`,
  );
}
