// Baseline: the thinnest hand-written Fastify + pg server that answers the same data as our
// GET /api/machines: it runs the SQL our service runs (captured, see lib/capture.mjs), in
// parallel on a pool of the same size, and sends the rows as JSON. No auth, no validation, no
// mapping: what is left between it and our API is the framework work we add.
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const sql = JSON.parse(fs.readFileSync(process.env.BENCH_SQL_FILE, 'utf8'));
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });

/** Which captured statement is which: the stats aggregate, the count, the page. */
function roles(statements) {
  const stats = statements.find((s) => /filter \(where/i.test(s.sql));
  const page = statements.find((s) => /\blimit\b/i.test(s.sql));
  const count = statements.find((s) => s !== stats && s !== page);
  if (!stats || !page || !count || statements.length !== 3) throw new Error('unexpected list SQL');
  return { stats, page, count };
}
const q = (s, rowMode) => pool.query({ text: s.sql, values: s.params, rowMode });
const STATS = ['total', 'pos', 'soundbox', 'available', 'assigned', 'maintenance', 'b2b', 'b2c'];
const listRoute = (statements) => {
  const { stats, page, count } = roles(statements);
  return async () => {
    // The aggregates' columns are unnamed (drizzle maps them by position): read them as arrays.
    const [p, c, st] = await Promise.all([q(page), q(count, 'array'), q(stats, 'array')]);
    return {
      machines: p.rows,
      stats: Object.fromEntries(STATS.map((k, i) => [k, st.rows[0][i]])),
      total: c.rows[0][0],
    };
  };
};

app.get('/ping', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});
app.get('/machines', listRoute(sql.machinesList));
app.get('/machines-search', listRoute(sql.machinesSearch));

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
