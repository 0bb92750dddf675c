/**
 * Custody has one writer: only modules/custody/ changes a machine's status, holder, faulty flag or
 * activation lifecycle, writes assignments and their links, and writes the custody history
 * entries; only platform/audit.ts inserts into audit_log. This test reads the source (not the
 * running SQL) and names every place that breaks it. Seeds build a new database and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CUSTODY_COLUMNS } from '../../src/modules/custody';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const custody = path.join(src, 'modules', 'custody');
const auditWriter = path.join(src, 'platform', 'audit.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return full.includes(`${path.sep}db${path.sep}seed`) ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const CUSTODY_WORDS = new RegExp(
  `\\b(${CUSTODY_COLUMNS.flatMap((c) => [c, snake(c)]).join('|')})\\b`,
);
const CUSTODY_HISTORY =
  /action:\s*'machine\.(assigned|released|status_changed|installed|activated|deactivated)'/;
const LINK_WRITES = [
  /\.(insert|update|delete)\((assignments|assignmentMachines)\)/,
  /\b(insert\s+into|update|delete\s+from)\s+(\$\{assignments\}|\$\{assignmentMachines\}|assignments\b|assignment_machines\b)/i,
];
const AUDIT_WRITES = [/\.insert\(auditLog\)/, /insert\s+into\s+(\$\{auditLog\}|audit_log\b)/i];

/** Each `.update(machines)` statement, and each SQL `UPDATE machines ... SET` clause. */
function machineUpdates(text: string): string[] {
  const drizzle = [
    ...text.matchAll(/\.update\(machines\)\s*\.set\(([\s\S]*?)\)\s*(?:\.where|\.returning|;)/g),
  ].map((m) => m[1]!);
  const raw = [
    ...text.matchAll(
      /update\s+(\$\{machines\}|machines)\s+(\w+\s+)?set\b([\s\S]*?)(\bwhere\b|\bfrom\b|`)/gi,
    ),
  ].map((m) => m[3]!);
  return [...drizzle, ...raw];
}

function problems(): string[] {
  const found: string[] = [];
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    const name = path.relative(src, file);
    if (!file.startsWith(custody)) {
      for (const statement of machineUpdates(text)) {
        const word = CUSTODY_WORDS.exec(statement)?.[0];
        if (word) found.push(`${name}: a machine update sets ${word}`);
      }
      if (LINK_WRITES.some((re) => re.test(text)))
        found.push(`${name}: writes assignments or their links`);
      if (CUSTODY_HISTORY.test(text)) found.push(`${name}: writes a custody history entry`);
    }
    if (file !== auditWriter && AUDIT_WRITES.some((re) => re.test(text)))
      found.push(`${name}: inserts into audit_log`);
  }
  return found;
}

describe('custody has one writer', () => {
  it('no file outside modules/custody writes custody, and only the audit writer writes audit_log', () => {
    expect(problems()).toEqual([]);
  });

  it('would name a file that did (the patterns match what they are for)', () => {
    expect(machineUpdates('await tx.update(machines).set({ status: "RETIRED" });')).toHaveLength(1);
    expect(
      CUSTODY_WORDS.test(machineUpdates('tx.update(machines).set({ faulty: true });')[0]!),
    ).toBe(true);
    expect(machineUpdates('sql`UPDATE machines SET retailer_id = null WHERE id = 1`')[0]).toMatch(
      CUSTODY_WORDS,
    );
    expect(CUSTODY_WORDS.test(machineUpdates('tx.update(machines).set({ tid: null });')[0]!)).toBe(
      false,
    );
    expect(
      LINK_WRITES.some((re) => re.test('sql`UPDATE assignment_machines SET active = true`')),
    ).toBe(true);
    expect(
      AUDIT_WRITES.some((re) => re.test('sql`INSERT INTO audit_log (action) VALUES (1)`')),
    ).toBe(true);
    expect(CUSTODY_HISTORY.test("action: 'machine.released',")).toBe(true);
  });
});
