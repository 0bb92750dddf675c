// The dashboard row: GET /api/dashboard/stats (kept counts) against the raw aggregates it ran
// before the counts were kept. The baseline's SQL is defined explicitly in the API
// (apps/api/test/dashboard-reference.ts, over the same scope helpers as the service), since
// the service no longer runs it; the bench renders it with drizzle and runs it via pg.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { ADMIN_PRINCIPAL } from './capture.mjs';
import { withClient } from './db.mjs';
import { load, summarize, warm } from './load.mjs';
import { fmt } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEAN_TARGET_MS = 5;
const SPEEDUP_TARGET = 8;

/** The raw aggregate statements (machine groups, assignments, orders, funnel) for the admin. */
async function referenceFor(url) {
  const ref = await tsImport(
    path.join(root, 'apps/api/test/dashboard-reference.ts'),
    import.meta.url,
  );
  const dialect = new PgDialect();
  const statements = Object.values(ref.referenceStatements(ADMIN_PRINCIPAL)).map((q) =>
    dialect.sqlToQuery(q),
  );
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const answer = await ref.referenceDashboard(drizzle(pool), ADMIN_PRINCIPAL);
    return { statements, answer };
  } finally {
    await pool.end();
  }
}

/** Runs `fn` in sequence for about `seconds` (at least 3 times); answers the latency summary. */
async function timeFor(fn, seconds) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  while (latencies.length < 3 || performance.now() < until) {
    const t0 = performance.now();
    await fn();
    latencies.push(performance.now() - t0);
  }
  return summarize(latencies);
}

/**
 * Checks that the API's numbers equal the raw SQL's (the counts were rebuilt after the load),
 * then times both, interleaved: a slice of API calls, the raw statements the same number of
 * times, and again. Adds the row to `results`.
 */
export async function dashboardRow({ apiBase, auth, dbUrl, duration, results, log }) {
  const url = `${apiBase}/api/dashboard/stats`;
  const { statements, answer } = await referenceFor(dbUrl);
  const served = await (await fetch(url, { headers: auth })).json();
  if (!isDeepStrictEqual(served, answer)) {
    throw new Error(
      `dashboard counts differ from the raw SQL: ${JSON.stringify(served)} vs ${JSON.stringify(answer)}`,
    );
  }
  log(`  dashboard numbers equal the raw SQL's: ${JSON.stringify(answer)}`);
  await warm({ url, headers: auth, connections: 1 });
  const dashRuns = [];
  const rawRuns = [];
  await withClient(dbUrl, async (cl) => {
    const runRaw = async () => {
      for (const s of statements) await cl.query(s.sql, s.params);
    };
    await runRaw();
    for (let r = 0; r < Math.max(1, Math.round(duration / 2)); r++) {
      const o = await load({ url, headers: auth, connections: 1, duration: Math.min(2, duration) });
      dashRuns.push(o);
      // The raw side is far slower: it runs for as long as the API's slice (at least 3 times).
      rawRuns.push(await timeFor(runRaw, Math.min(2, duration)));
    }
  });
  const wmean = (runs) =>
    runs.reduce((a, r) => a + r.mean * r.n, 0) / runs.reduce((a, r) => a + r.n, 0);
  const dash = {
    n: dashRuns.reduce((a, r) => a + r.n, 0),
    mean: wmean(dashRuns),
    errors: dashRuns.reduce((a, r) => a + r.errors, 0),
    rounds: dashRuns.map((r) => r.mean),
  };
  const raw = {
    n: rawRuns.reduce((a, r) => a + r.n, 0),
    mean: wmean(rawRuns),
    rounds: rawRuns.map((r) => r.mean),
  };
  const ratio = dash.mean / raw.mean;
  results.add({
    metric:
      'GET /api/dashboard/stats mean latency (1 conn, kept counts) vs raw aggregate SQL via pg',
    ours: [dash.mean, fmt.ms],
    baseline: [raw.mean, fmt.ms],
    ratio,
    target: `<= ${MEAN_TARGET_MS} ms and <= ${(1 / SPEEDUP_TARGET).toFixed(3)}x (${SPEEDUP_TARGET}x faster)`,
    pass: dash.mean <= MEAN_TARGET_MS && ratio <= 1 / SPEEDUP_TARGET && dash.errors === 0,
    raw: { ours: dash, baseline: raw, statements: statements.length },
  });
}
