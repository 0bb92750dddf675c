/**
 * Custody has one writer: only modules/custody/ changes a machine's status, holder, faulty flag or
 * activation lifecycle, writes assignments and their links, and writes the custody history
 * entries; only platform/audit.ts inserts into audit_log. This test reads the source (not the
 * running SQL) and names every place that breaks it. Seeds build a new database and are left out.
 *
 * What follows from a write (kept counts, holding periods, activations) is written by custody
 * with the write, never by a trigger (decision 0169): every write of a counted column goes
 * through custody's tracking, seeds included, and the only triggers the migrations leave are the
 * append-only guards of audit_log and security_events.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CUSTODY_COLUMNS } from '../../src/modules/custody';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const migrations = path.join(src, 'db', 'migrations');
const custody = path.join(src, 'modules', 'custody');
const auditWriter = path.join(src, 'platform', 'audit.ts');

function sources(dir: string, seeds = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return !seeds && full.includes(`${path.sep}db${path.sep}seed`) ? [] : sources(full, seeds);
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

/** The columns something follows from: machines' (counts, periods, activations), orders' and assignments' (counts). */
const MACHINE_TRACKED =
  /\b(status|distributor_?id|retailer_?id|machine_?type|partner_?type|service_?provider_?id|activation_?state|allotted_?at|activated_?on|activation_?ref|deactivated_?at|heldColumns|NO_LIFECYCLE|change)\b/i;
const STATUS_TRACKED = /\b(status|distributor_?id|retailer_?id)\b/i;

/** Each update or delete of `table` (builder or SQL), with what it sets and the text before it. */
function writesOf(text: string, table: string) {
  const found: { set: string; before: string }[] = [];
  const patterns = [
    new RegExp(
      `\\.update\\(${table}\\)\\s*\\.set\\(([\\s\\S]*?)\\)\\s*(?:\\.where|\\.returning|;|,|\\n\\s*\\))`,
      'g',
    ),
    new RegExp(`\\.delete\\(${table}\\)()`, 'g'),
    new RegExp(
      `\\bupdate\\s+(?:\\$\\{${table}\\}|${table})\\s+(?:\\w+\\s+)?set\\b([\\s\\S]*?)(?:\\bwhere\\b|\\bfrom\\b|\`)`,
      'gi',
    ),
    new RegExp(`\\bdelete\\s+from\\s+(?:\\$\\{${table}\\}|${table})\\b()`, 'gi'),
  ];
  for (const re of patterns)
    for (const m of text.matchAll(re))
      found.push({ set: m[1] ?? '', before: text.slice(Math.max(0, m.index - 400), m.index) });
  return found;
}

/** Writes of counted columns that custody's tracking does not wrap, and inserts not counted. */
function untrackedWrites(name: string, text: string): string[] {
  const found: string[] = [];
  for (const w of writesOf(text, 'machines'))
    if ((w.set === '' || MACHINE_TRACKED.test(w.set)) && !w.before.includes('trackMachines('))
      found.push(`${name}: a machine write outside trackMachines`);
  for (const table of ['orders', 'assignments'])
    for (const w of writesOf(text, table))
      if ((w.set === '' || STATUS_TRACKED.test(w.set)) && !w.before.includes('trackStatusRows('))
        found.push(`${name}: a write of ${table} outside trackStatusRows`);
  if (
    /\.insert\(machines\)|insert\s+into\s+(\$\{machines\}|machines\b)/i.test(text) &&
    !/keepMachineRecords\(|countMachines\(/.test(text)
  )
    found.push(`${name}: inserts machines without their kept counts`);
  if (/\.insert\((orders|assignments)\)/.test(text) && !/keepStatusCounts\(/.test(text))
    found.push(`${name}: inserts orders or assignments without their kept counts`);
  return found;
}

/** The triggers the migrations leave, in order: `table.name` of each created and not dropped. */
function remainingTriggers(): string[] {
  const left = new Set<string>();
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const text = readFileSync(path.join(migrations, file), 'utf8');
    for (const m of text.matchAll(
      /\b(CREATE|DROP)\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?(\w+)[\s\S]*?\bON\s+(\w+)/gi,
    )) {
      const key = `${m[3]}.${m[2]}`;
      if (m[1]!.toUpperCase() === 'CREATE') left.add(key);
      else left.delete(key);
    }
  }
  return [...left].sort();
}

describe('what follows from a custody write is written by custody', () => {
  it('every write of a counted column goes through custody tracking, seeds included', () => {
    const found = sources(src, true).flatMap((file) =>
      untrackedWrites(path.relative(src, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('the migrations leave only the append-only guards as triggers', () => {
    expect(remainingTriggers()).toEqual([
      'audit_log.audit_log_no_update_delete',
      'security_events.security_events_no_update',
    ]);
  });

  it('would name a write that went around it (the patterns match what they are for)', () => {
    expect(
      untrackedWrites('x', 'await tx.update(machines).set({ status }).where(w);'),
    ).toHaveLength(1);
    expect(
      untrackedWrites(
        'x',
        'await trackMachines(tx, ids, () => tx.update(machines).set({ status }).where(w));',
      ),
    ).toEqual([]);
    expect(untrackedWrites('x', 'await tx.update(machines).set({ tid: null }).where(w);')).toEqual(
      [],
    );
    expect(
      untrackedWrites('x', 'sql`UPDATE machines SET retailer_id = null WHERE id = 1`'),
    ).toHaveLength(1);
    expect(untrackedWrites('x', 'await tx.delete(assignments).where(w);')).toHaveLength(1);
    expect(
      untrackedWrites('x', "await tx.update(orders).set({ status: 'DELIVERED' }).where(w);"),
    ).toHaveLength(1);
    expect(
      untrackedWrites('x', 'await tx.update(orders).set({ handoverFailures: 1 }).where(w);'),
    ).toEqual([]);
    expect(untrackedWrites('x', 'await tx.insert(orders).values(v);')).toHaveLength(1);
    expect(
      untrackedWrites('x', 'sql`INSERT INTO machines (serial_number) VALUES (1)`'),
    ).toHaveLength(1);
  });
});

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
