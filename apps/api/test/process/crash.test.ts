/**
 * Crash in the middle (PostgreSQL): the API process is SIGKILLed at a random moment while
 * overlapping bookings are in flight, and database connections are dropped mid-transaction.
 * After a restart every invariant holds, and retrying each request with its Idempotency-Key
 * books at most once.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/db/seed/demo';
import { brokenInvariants } from './invariants';
import { throwawayDatabase } from './pg-databases';
import { loginToken, startServer, type Server } from './server';
import { readRows } from '../read-rows';

const baseUrl = process.env.DATABASE_URL;
const SECRET = 'crash-test-secret-crash-test-secret-0123';
let throwaway: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
let dbUrl = '';
let database: Database;
/** The running API process, killed after the test even when an assertion stopped it. */
let running: Server | undefined;

if (!baseUrl) console.warn('crash tests SKIPPED: they need PostgreSQL (set DATABASE_URL)');

describe.runIf(Boolean(baseUrl))('crash in the middle of bookings (PostgreSQL)', () => {
  beforeAll(async () => {
    throwaway = await throwawayDatabase(baseUrl!, 'crash');
    dbUrl = throwaway.url;
  });
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await database?.close();
    await throwaway?.drop();
  });

  const env = () => ({
    DATABASE_URL: dbUrl,
    JWT_SECRET: SECRET,
    SEED_DEMO: '1',
    DATABASE_POOL_SIZE: '8',
  });

  type Booking = { key: string; body: object };
  async function plan(server: Server): Promise<{ token: string; bookings: Booking[] }> {
    const token = await loginToken(server.url, 'admin@demo.test', DEMO_PASSWORD);
    const res = await fetch(
      `${server.url}/api/service-providers/1/inventory?status=AVAILABLE&type=SOUNDBOX&pageSize=40`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const inventory = (await res.json()) as { inventory: { soundbox: { id: number }[] } };
    const ids = inventory.inventory.soundbox.map((m) => m.id);
    expect(ids.length).toBe(40);
    // 40 bookings of 3 machines each out of 40, overlapping windows.
    const bookings = Array.from({ length: 40 }, (_, i) => ({
      key: crypto.randomUUID(),
      body: {
        distributorId: 1,
        retailerId: 1,
        serviceProviderId: 1,
        orderType: 'SOUNDBOX_ALLOTMENT',
        machineIds: [ids[i]!, ids[(i + 7) % 40]!, ids[(i + 19) % 40]!],
      },
    }));
    return { token, bookings };
  }

  const send = (url: string, token: string, b: Booking) =>
    fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': b.key,
      },
      body: JSON.stringify(b.body),
    }).then(
      async (r) => ({
        status: r.status,
        body: (await r.json().catch(() => null)) as { id?: number } | null,
      }),
      () => ({ status: 0, body: null }),
    );

  it('keeps every invariant after SIGKILL mid-load, and a retried key books once', async () => {
    let server = (running = await startServer(env()));
    const { token, bookings } = await plan(server);
    const inFlight = bookings.map((b) => send(server.url, token, b));
    await new Promise((r) => setTimeout(r, 5 + Math.floor(Math.random() * 60)));
    server.child.kill('SIGKILL');
    const first = await Promise.all(inFlight);
    await server.exited;

    database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
    expect(await brokenInvariants(database.db)).toEqual([]);

    server = running = await startServer(env());
    const retried = await Promise.all(bookings.map((b) => send(server.url, token, b)));
    // A request that was answered before the crash gets the same answer again.
    first.forEach((res, i) => {
      if (res.status === 201) {
        expect(retried[i]!.status).toBe(201);
        expect(retried[i]!.body?.id).toBe(res.body?.id);
      }
    });
    expect(retried.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const [{ orders }] = (await readRows<{ orders: number }>(
      database.db,
      sql`select count(*)::int as orders from orders where created_at > now() - interval '1 hour' and notes is null and distributor_id = 1
          and exists (select 1 from idempotency_keys k where (k.response->>'id')::int = orders.id)`,
    )) as [{ orders: number }];
    expect(orders).toBe(retried.filter((r) => r.status === 201).length);
    const ids = retried.filter((r) => r.status === 201).map((r) => r.body?.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await brokenInvariants(database.db)).toEqual([]);

    // Dropped connections mid-transaction: kill the server's backends while bookings run.
    const more = await plan(server);
    const load = more.bookings.map((b) => send(server.url, more.token, b));
    await new Promise((r) => setTimeout(r, 10));
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${throwaway!.name} and pid <> pg_backend_pid() and application_name <> 'keep'`,
    );
    const answers = await Promise.all(load);
    const failed = answers.filter((r) => r.status >= 500 && r.status !== 503);
    expect(
      failed,
      `answers other than 503 when the database went away:\n${server.output()}`,
    ).toEqual([]);
    expect(await brokenInvariants(database.db)).toEqual([]);
    // The server recovers by itself: new connections, and health answers again.
    let healthy = false;
    for (let i = 0; i < 50 && !healthy; i++) {
      healthy = (await fetch(`${server.url}/api/health`).catch(() => null))?.ok ?? false;
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy, `health never answered 200; the server said:\n${server.output()}`).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
