import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserStatus } from '../../../../../test/app';
import { useTwoDistributors } from '../../../../../test/use-app';
import { countOf } from '../../../../../test/factories/parties';
import { india, useMailingTestApp } from '../../../../../test/use-smtp';
import { emit, type OutboxEvent } from '../../../../platform/outbox';
import { queueDigests } from './queue';
import { readRows } from '../../../../../test/read-rows';

let clock = india('11-30', '10:00');
const { t, smtp } = useMailingTestApp({ now: () => clock });
const world = useTwoDistributors(t);
// `digest` keeps the admins' default; `perEvent` chooses one email per event.
const { admin: digest, distA } = world;
const perEvent = t.signIn('admin');
const leaving = t.signIn('admin');

beforeAll(async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: { authorization: perEvent.authorization },
    payload: { emailDelivery: 'perEvent' },
  });
  expect(res.statusCode, res.body).toBe(200);
});

const digestsTo = (email: string) =>
  smtp.mailsTo(email).filter((m) => m.subject?.startsWith('Your daily summary'));
/** The background at `day` `time` in India. */
const at = async (day: string, time: string) => {
  clock = india(day, time);
  await t.app.background.drain();
  await t.app.background.drain();
};

const delivered = (orderId: number): OutboxEvent => ({
  type: 'order.delivered',
  distributorId: world.a.id,
  entityType: 'order',
  entityId: orderId,
  payload: {
    orderNumber: `ORD-2026-${orderId}`,
    quantity: 2,
    from: 'IN_PROGRESS',
    to: 'DELIVERED',
  },
});
const lowStock: OutboxEvent = {
  type: 'stock.low',
  entityType: 'provider',
  entityId: 4,
  payload: { providerName: 'PayBox', machineType: 'POS', model: null, available: 1, threshold: 5 },
};
const transfer = (): OutboxEvent => ({
  type: 'transfer.created',
  distributorId: world.a.id,
  entityType: 'transfer',
  entityId: 9,
  payload: {
    transferId: 9,
    transferNumber: 'TRF-2026-000009',
    fromDistributorId: world.a.id,
    fromDistributorName: 'A',
    toDistributorId: world.a.id + 1,
    toDistributorName: 'B',
    machineCount: 3,
    serials: ['S1', 'S2', 'S3'],
    notes: null,
  },
});
/** Told to the account only, by email at once: never held for a digest. */
const alertTo = (userId: number): OutboxEvent => ({
  type: 'security.alert',
  userId,
  payload: { securityType: 'password_changed', ip: '10.0.0.1' },
});
/** Emailed to nobody by default (order.created): nothing to hold either. */
const created = (): OutboxEvent => ({
  type: 'order.created',
  distributorId: world.a.id,
  entityType: 'order',
  entityId: 200,
  payload: { orderNumber: 'ORD-2026-200', quantity: 2, status: 'PENDING' },
});

