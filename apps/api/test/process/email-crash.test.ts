/**
 * Crash between commit and delivery (PostgreSQL): an event is committed to the outbox while the
 * API process runs with a worker that would not look for an hour; the process is SIGKILLed before
 * anything is sent. Started again (twice, so two workers compete), it emails each recipient
 * exactly once (and holds the event once for each admin's daily digest).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { emit } from '../../src/platform/outbox';
import { startTestSmtp, type TestSmtp } from '../smtp';
import { throwawayDatabase } from './pg-databases';
import { startServer, type Server } from './server';
import { readRows } from '../read-rows';

const baseUrl = process.env.DATABASE_URL;
const SECRET = 'email-crash-secret-email-crash-secret-01';
let throwaway: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
let dbUrl = '';
let database: Database | undefined;
let smtp: TestSmtp | undefined;
/** Every API process started, killed after the test even when an assertion stopped it. */
const servers: Server[] = [];

if (!baseUrl) console.warn('email crash test SKIPPED: it needs PostgreSQL (set DATABASE_URL)');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.runIf(Boolean(baseUrl))('an email survives a crash between commit and delivery', () => {
  beforeAll(async () => {
    throwaway = await throwawayDatabase(baseUrl!, 'email_crash');
    dbUrl = throwaway.url;
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await database?.close();
    await smtp?.close();
    await throwaway?.drop();
  });

  const start = async (pollMs: number) => {
    const server = await startServer({
      DATABASE_URL: dbUrl,
      JWT_SECRET: SECRET,
      SEED_DEMO: '1',
      DATABASE_POOL_SIZE: '4',
      SMTP_URL: smtp!.url,
      PUBLIC_URL: 'http://console.example.test',
      BACKGROUND_POLL_MS: String(pollMs),
    });
    servers.push(server);
    return server;
  };

  it('SIGKILL before the worker ran, restart: each recipient gets the email once', async () => {
    const first = await start(3_600_000);
    await until('the start-up line about email', async () =>
      first.output().includes('Email: on') ? true : undefined,
    );
    database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
    const [distributorUser] = await readRows<{ id: number; email: string }>(
      database.db,
      sql`SELECT id, email FROM users WHERE email = 'distributor@demo.test'`,
    );
    // The change's transaction commits its event, as every emitting module does.
    await database.db.transaction(async (tx) => {
      await emit(tx, {
        type: 'order.delivered',
        distributorId: 1,
        entityType: 'order',
        entityId: 1,
        payload: { orderNumber: 'ORD-CRASH-1', quantity: 2, from: 'IN_PROGRESS', to: 'DELIVERED' },
      });
    });
    const [event] = await readRows<{ event_id: string; dispatched_at: string | null }>(
      database.db,
      sql`SELECT event_id, dispatched_at FROM outbox_events WHERE payload->>'orderNumber' = 'ORD-CRASH-1'`,
    );
    expect(event).toMatchObject({ dispatched_at: null });
    expect(smtp!.messages).toHaveLength(0);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp!.messages).toHaveLength(0);

    // Two processes come back; both poll every 200 ms and compete for the same work.
    await Promise.all([start(200), start(200)]);
    // The admins have the daily digest (their default, decision 0153): held for it, not sent.
    const recipients = await readRows<{ email: string }>(
      database.db,
      sql`SELECT email FROM users WHERE status = 'ACTIVE'
            AND user_type = 'distributor' AND distributor_id = 1`,
    );
    expect(recipients.map((r) => r.email)).toContain(distributorUser!.email);
    // The demo's own events (its invoices and payments) are emailed too: only this event's count.
    const ours = () =>
      smtp!.messages.filter((m) => m.headers.get('x-event-id') === event!.event_id);
    await until(
      'an email to every recipient',
      async () => (ours().length >= recipients.length ? true : undefined),
      30_000,
    );
    await until('every email job done', async () => {
      const [left] = await readRows<{ n: number }>(
        database!.db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'email.notification' AND status <> 'done'`,
      );
      return left!.n === 0 ? true : undefined;
    });
    // A few more polls of both workers: nothing else may arrive.
    await sleep(1_500);

    const crash = ours();
    const got = crash.map((m) => JSON.stringify(m.to));
    expect(got).toHaveLength(recipients.length);
    for (const r of recipients) expect(got.filter((to) => to.includes(r.email))).toHaveLength(1);
    for (const mail of crash) expect(mail.subject).toBe('Order ORD-CRASH-1 was delivered');
    expect(new Set(crash.map((m) => m.messageId)).size).toBe(recipients.length);
    const held = await readRows<{ email: string }>(
      database.db,
      sql`SELECT u.email FROM email_digest_items i JOIN users u ON u.id = i.user_id
           WHERE i.event_id = ${event!.event_id} ORDER BY 1`,
    );
    const admins = await readRows<{ email: string }>(
      database.db,
      sql`SELECT email FROM users WHERE status = 'ACTIVE' AND user_type = 'admin' ORDER BY 1`,
    );
    expect(held).toEqual(admins);
  }, 240_000);
});
