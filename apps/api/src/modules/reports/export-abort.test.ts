/**
 * A client that stops reading, then goes away, in the middle of a CSV download streamed by
 * PostgreSQL's COPY (copy.ts): the COPY waits for the client (backpressure reaches the server),
 * and once the client is gone the COPY ends and its connection leaves the pool, so the pool
 * keeps serving. PostgreSQL only: PGlite has no COPY to a client.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/app';
import { onPostgres } from '../../../test/db';
import { createProvider } from '../../../test/factories/machines';
import { pgPoolOf } from './copy';
import { reportFile } from './queries/export';
import { readRows } from '../../../test/read-rows';

const MACHINES = 50_000; // ~27 MB of CSV: far more than the socket buffers on the way
const WIDE = 'M'.repeat(400);

if (!onPostgres) console.warn('COPY abort tests SKIPPED: they need PostgreSQL (set DATABASE_URL)');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.runIf(onPostgres)('a client that goes away mid-download (PostgreSQL COPY)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let base: string;
  let watcher: pg.Client;

  beforeAll(async () => {
    t = await buildTestApp();
    auth = (await loginAs(t, 'admin')).auth;
    const provider = await createProvider(t.database);
    await t.database.db.execute(sql`
      INSERT INTO machines (serial_number, model, manufacturer, machine_type, mid, service_provider_id)
      SELECT 'ABORT-' || i, 'Model ' || (i % 7), 'Telering', 'POS', ${WIDE} || i, ${provider.id}
      FROM generate_series(1, ${MACHINES}) i`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // Watches the server from outside the app's pool.
    const pool = pgPoolOf(t.database.db)!;
    watcher = new pg.Client({ connectionString: pool.options.connectionString });
    await watcher.connect();
  }, 120_000);
  afterAll(async () => {
    await watcher?.end();
    await t?.close();
  });

  /**
   * The export's COPY as the server sees it (state, what it waits for), if running: the backend
   * of the app's connection, not the parallel workers a parallel plan adds (they show the same
   * query and wait on their leader, never on the client).
   */
  const copyBackend = async () =>
    (
      await watcher.query<{ pid: number; state: string; wait_event: string | null }>(
        `SELECT pid, state, wait_event FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND backend_type = 'client backend' AND query LIKE 'COPY (%'`,
      )
    ).rows[0];

  /** Clients the pool has handed out and not had back. */
  const checkedOut = (pool: pg.Pool) => pool.totalCount - pool.idleCount;

  it('waits for a slow client, then frees the COPY and its connection when it goes', async () => {
    const pool = pgPoolOf(t.database.db)!;
    for (let round = 0; round < 3; round++) {
      const req = http.get(`${base}/api/reports/machines/export?format=csv`, { headers: auth });
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        req.once('response', resolve);
        req.once('error', reject);
      });
      expect(res.statusCode).toBe(200);
      const first = await new Promise<Buffer>((resolve) => res.once('data', resolve));
      res.pause();
      expect(first.toString('utf8').startsWith('\uFEFFID,Serial Number,')).toBe(true);

      // Backpressure: with the client not reading, PostgreSQL itself waits to send more.
      const waiting = await until('the COPY to wait for its client', async () => {
        const b = await copyBackend();
        return b?.wait_event === 'ClientWrite' ? b : undefined;
      });
      expect(waiting.state).toBe('active');
      expect(checkedOut(pool)).toBe(1);

      req.destroy();
      // Well before the pool would close an idle connection on its own (idleTimeoutMillis):
      // the abandoned COPY's connection is closed, not parked in the pool mid-COPY.
      expect(pool.options.idleTimeoutMillis ?? 10_000).toBeGreaterThanOrEqual(10_000);
      await until('the COPY to end', async () => ((await copyBackend()) ? undefined : true), 5_000);
      await until('the connection to leave the pool', async () =>
        checkedOut(pool) === 0 ? true : undefined,
      );
      expect(pool.waitingCount).toBe(0);
      const gone = await watcher.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1',
        [waiting.pid],
      );
      expect(gone.rows[0].n).toBe(0);
    }

    // The pool still serves: a whole export and an ordinary query.
    const full = await t.app.inject({
      method: 'GET',
      url: '/api/reports/machines/export?format=csv',
      headers: auth,
    });
    expect(full.statusCode).toBe(200);
    expect(full.body.split('\r\n').length - 2).toBe(MACHINES);
    const [{ n }] = (await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM machines`,
    )) as [{ n: number }];
    expect(n).toBe(MACHINES);
    expect(checkedOut(pool)).toBe(0);
  }, 120_000);

  it('gives the connection back when the client is gone before the COPY starts', async () => {
    const pool = pgPoolOf(t.database.db)!;
    // Hold every pooled connection, so the export waits for one while its client leaves.
    const held = await Promise.all(
      Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()),
    );
    const file = reportFile(
      t.database.db,
      'machines',
      {
        userId: 1,
        name: 'A',
        role: 'admin',
        distributorId: null,
        retailerId: null,
        sessionId: 's',
        twoFactorEnabled: false,
      },
      { today: '2026-11-24' },
      'csv',
      t.app.log,
    );
    await until('the export to wait for a connection', async () =>
      pool.waitingCount >= 1 ? true : undefined,
    );
    file.stream.destroy();
    for (const c of held) c.release();
    await until('the pool to settle', async () =>
      checkedOut(pool) === 0 && pool.waitingCount === 0 ? true : undefined,
    );
    await sleep(100);
    expect(await copyBackend()).toBeUndefined();
    expect(checkedOut(pool)).toBe(0);
  }, 60_000);
});
