/** docs/configuration.md's table names exactly the variables the server reads (config.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/config';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const doc = fs.readFileSync(path.join(repo, 'docs/configuration.md'), 'utf8');

/** The page's first table: the server's variables (the tools' table is under the next heading). */
const serverTable = doc.slice(0, doc.indexOf('\n## '));

describe('docs/configuration.md', () => {
  it('lists every variable config.ts reads, and no other', () => {
    const documented = [...serverTable.matchAll(/^\| `([A-Z0-9_]+)` /gm)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
