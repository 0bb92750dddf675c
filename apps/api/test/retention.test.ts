import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './app';
import { onPostgres, openTestDatabase } from './db';
import type { Database, Db } from '../src/db/client';
import { registerNotifications } from '../src/modules/notifications';
import { registerWebhooks, webhookSecrets } from '../src/modules/webhooks';
import type { BackgroundRegistry } from '../src/platform/background';
import { PLATFORM_RETENTION, pruneExpired, type RetentionRule } from '../src/platform/retention';
import { readRows } from './read-rows';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** One prune with every rule the app registers: the platform's and the modules'. */
async function pruneBackgroundRows(db: Db) {
  const rules: Record<string, RetentionRule> = { ...PLATFORM_RETENTION };
  const registry: BackgroundRegistry = {
    onEvent: () => {},
    handle: () => {},
    every: () => {},
    retain: (name, rule) => void (rules[name] = rule),
  };
  const clock = () => new Date();
  registerNotifications(registry, { db, clock, mailer: null, publicUrl: 'http://x.test' });
  registerWebhooks(registry, {
    db,
    clock,
    webhookAllowPrivate: false,
    secrets: webhookSecrets('retention-test-secret'),
  });
  return pruneExpired(db, rules);
}

const ago = (days: number) => sql`now() - ${`${days} days`}::interval`;
const labels = async (query: ReturnType<typeof sql>) =>
  (await readRows<{ label: string }>(database.db, query)).map((r) => r.label).sort();

describe(`retention of the background work's rows (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('deletes what is past its time and keeps the rest', async () => {
    const db = database.db;
    const { user } = await createAccount(database, 'admin');
    // Jobs: finished ones after 14 days, dead ones after 90, unfinished ones never.
    const job = (label: string, status: string, finishedDaysAgo: number | null, payload = {}) =>
      db.execute(
        sql`INSERT INTO jobs (kind, payload, dedupe_key, status, finished_at)
            VALUES ('test', ${JSON.stringify(payload)}::jsonb, ${label}, ${status},
                    ${finishedDaysAgo === null ? null : ago(finishedDaysAgo)})`,
      );
    await job('done-old', 'done', 15);
    await job('done-new', 'done', 13);
    await job('dead-old', 'dead', 91);
    await job('dead-new', 'dead', 15);
    // Outbox events: dispatched ones after 30 days, unless a job to run still reads them.
    const event = async (label: string, dispatchedDaysAgo: number | null) =>
      (
        await readRows<{ event_id: string }>(
          db,
          sql`INSERT INTO outbox_events (type, payload, at, dispatched_at)
              VALUES ('order.created', ${JSON.stringify({ label })}::jsonb, ${ago(40)},
                      ${dispatchedDaysAgo === null ? null : ago(dispatchedDaysAgo)})
              RETURNING event_id::text`,
        )
      )[0]!.event_id;
    await event('sent-old', 31);
    await event('sent-new', 29);
    await event('pending', null);
    const read = await event('read-by-a-queued-email', 31);
    await job('queued-email', 'queued', null, { eventId: read, userId: user.id });
    // Webhook deliveries that ended, after 30 days, with their attempts; pending ones never.
    const [hook] = await readRows<{ id: number }>(
      db,
      sql`INSERT INTO webhooks (url, events, secret) VALUES ('https://example.test/h', '[]', 's')
          RETURNING id`,
    );
    const delivery = async (label: string, status: string, daysAgo: number) => {
      const [d] = await readRows<{ id: number }>(
        db,
        sql`INSERT INTO webhook_deliveries (webhook_id, event_id, event_type, body, status, created_at)
            VALUES (${hook!.id}, gen_random_uuid(), 'order.created',
                    ${JSON.stringify({ label })}::jsonb, ${status}, ${ago(daysAgo)})
            RETURNING id::int`,
      );
      await db.execute(sql`INSERT INTO webhook_attempts (delivery_id) VALUES (${d!.id})`);
    };
    await delivery('succeeded-old', 'succeeded', 31);
    await delivery('failed-old', 'failed', 31);
    await delivery('failed-new', 'failed', 29);
    await delivery('pending-old', 'pending', 31);
    // In-app notifications: read ones after 90 days, unread ones after a year.
    const note = (label: string, daysAgo: number, read: boolean) =>
      db.execute(
        sql`INSERT INTO notifications (user_id, event_id, type, at, payload, read_at)
            VALUES (${user.id}, gen_random_uuid(), 'order.created', ${ago(daysAgo)},
                    ${JSON.stringify({ label })}::jsonb, ${read ? ago(daysAgo) : null})`,
      );
    await note('read-old', 91, true);
    await note('read-new', 89, true);
    await note('unread-old', 366, false);
    await note('unread-new', 300, false);

    // Events held for an admin's digest: gone after 30 days (a digest that kept failing).
    const held = (daysAgo: number) =>
      db.execute(
        sql`INSERT INTO email_digest_items (user_id, event_id, at)
            VALUES (${user.id}, gen_random_uuid(), ${ago(daysAgo)})`,
      );
    await held(31);
    await held(29);

    expect(await pruneBackgroundRows(db)).toEqual({
      jobs: 2,
      outboxEvents: 1,
      webhookDeliveries: 2,
      notifications: 2,
      emailDigestItems: 1,
    });
    expect(
      await labels(
        sql`SELECT (now() - at < interval '30 days')::text AS label FROM email_digest_items`,
      ),
    ).toEqual(['true']);

    expect(await labels(sql`SELECT dedupe_key AS label FROM jobs`)).toEqual([
      'dead-new',
      'done-new',
      'queued-email',
    ]);
    expect(await labels(sql`SELECT payload->>'label' AS label FROM outbox_events`)).toEqual([
      'pending',
      'read-by-a-queued-email',
      'sent-new',
    ]);
    expect(await labels(sql`SELECT body->>'label' AS label FROM webhook_deliveries`)).toEqual([
      'failed-new',
      'pending-old',
    ]);
    const [attempts] = await readRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM webhook_attempts`,
    );
    expect(attempts!.n).toBe(2);
    expect(await labels(sql`SELECT payload->>'label' AS label FROM notifications`)).toEqual([
      'read-new',
      'unread-new',
    ]);

    // Nothing more to do: a second run deletes nothing.
    expect(Object.values(await pruneBackgroundRows(db))).toEqual([0, 0, 0, 0, 0]);
  });
});
