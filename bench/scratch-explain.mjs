// Scratch (not committed): EXPLAIN ANALYZE of the list's activity paths at bench scale.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { counts } from './lib/dataset.mjs';
import { createDatabase, dropDatabase, loadData, withClient } from './lib/db.mjs';
import { ADMIN_PRINCIPAL } from './lib/capture.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = (p) => tsImport(path.join(root, 'apps/api/src', p), import.meta.url);
const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const M = Number(process.env.BENCH_MACHINES ?? 1_000_000);
const keep = process.env.KEEP_DB;
const [client, schema, list] = await Promise.all([api('db/client.ts'), api('db/schema/index.ts'), api('modules/machines/queries/list.ts')]);
let db = keep ? { name: keep, url: SERVER.replace(/postgres$/, keep) } : await createDatabase(SERVER);
console.log('db', db.name);
if (!keep) {
  const opened = await client.openDatabase({ kind: 'postgres', url: db.url });
  await opened.close();
  await loadData(db.url, counts(M), { admin: 'x', distributor: 'x' }, (l) => console.log(l));
}
const DIST = { ...ADMIN_PRINCIPAL, userId: 2, role: 'distributor', distributorId: 1 };
const cases = [
  ['OFFLINE desc', ADMIN_PRINCIPAL, { activity: 'OFFLINE', sort: 'lastSeenAt', order: 'desc' }],
  ['OFFLINE asc', ADMIN_PRINCIPAL, { activity: 'OFFLINE', sort: 'lastSeenAt', order: 'asc' }],
  ['DORMANT desc', ADMIN_PRINCIPAL, { activity: 'DORMANT', sort: 'lastSeenAt', order: 'desc' }],
  ['DORMANT asc', ADMIN_PRINCIPAL, { activity: 'DORMANT', sort: 'lastSeenAt', order: 'asc' }],
  ['all lastSeen desc', ADMIN_PRINCIPAL, { sort: 'lastSeenAt', order: 'desc' }],
  ['all lastSeen asc p100', ADMIN_PRINCIPAL, { sort: 'lastSeenAt', order: 'asc', page: 100 }],
  ['NEVER_SEEN lastSeen', ADMIN_PRINCIPAL, { activity: 'NEVER_SEEN', sort: 'lastSeenAt' }],
  ['dist OFFLINE desc', DIST, { activity: 'OFFLINE', sort: 'lastSeenAt', order: 'desc' }],
  ['dist DORMANT desc', DIST, { activity: 'DORMANT', sort: 'lastSeenAt', order: 'desc' }],
  ['dist lastSeen', DIST, { sort: 'lastSeenAt' }],
  ['OFFLINE default', ADMIN_PRINCIPAL, { activity: 'OFFLINE' }],
  ['DORMANT default', ADMIN_PRINCIPAL, { activity: 'DORMANT' }],
  ['ONLINE default', ADMIN_PRINCIPAL, { activity: 'ONLINE' }],
];
const only = process.env.ONLY;
for (const [label, principal, q] of cases) {
  if (only && !label.includes(only)) continue;
  const statements = [];
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const d = drizzle(pool, { schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
  const t0 = performance.now();
  const answer = await list.listMachines(d, principal, { page: 1, pageSize: 50, ...q });
  const ms = performance.now() - t0;
  await pool.end();
  console.log(`\n=== ${label}: ${answer.machines.length} rows, total ${answer.total}, ${ms.toFixed(1)} ms`);
  await withClient(db.url, async (c) => {
    for (const s of statements) {
      if (/machine_count_deltas|count_deltas/.test(s.sql) && !process.env.ALL) continue;
      const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
      const lines = rows.map((r) => r['QUERY PLAN']);
      console.log('--- ' + s.sql.replace(/\s+/g, ' ').slice(0, 90));
      console.log(lines.filter((l) => /Scan|Execution|Join|Nested|Sort|Limit/.test(l)).join('\n'));
    }
  });
}
if (!keep && !process.env.KEEP) await dropDatabase(SERVER, db.name);
