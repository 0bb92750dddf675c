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

const q = (s, rowMode) => pool.query({ text: s.sql, values: s.params, rowMode });

/** The page (the statement with a LIMIT) as row objects, the rest (counts, groups) as raw rows. */
const listRoute = (statements) => {
  const page = statements.find((s) => /\blimit\b/i.test(s.sql));
  if (!page) throw new Error('unexpected list SQL: no page statement');
  const others = statements.filter((s) => s !== page);
  return async () => {
    const [p, ...rest] = await Promise.all([q(page), ...others.map((s) => q(s, 'array'))]);
    return { machines: p.rows, aggregates: rest.map((r) => r.rows) };
  };
};

app.get('/ping', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});
app.get('/machines', listRoute(sql.machinesList));
app.get('/machines-search', listRoute(sql.machinesSearch));
app.get('/machines-sorted', listRoute(sql.machinesSorted));
app.get('/machines-search-sorted', listRoute(sql.machinesSearchSorted));

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
