// The baselines run the SQL our services run, captured from the services themselves: the API's
// TypeScript modules are loaded with tsx and called on a drizzle instance whose logger records
// every statement and its parameters. No SQL is copied by hand into the benchmark.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const api = (p) => tsImport(path.join(root, 'apps/api/src', p), import.meta.url);

export async function apiModules() {
  const [schema, list, dashboard, query, passwords] = await Promise.all([
    api('db/schema/index.ts'),
    api('modules/machines/queries/list.ts'),
    api('modules/dashboard/queries.ts'),
    api('modules/reports/report-sql.ts'),
    api('lib/passwords.ts'),
  ]);
  return { schema, list, dashboard, query, passwords };
}

export const ADMIN_PRINCIPAL = {
  userId: 1,
  name: 'Bench Admin',
  role: 'admin',
  distributorId: null,
  retailerId: null,
  sessionId: 'bench',
};

/** Runs `work(db)` on a logging drizzle; answers the statements it ran, in order. */
async function recorded(url, schema, work) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const statements = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  });
  try {
    await work(db);
  } finally {
    await pool.end();
  }
  return statements;
}

/** The sorts the sorted list rows apply (as query parameters of GET /api/machines). */
export const SORTED = { sort: 'serialNumber', order: 'desc' };
export const SEARCH_SORTED = { sort: 'model', order: 'asc' };

/**
 * The statements behind GET /machines (page, count, stats), GET /dashboard/stats (three
 * aggregates) and the machines export (the report SELECT, unpaged, for COPY).
 */
export async function captureSql(url, modules, { search }) {
  const { schema, list, dashboard, query } = modules;
  const listQuery = (extra) => ({ status: 'AVAILABLE', page: 1, pageSize: 50, ...extra });
  const machinesList = await recorded(url, schema, (db) =>
    list.listMachines(db, ADMIN_PRINCIPAL, listQuery({})),
  );
  const machinesSearch = await recorded(url, schema, (db) =>
    list.listMachines(db, ADMIN_PRINCIPAL, listQuery({ search })),
  );
  // Sorted by the header: a filter with a sort, and a search with a sort (lib/sorting.ts).
  const machinesSorted = await recorded(url, schema, (db) =>
    list.listMachines(db, ADMIN_PRINCIPAL, listQuery(SORTED)),
  );
  const machinesSearchSorted = await recorded(url, schema, (db) =>
    list.listMachines(db, ADMIN_PRINCIPAL, listQuery({ search, ...SEARCH_SORTED })),
  );
  const dashboardStats = await recorded(url, schema, (db) =>
    dashboard.dashboardStats(db, ADMIN_PRINCIPAL),
  );
  const exportSelect = new PgDialect().sqlToQuery(
    query.reportSelect('machines', ADMIN_PRINCIPAL, {}, {}),
  );
  if (exportSelect.params.length > 0) throw new Error('the export query has parameters');
  return {
    machinesList,
    machinesSearch,
    machinesSorted,
    machinesSearchSorted,
    dashboardStats,
    exportSelect: exportSelect.sql,
  };
}

/** A statement with its parameters written in as literals (for pgbench and psql). */
export function inline({ sql, params }) {
  return sql.replace(/\$(\d+)/g, (_m, n) => {
    const v = params[Number(n) - 1];
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}
