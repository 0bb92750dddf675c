import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import './global-setup';

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** The template's dump, read once per worker (files of a worker share its module state). */
const dumps = new Map<string, Uint8Array>();
function dumpBytes(file: string): Uint8Array {
  let bytes = dumps.get(file);
  if (!bytes) dumps.set(file, (bytes = fs.readFileSync(file)));
  return bytes;
}

/**
 * The dump as PGlite reads it (`arrayBuffer()`), from a copy of the bytes in memory. A Blob built
 * from the bytes copies them in and streams them out again in small chunks: 0.3 of a file's
 * 1.4 s set-up, for 40 MB.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: Uint8Array) {
    super([]);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.dump.slice().buffer;
  }
}

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
    return openDatabase({ kind: 'pglite', loadDataDir: new DumpBlob(dumpBytes(template.file)) });
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
