import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAccount, createDistributor, type TestApp } from '../../../../test/app';
import { startTestSmtp, type TestSmtp } from '../../../../test/smtp';
import type { Database } from '../../../db/client';
import { emit, type OutboxEvent } from '../../../platform/outbox';
import { enqueue } from '../../../platform/queue';
import { EMAIL_JOB } from './channel';
import { readRows } from '../../../../test/read-rows';

async function distributorUser(database: Database, language?: 'hi' | 'gu') {
  const d = await createDistributor(database);
  const { user, email } = await createAccount(database, 'distributor', { distributorId: d.id });
  if (language)
    await database.db.execute(
      sql`UPDATE users SET preferences = coalesce(preferences, '{}'::jsonb) || jsonb_build_object('language', ${language}::text) WHERE id = ${user.id}`,
    );
  return { distributorId: d.id, userId: user.id, email };
}

const delivered = (distributorId: number, orderId: number): OutboxEvent => ({
  type: 'order.delivered',
  distributorId,
  entityType: 'order',
  entityId: orderId,
  payload: { orderNumber: `ORD-${orderId}`, quantity: 3, from: 'IN_PROGRESS', to: 'DELIVERED' },
});
const created = (distributorId: number, orderId: number): OutboxEvent => ({
  type: 'order.created',
  distributorId,
  entityType: 'order',
  entityId: orderId,
  payload: { orderNumber: `ORD-${orderId}`, quantity: 3, status: 'PENDING' },
});

async function emailJobs(database: Database, userId: number) {
  return readRows<{ status: string; attempts: number; last_error: string | null }>(
    database.db,
    sql`SELECT status, attempts, last_error FROM jobs WHERE kind = 'email.notification' AND payload->>'userId' = ${String(userId)}`,
  );
}

describe('notification emails', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends one email to a distributor user with email on: subject, link, both bodies, ids', async () => {
    const u = await distributorUser(t.database);
    await emit(t.database.db, delivered(u.distributorId, 12));
    await t.app.background.drain();
    await t.app.background.drain();
    const mails = smtp.mailsTo(u.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Order ORD-12 was delivered');
    expect(mail.text).toContain('Order ORD-12 with 3 machines was delivered.');
    expect(mail.text).toContain('http://console.example.test/orders/12');
    expect(mail.text).toContain('Profile > Notifications');
    expect(mail.html).toContain('href="http://console.example.test/orders/12"');
    const [event] = await readRows<{ event_id: string }>(
      t.database.db,
      sql`SELECT event_id FROM outbox_events WHERE entity_id = 12`,
    );
    expect(mail.headers.get('x-event-id')).toBe(event!.event_id);
    expect(mail.messageId).toBe(`<${event!.event_id}.${u.userId}@console>`);
    expect(await emailJobs(t.database, u.userId)).toEqual([
      { status: 'done', attempts: 1, last_error: null },
    ]);
  });

  it('writes in the recipient language: Hindi and Gujarati', async () => {
    const hindi = await distributorUser(t.database, 'hi');
    const gujarati = await distributorUser(t.database, 'gu');
    await emit(t.database.db, [
      delivered(hindi.distributorId, 21),
      delivered(gujarati.distributorId, 22),
    ]);
    await t.app.background.drain();
    expect(smtp.mailsTo(hindi.email).map((m) => m.subject)).toEqual(['ऑर्डर ORD-21 डिलीवर हो गया']);
    expect(smtp.mailsTo(gujarati.email).map((m) => m.subject)).toEqual(['ઓર્ડર ORD-22 ડિલિવર થયો']);
    expect(smtp.mailsTo(hindi.email)[0]!.text).toContain('प्रोफ़ाइल > सूचनाएँ');
  });

  it('sends nothing to a user who switched email off for the event, or to an inactive one', async () => {
    const off = await distributorUser(t.database);
    await t.database.db.execute(
      sql`INSERT INTO notification_preferences (user_id, event_type, in_app, email) VALUES (${off.userId}, 'order.delivered', true, false)`,
    );
    // order.created is not emailed by default.
    const byDefault = await distributorUser(t.database);
    await emit(t.database.db, [
      delivered(off.distributorId, 31),
      created(byDefault.distributorId, 32),
    ]);
    await t.app.background.drain();
    expect(smtp.mailsTo(off.email)).toHaveLength(0);
    expect(smtp.mailsTo(byDefault.email)).toHaveLength(0);
    expect(await emailJobs(t.database, off.userId)).toEqual([]);
  });

  it('does not write to a user made inactive after the email was queued', async () => {
    const u = await distributorUser(t.database);
    await emit(t.database.db, delivered(u.distributorId, 41));
    // As the dispatcher leaves it: the event handed out, the email job queued.
    const [event] = await readRows<{ event_id: string }>(
      t.database.db,
      sql`UPDATE outbox_events SET dispatched_at = now() WHERE entity_id = 41 RETURNING event_id`,
    );
    await enqueue(t.database.db, {
      kind: EMAIL_JOB,
      dedupeKey: `email:${event!.event_id}:${u.userId}`,
      payload: { eventId: event!.event_id, userId: u.userId },
    });
    await t.database.db.execute(sql`UPDATE users SET status = 'INACTIVE' WHERE id = ${u.userId}`);
    await t.app.background.drain();
    expect(smtp.mailsTo(u.email)).toHaveLength(0);
    expect(await emailJobs(t.database, u.userId)).toMatchObject([{ status: 'done' }]);
  });
});

describe('notification emails when the SMTP server is down', () => {
  it('retries later with backoff, then delivers once the server is back', async () => {
    // A port where a server was: connections are refused until it listens again.
    const first = await startTestSmtp();
    const port = first.port;
    await first.close();
    let clock = new Date();
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, now: () => clock });
    let smtp: TestSmtp | undefined;
    try {
      const u = await distributorUser(t.database);
      await emit(t.database.db, delivered(u.distributorId, 51));
      await t.app.background.drain();
      const [failed] = await emailJobs(t.database, u.userId);
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startTestSmtp({ port });
      // Not due yet: the first retry is a minute later.
      clock = new Date(clock.getTime() + 30_000);
      await t.app.background.drain();
      expect(smtp.messages).toHaveLength(0);
      expect(await emailJobs(t.database, u.userId)).toMatchObject([
        { status: 'queued', attempts: 1 },
      ]);

      clock = new Date(clock.getTime() + 31_000);
      await t.app.background.drain();
      await t.app.background.drain();
      expect(smtp.mailsTo(u.email).map((m) => m.subject)).toEqual(['Order ORD-51 was delivered']);
      expect(await emailJobs(t.database, u.userId)).toEqual([
        { status: 'done', attempts: 2, last_error: null },
      ]);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});
