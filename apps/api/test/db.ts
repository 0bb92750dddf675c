import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import './global-setup';

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A fresh, migrated database for one test file, copied from the run's migrated template
 * (global-setup.ts): in-memory PGlite loaded from the template's dump, or a new database on the
 * DATABASE_URL server made from the template database and dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (template?.kind !== 'pglite') return openDatabase({ kind: 'pglite' });
    const loadDataDir = new Blob([fs.readFileSync(template.file)]);
    return openDatabase({ kind: 'pglite', loadDataDir });
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const from = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
  await admin.query(`CREATE DATABASE ${name}${from}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
