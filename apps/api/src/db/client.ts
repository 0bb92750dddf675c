import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's use right now (PostgreSQL; the embedded database has no pool). */
  poolStats?(): PoolStats;
  /** The embedded database's whole data folder as a tar archive (what `loadDataDir` takes). */
  dumpDataDir?(): Promise<Blob>;
};

type PoolStats = {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Shown in pg_stat_activity, so a DBA sees which process holds a connection. */
      applicationName?: string;
    }
  /**
   * dir undefined = in memory (tests). loadDataDir: start from this dumped data folder (the
   * tests' migrated template) instead of an empty one; migrations still run, and find it current.
   */
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob };

/** The committed SQL migrations: next to this file in src/, copied beside the bundle in dist/. */
function migrationsFolder(): string {
  const candidates = [
    new URL('./migrations', import.meta.url),
    new URL('./db/migrations', import.meta.url),
  ];
  const found = candidates.map((u) => fileURLToPath(u)).find((p) => fs.existsSync(p));
  if (!found) throw new Error('Database migrations folder not found');
  return found;
}

type Journal = { entries: { when: number }[] };
let newest: number | undefined;

/**
 * When this code's newest migration was made (drizzle records it as `created_at` in
 * drizzle.__drizzle_migrations once applied): readiness compares the two.
 */
export function newestCodeMigration(): number {
  if (newest === undefined) {
    const file = `${migrationsFolder()}/meta/_journal.json`;
    const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as Journal;
    newest = Math.max(...journal.entries.map((e) => e.when));
  }
  return newest;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    return openPostgres(options.url, options.poolSize ?? 10, options.applicationName ?? 'ddc-api');
  }
  return openPglite(options.dir, options.loadDataDir);
}

async function openPostgres(
  url: string,
  poolSize: number,
  applicationName: string,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: applicationName,
  });
  // A client that loses its server must not crash the process: the pool only listens on idle
  // clients, so one checked out (between a transaction's queries, say) would emit an unhandled
  // 'error'. Its next query fails instead, and the pool drops it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    await migrateUnderLock(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** Key of the session advisory lock that lets one process at a time migrate (any fixed bigint). */
const MIGRATION_LOCK = 7_310_019;

/**
 * Processes starting together (workers, instances, a rolling restart) each migrate at start:
 * one at a time, so the others wait and then find nothing left to do instead of failing on
 * each other's half-made schema. One connection holds the lock and runs the migrations (a pool
 * of one must not wait for a second connection).
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    // Closing the connection ends its session and so the lock, whatever happened.
    client.release(true);
  }
}

async function openPglite(
  dir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  let unlock = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir, loadDataDir, extensions: { pg_trgm } });
    const migrator = drizzlePglite(client, { schema });
    await migratePglite(migrator, { migrationsFolder: migrationsFolder() });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
