/**
 * `npm run lint` runs knip (configured by the repository's knip.json): it refuses a file nothing
 * imports, an export no other file imports (one used only in its own file included) and a
 * dependency no file uses. Run here on small planted trees, with the same binary and flags.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const knip = path.join(root, 'node_modules/knip/bin/knip.js');
const trees: string[] = [];

type Issue = { name: string };
type Report = {
  issues: { file: string; files: Issue[]; exports: Issue[]; dependencies: Issue[] }[];
};

/** What knip finds in a package of `files` whose package.json lists `dependencies`. */
function deadCodeIn(files: Record<string, string>, dependencies: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dead-code-'));
  trees.push(dir);
  const pkg = {
    name: 'planted',
    private: true,
    type: 'module',
    main: 'src/index.ts',
    dependencies,
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  mkdirSync(path.join(dir, 'src'));
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'src', name), text);
  const run = spawnSync(
    process.execPath,
    [knip, '--directory', dir, '--no-progress', '--reporter', 'json'],
    { encoding: 'utf8' },
  );
  const { issues } = JSON.parse(run.stdout) as Report;
  const found = {
    files: issues.flatMap((i) => i.files.map((f) => f.name)),
    exports: issues.flatMap((i) => i.exports.map((e) => `${i.file}: ${e.name}`)),
    dependencies: issues.flatMap((i) => i.dependencies.map((d) => d.name)),
  };
  expect(run.status, run.stderr).toBe(Object.values(found).flat().length > 0 ? 1 : 0);
  return found;
}

afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('dead code (knip in npm run lint)', () => {
  it('refuses an export used only in its own file, a file nothing imports, an unused dependency', () => {
    const found = deadCodeIn(
      {
        'index.ts': "import { label } from './labels';\nexport const start = () => label;\n",
        'labels.ts': "export const PREFIX = 'Machine ';\nexport const label = `${PREFIX}1`;\n",
        'old-labels.ts': "export const label = 'Device 1';\n",
      },
      { 'left-pad': '^1.3.0' },
    );
    expect(found).toEqual({
      files: ['src/old-labels.ts'],
      exports: ['src/labels.ts: PREFIX'],
      dependencies: ['left-pad'],
    });
  });

  it('passes the same tree once the export is local, the file gone and the dependency used', () => {
    const found = deadCodeIn(
      {
        'index.ts':
          "import leftPad from 'left-pad';\nimport { label } from './labels';\nexport const start = () => leftPad(label, 12);\n",
        'labels.ts': "const PREFIX = 'Machine ';\nexport const label = `${PREFIX}1`;\n",
      },
      { 'left-pad': '^1.3.0' },
    );
    expect(found).toEqual({ files: [], exports: [], dependencies: [] });
  });
});
