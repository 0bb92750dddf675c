import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client';

/**
 * The migrated template every API test file copies instead of migrating from empty (see
 * docs/testing.md): made once per run by global-setup.ts, and again only when a migration
 * changes, since its name carries a hash of the migrations folder.
 */

const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const cacheDir = fileURLToPath(
  new URL('../../../node_modules/.cache/ddc-test-db', import.meta.url),
);

/** A hash of every migration file (SQL and drizzle's journal and snapshots). */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(migrationsDir, full)).update(fs.readFileSync(full));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The embedded database's data folder after all migrations, dumped to a file (uncompressed: it
 * loads as fast as gzip and skips the inflate). Written under a temporary name and renamed, so a
 * run that dies half-way leaves no broken template behind.
 */
export async function pgliteTemplate(hash = migrationsHash()): Promise<string> {
  const file = path.join(cacheDir, `pglite-${hash}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  try {
    const dump = await database.dumpDataDir!();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** Key of the advisory lock under which one process at a time builds a PostgreSQL template. */
const TEMPLATE_LOCK = 7_310_020;

/**
 * A database on the server of `url` with all migrations applied, named after the hash, that
 * nobody may connect to (so `CREATE DATABASE ... TEMPLATE` never finds it in use). Built under
 * a temporary name and renamed when complete.
 */
export async function postgresTemplate(url: string, hash = migrationsHash()): Promise<string> {
  const name = `ddc_template_${hash}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const buildUrl = new URL(url);
    buildUrl.pathname = `/${building}`;
    const database = await openDatabase({
      kind: 'postgres',
      url: buildUrl.toString(),
      poolSize: 1,
    });
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await admin.end();
  }
}
