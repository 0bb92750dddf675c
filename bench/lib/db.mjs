// The benchmark database: created fresh, migrated by the API itself, loaded set-based, analysed.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { INVARIANT_CHECKS, LOADED_TABLES, SERIAL_TABLES, loadSteps } from './dataset.mjs';

/** The same server URL with another database name. */
function urlFor(serverUrl, database) {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl) {
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return { name, url: urlFor(serverUrl, name) };
}

export async function dropDatabase(serverUrl, name) {
  await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

const ms = (t0) => Math.round(performance.now() - t0);

const custody = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/src/modules/custody/kept-counts.ts',
);

/**
 * Loads the data set into the migrated database. The secondary indexes of the loaded tables are
 * dropped first and rebuilt from their own definitions afterwards (one sort per index instead of
 * a million inserts into each); triggers (foreign-key checks) are off for the load session and the
 * relations are checked once at the end instead. Answers the timings per step.
 */
export async function loadData(url, counts, hashes, log) {
  const steps = [];
  await withClient(url, async (c) => {
    await c.query(`SET maintenance_work_mem = '512MB'`);
    await c.query(`SET max_parallel_maintenance_workers = 2`);
    await c.query(`SET synchronous_commit = off`);
    const { rows: indexes } = await c.query(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [LOADED_TABLES],
    );
    for (const ix of indexes) await c.query(`DROP INDEX ${ix.name}`);

    await c.query('BEGIN');
    // Foreign keys are enforced by triggers; the generated rows are consistent by construction
    // and checked below, so the load skips the per-row checks.
    await c.query(`SET LOCAL session_replication_role = replica`);
    for (const [label, sql] of loadSteps(counts, hashes)) {
      const t0 = performance.now();
      const res = await c.query(sql);
      steps.push({ step: label, rows: res.rowCount, ms: ms(t0) });
      log(`  ${label.padEnd(20)} ${String(res.rowCount).padStart(9)} rows  ${ms(t0)} ms`);
    }
    // The COPY wrote no kept counts (custody writes them with its own writes, decision 0169):
    // custody counts them once from the rows, inside this transaction.
    const tc = performance.now();
    const { recountKeptCounts } = await tsImport(custody, import.meta.url);
    await recountKeptCounts(drizzle(c));
    steps.push({ step: 'kept counts', ms: ms(tc) });
    log(`  ${'kept counts'.padEnd(20)} ${''.padStart(9)}       ${ms(tc)} ms`);
    for (const t of SERIAL_TABLES) {
      await c.query(
        `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`,
      );
    }
    await c.query('COMMIT');

    let t0 = performance.now();
    for (const ix of indexes) await c.query(ix.def);
    steps.push({ step: `rebuild ${indexes.length} indexes`, ms: ms(t0) });
    log(`  rebuild ${indexes.length} indexes       ${ms(t0)} ms`);

    t0 = performance.now();
    const { rows: fks } = await c.query(
      `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    // Re-validate every foreign key in one pass per constraint (drop + add validates the rows).
    for (const fk of fks) {
      await c.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.conname}`);
      await c.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.conname} ${fk.def}`);
    }
    steps.push({ step: `validate ${fks.length} foreign keys`, ms: ms(t0) });
    log(`  validate ${fks.length} foreign keys  ${ms(t0)} ms`);

    for (const [label, sql] of INVARIANT_CHECKS) {
      const { rows } = await c.query(sql);
      const bad = Number(Object.values(rows[0])[0]);
      if (bad !== 0) throw new Error(`data set broken: ${label} (${bad})`);
    }

    t0 = performance.now();
    // VACUUM as autovacuum would after a bulk load (visibility map for index-only scans), and
    // ANALYZE so the planner knows the sizes.
    await c.query('VACUUM (ANALYZE)');
    steps.push({ step: 'vacuum analyze', ms: ms(t0) });
    log(`  vacuum analyze       ${ms(t0)} ms`);
  });
  return steps;
}

/** Row counts of the main tables (printed with the results). */
export async function tableCounts(url) {
  return withClient(url, async (c) => {
    const out = {};
    for (const t of [
      'machines',
      'distributors',
      'retailers',
      'orders',
      'order_machines',
      'assignments',
      'assignment_machines',
    ]) {
      const { rows } = await c.query(`SELECT count(*)::int AS n FROM ${t}`);
      out[t] = rows[0].n;
    }
    return out;
  });
}
