/**
 * deploy/ddc.env.example is a configuration the API accepts as it stands, and it names every
 * setting of docs/configuration.md's server table (PORT and HOST come from the systemd unit,
 * DATA_DIR is for the embedded database only, PASSWORD_HASH_COST for the test suite only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const example = fs.readFileSync(path.join(repo, 'deploy/ddc.env.example'), 'utf8');
const configuration = fs.readFileSync(path.join(repo, 'docs/configuration.md'), 'utf8');
/** The page's first table: the server's variables (the tools' table is under the next heading). */
const serverTable = configuration.slice(0, configuration.indexOf('\n## '));

/** The variables set in the file (uncommented lines), as systemd's EnvironmentFile reads them. */
function settings(text: string): Record<string, string> {
  const lines = text.split('\n').filter((l) => /^[A-Z0-9_]+=/.test(l));
  return Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

describe('deploy/ddc.env.example', () => {
  it('is accepted by the API: PostgreSQL, the proxy on loopback, no demo data', () => {
    const config = loadConfig({ ...settings(example), PORT: '3001', HOST: '127.0.0.1' });
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.trustProxy).toEqual(['127.0.0.1']);
    expect(config.seedDemo).toBe(false);
    expect(config.workers).toBe(2);
  });

  it("names every setting of docs/configuration.md's table", () => {
    const documented = [...serverTable.matchAll(/^\| `([A-Z0-9_]+)` /gm)].map((m) => m[1]!);
    expect(documented.length).toBeGreaterThan(10);
    const named = new Set([...example.matchAll(/^#?([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const missing = documented.filter(
      (v) => !named.has(v) && !['PORT', 'HOST', 'DATA_DIR', 'PASSWORD_HASH_COST'].includes(v),
    );
    expect(missing).toEqual([]);
  });
});