describe("an admin's daily digest at 09:00 India time", () => {
  it('holds the day: per-event admins and distributors are emailed at once, security alerts too', async () => {
    await emit(t.database.db, [
      delivered(101),
      delivered(102),
      transfer(),
      lowStock,
      created(),
      alertTo(digest.user.id),
      delivered(103),
    ]);
    await at('11-30', '10:00');
    // The digest admin: only the security alert, at once.
    expect(smtp.mailsTo(digest.email).map((m) => m.subject)).toEqual([
      'Security alert: your password was changed',
    ]);
    // The per-event admin: one email per event that emails (order.created does not), at once.
    expect(
      smtp
        .mailsTo(perEvent.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Low stock: PayBox POS',
      'New transfer TRF-2026-000009',
      'Order ORD-2026-101 was delivered',
      'Order ORD-2026-102 was delivered',
      'Order ORD-2026-103 was delivered',
    ]);
    expect(smtp.mailsTo(distA.email)).toHaveLength(4);
    const held = await countOf(t.database, 'email_digest_items', sql`user_id = ${digest.user.id}`);
    expect(held).toBe(5);
  });

  it('sends nothing before 09:00, then one email at 09:00 with each kind, its count and links', async () => {
    await at('12-01', '08:59');
    expect(digestsTo(digest.email)).toHaveLength(0);
    await at('12-01', '09:00');
    const [mail, ...more] = digestsTo(digest.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your daily summary for 2026-12-01');
    expect(mail!.messageId).toBe(`<digest.2026-12-01.${digest.user.id}@console>`);
    const text = mail!.text!;
    expect(text).toContain('by kind (5 in all)');
    // The kinds in the order of the notification settings, each with its count and lines.
    expect(text.indexOf('Order delivered: 3')).toBeLessThan(text.indexOf('Low stock: 1'));
    expect(text.indexOf('Low stock: 1')).toBeLessThan(text.indexOf('Transfer started: 1'));
    for (const n of [101, 102, 103])
      expect(text).toContain(
        `- Order ORD-2026-${n} was delivered: http://console.example.test/orders/${n}`,
      );
    expect(text).toContain('- Low stock: PayBox POS: http://console.example.test/inventory/4');
    expect(text).toContain(
      '- New transfer TRF-2026-000009: http://console.example.test/machines/transfers/9',
    );
    expect(text).not.toMatch(/Security|Order booked/);
    expect(text).toContain('http://console.example.test/profile?tab=notifications');
    expect(mail!.html).toContain('href="http://console.example.test/orders/101"');
    // The other admins (the leaving one too) got theirs; the held events are let go.
    expect(digestsTo(leaving.email)).toHaveLength(1);
    expect(digestsTo(perEvent.email)).toHaveLength(0);
    expect(digestsTo(distA.email)).toHaveLength(0);
    expect(await countOf(t.database, 'email_digest_items')).toBe(0);
  });

  it('once a day: what comes after 09:00 waits for the next day, even if the day is run again', async () => {
    await emit(t.database.db, delivered(104));
    await at('12-01', '09:30');
    await at('12-01', '23:59');
    // Another process (or a restart) doing the day again, twice at once.
    await Promise.all([1, 2].map(() => queueDigests(t.database.db, clock)));
    await t.app.background.drain();
    expect(digestsTo(digest.email)).toHaveLength(1);
    await at('12-02', '09:00');
    const second = digestsTo(digest.email);
    expect(second).toHaveLength(2);
    expect(second[1]!.subject).toBe('Your daily summary for 2026-12-02');
    expect(second[1]!.text).toContain('Order delivered: 1');
    expect(second[1]!.text).toContain('http://console.example.test/orders/104');
  });

  it('no email on a day when nothing happened', async () => {
    await at('12-03', '09:00');
    await at('12-03', '18:00');
    expect(digestsTo(digest.email)).toHaveLength(2);
  });

  it('two workers at the same time queue and send one digest', async () => {
    clock = india('12-03', '20:00');
    await emit(t.database.db, [lowStock, delivered(105)]);
    await t.app.background.drain();
    clock = india('12-04', '09:05');
    const queued = await Promise.all([1, 2].map(() => queueDigests(t.database.db, clock)));
    // Both found the same users; the job key let one of each in.
    expect(queued[0]).toBe(queued[1]);
    await Promise.all([t.app.background.drain(), t.app.background.drain()]);
    await t.app.background.drain();
    const jobs = await readRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM jobs
           WHERE kind = 'email.digest' AND payload->>'userId' = ${String(digest.user.id)}
             AND payload->>'day' = '2026-12-04'`,
    );
    expect(jobs).toEqual([{ n: 1 }]);
    const all = digestsTo(digest.email);
    expect(all).toHaveLength(3);
    expect(all[2]!.text).toContain('Low stock: 1');
    expect(all[2]!.text).toContain('Order delivered: 1');
  });

  it('an inactive admin gets no digest, and what was held for them is let go', async () => {
    clock = india('12-04', '12:00');
    await emit(t.database.db, delivered(106));
    await t.app.background.drain();
    await setUserStatus(t.database, leaving.user.id, 'INACTIVE');
    await at('12-05', '09:00');
    expect(digestsTo(leaving.email)).toHaveLength(3);
    expect(digestsTo(digest.email)).toHaveLength(4);
    expect(await countOf(t.database, 'email_digest_items')).toBe(0);
  });
});
