import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './client';
import * as schema from './schema';

/**
 * Streaming a file into a staging table with COPY (machine import; bench/README.md "machine
 * import"). Staging tables are TEMP tables: private to the session that made them, never
 * WAL-logged, gone with the session if the process dies, so nothing is left to clean up and two
 * imports never see each other's rows. A session here is one connection held for the whole
 * import (PostgreSQL: taken from the pool; the embedded database has only one).
 */
export type StagingSession = {
  /** Queries on the session's connection (its transactions too). */
  db: Db;
  /**
   * COPY into `table (columns)` of rows in COPY's text format (copyTextRow), handed over a batch
   * (a string of whole rows) at a time: PostgreSQL reads them from STDIN as they come
   * (backpressure pauses the source), PGlite one batch at a time from a blob.
   */
  copyRows(table: string, columns: string[], batches: AsyncIterable<string>): Promise<void>;
};

/** The pg pool behind a drizzle database on node-postgres; undefined on PGlite. */
export function pgPoolOf(db: unknown): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const copyTarget = (table: string, columns: string[]) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;

/** Runs `use` on one connection of `db`, released afterwards (closed if anything failed). */
export async function withStagingSession<T>(
  db: Db,
  use: (session: StagingSession) => Promise<T>,
): Promise<T> {
  const pool = pgPoolOf(db);
  if (!pool) {
    const pglite = (db as unknown as { $client: PGlite }).$client;
    return use({
      db,
      async copyRows(table, columns, batches) {
        const statement = `${copyTarget(table, columns)} FROM '/dev/blob'`;
        for await (const text of batches) {
          if (text) await pglite.query(statement, [], { blob: new Blob([text]) });
        }
      },
    });
  }
  const client = await pool.connect();
  let failed = false;
  try {
    return await use({
      db: drizzlePg(client, { schema }) as unknown as Db,
      async copyRows(table, columns, batches) {
        const copy = client.query(copyFrom(`${copyTarget(table, columns)} FROM STDIN`));
        await pipeline(Readable.from(batches, { objectMode: false }), copy);
      },
    });
  } catch (err) {
    failed = true;
    throw err;
  } finally {
    // After a failed COPY the connection may still be in it: closing it ends it server-side.
    client.release(failed);
  }
}

const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

/** One row in COPY's text format: tab-separated, \N for NULL, backslash escapes; ends in \n. */
export function copyTextRow(values: (string | number | null | undefined)[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) line += '\t';
    if (v === null || v === undefined) line += '\\N';
    else if (typeof v === 'number') line += String(v);
    else line += v.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c]!);
  }
  return line + '\n';
}
