/**
 * Migration 0010 makes serial numbers, TIDs and QR codes unique ignoring case. On a database
 * that already holds machines clashing that way, the upgrade stops before changing anything and
 * names every clashing machine; once they are fixed it goes through.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/db';
import { rows } from './rows';
import type { Db } from './client';
import { machines } from './schema';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const UPGRADE = '0010_case_insensitive_codes';

/** The migrations folder as it was before 0010 (the journal cut before it). */
function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Handle = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

/** A fresh, empty database on the suite's server (or in-memory PGlite), not migrated. */
async function freshDatabase(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      db: db as unknown as Db,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: testUrl.toString(), max: 2 });
  // pool.end() resolves before its connections have closed; the DROP ... WITH (FORCE) below may
  // terminate one still closing, and the pool re-emits that as an 'error' (uncaught without this).
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The database error behind drizzle's wrapper (message, detail, hint). */
function databaseError(err: unknown): { message: string; detail?: string; hint?: string } {
  let e = err as { cause?: unknown; detail?: string };
  while (e.cause && !e.detail) e = e.cause as typeof e;
  return e as { message: string; detail?: string; hint?: string };
}

let database: Handle;
let before: string;
beforeAll(async () => {
  database = await freshDatabase();
  before = foldersBefore(UPGRADE);
  await database.migrate(before);
});
afterAll(async () => {
  await database?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

const indexDefinition = async (name: string) =>
  (
    await rows(
      database.db,
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = ${name}`,
      z.object({ indexdef: z.string() }),
    )
  )[0]?.indexdef;

describe(`upgrading to case-insensitive serials, TIDs and QR codes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stops with every clashing machine named, and changes nothing', async () => {
    await database.db.execute(sql`
      INSERT INTO ${machines} (id, serial_number, model, manufacturer, machine_type, tid, qr_code)
      VALUES (101, 'CASE-1-a', 'T-300', 'Telering', 'POS', 'TID-A', NULL),
             (102, 'case-1-A', 'T-300', 'Telering', 'POS', 'tid-a', 'upi://pay?pa=X'),
             (103, 'OTHER-1', 'T-300', 'Telering', 'POS', NULL, 'UPI://pay?pa=x'),
             (104, 'Case-1-A', 'T-300', 'Telering', 'POS', NULL, NULL),
             (105, 'FINE-1', 'T-300', 'Telering', 'POS', 'TID-B', 'upi://fine')`);
    const failure = await database.migrate(MIGRATIONS).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    const { message, detail, hint } = databaseError(failure);
    expect(message).toBe(
      'Upgrade stopped: 3 group(s) of machines have serial numbers, TIDs or QR codes that differ only in letter case, which must now be unique ignoring case',
    );
    expect(detail?.split('\n')).toEqual([
      '  serial number case-1-a: machine 101 "CASE-1-a", machine 102 "case-1-A", machine 104 "Case-1-A"',
      '  TID tid-a: machine 101 "TID-A", machine 102 "tid-a"',
      '  QR code upi://pay?pa=x: machine 102 "upi://pay?pa=X", machine 103 "UPI://pay?pa=x"',
    ]);
    expect(hint).toMatch(/^Give every machine but one of each group another value/);
    expect(hint).toContain('Nothing was changed');
    // The upgrade rolled back as a whole: the old exact index, no new one, 0010 not recorded.
    expect(await indexDefinition('machines_serial_lower_key')).toBeUndefined();
    expect(await indexDefinition('machines_tid_key')).not.toMatch(/lower/);
  });

  it('goes through once the clashes are fixed, and then refuses case variants', async () => {
    await database.db.execute(
      sql`UPDATE ${machines} SET serial_number = 'CASE-1-b' WHERE id = 102`,
    );
    await database.db.execute(
      sql`UPDATE ${machines} SET serial_number = 'CASE-1-c' WHERE id = 104`,
    );
    await database.db.execute(sql`UPDATE ${machines} SET tid = NULL WHERE id = 102`);
    await database.db.execute(
      sql`UPDATE ${machines} SET qr_code = 'upi://pay?pa=y' WHERE id = 103`,
    );
    await database.migrate(MIGRATIONS);
    expect(await indexDefinition('machines_serial_lower_key')).toMatch(/lower\(serial_number\)/);
    expect(await indexDefinition('machines_tid_key')).toMatch(/lower\(tid\)/);
    expect(await indexDefinition('machines_qr_key')).toMatch(/lower\(qr_code\)/);
    for (const [column, value] of [
      ['serial_number', 'fine-1'],
      ['tid', 'tid-b'],
      ['qr_code', 'UPI://FINE'],
    ] as const) {
      const serial = column === 'serial_number' ? value : `NEW-${column}`;
      await expect(
        database.db.execute(sql`
          INSERT INTO ${machines} (serial_number, model, manufacturer, machine_type, ${sql.identifier(column === 'serial_number' ? 'mid' : column)})
          VALUES (${serial}, 'T-300', 'Telering', 'POS', ${value})`),
      ).rejects.toThrow();
    }
  });
});
