/**
 * `npm run cycles` (madge, configured by the repository's .madgerc) refuses an import circle in
 * the apps and the contract. Run here on small trees of files, with the same command and config.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const madge = path.join(
  path.dirname(createRequire(import.meta.url).resolve('madge/package.json')),
  'bin/cli.js',
);
const trees: string[] = [];

/** The circles madge finds in a tree of `files`, run from the repository root like the script. */
function circlesIn(files: Record<string, string>): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-circles-'));
  trees.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const run = spawnSync(process.execPath, [madge, '--circular', '--json', '--no-spinner', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  const circles = JSON.parse(run.stdout) as string[][];
  expect(run.status, run.stderr).toBe(circles.length > 0 ? 1 : 0);
  return circles;
}

afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('import circles (npm run cycles)', () => {
  it('refuses two files that import each other', () => {
    const circles = circlesIn({
      'worker.ts': "import { emit } from './outbox';\nexport const start = () => emit;\n",
      'outbox.ts': "import { start } from './worker';\nexport const emit = () => start;\n",
    });
    expect(circles).toEqual([['outbox.ts', 'worker.ts']]);
  });

  it('refuses a circle through several files, a component among them', () => {
    const circles = circlesIn({
      'keys.ts': "import { refreshAfter } from './refresh';\nexport const keys = refreshAfter;\n",
      'refresh.ts': "import { Bell } from './Bell';\nexport const refreshAfter = Bell;\n",
      'Bell.tsx':
        "import { keys } from './keys';\nexport const Bell = () => <p>{String(keys)}</p>;\n",
    });
    expect(circles).toHaveLength(1);
    expect([...circles[0]!].sort()).toEqual(['Bell.tsx', 'keys.ts', 'refresh.ts']);
  });

  it('refuses a circle closed by a type-only import (types count: decision 0172)', () => {
    const circles = circlesIn({
      'keys.ts':
        "import { refreshAfter } from './refresh';\nexport const keys = refreshAfter;\nexport type Keys = typeof keys;\n",
      'refresh.ts':
        "import type { Keys } from './keys';\nexport const refreshAfter = (k?: Keys) => k;\n",
    });
    expect(circles).toEqual([['keys.ts', 'refresh.ts']]);
  });

  it('refuses a circle of types alone: a type re-export and an inline import type', () => {
    const circles = circlesIn({
      'deps.ts': "export type { Plugin } from './routes';\nexport type Deps = { db: string };\n",
      'routes.ts':
        "export type Plugin = (deps: import('./deps').Deps) => void;\nexport const routes = 1;\n",
    });
    expect(circles).toEqual([['deps.ts', 'routes.ts']]);
  });
});
