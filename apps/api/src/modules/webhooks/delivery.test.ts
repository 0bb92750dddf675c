import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-app';
import { startReceiver, verifySignature, type Receiver } from '../../../test/webhook-receiver';
import { emit } from '../../platform/outbox';
import { SECRET_UNREADABLE } from './deliver';
import { webhookSecrets } from './secret';
import { readRows } from '../../../test/read-rows';

let clock = new Date('2026-11-24T10:00:00Z');
const t = useTestApp({ webhookAllowPrivate: true, now: () => clock });
const admin = t.signIn('admin');
const nowSec = () => Math.floor(clock.getTime() / 1000);
const at = (ms: number) => (clock = new Date(clock.getTime() + ms));

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
// Each test starts with no webhook and a receiver that has seen nothing.
beforeEach(async () => {
  receiver.reset();
  await t.database.db.execute(sql`delete from webhooks`);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: admin.auth, payload: payload as never });

async function webhook(events = ['order.created'], url = receiver.url) {
  const res = await call('POST', '/webhooks', { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { webhook: { id: number }; secret: string };
}

/** Writes an event as a change would (its own transaction), then lets the worker run. */
async function happen(type: 'order.created' | 'order.delivered', entityId: number) {
  const order = { orderNumber: `ORD-${entityId}`, quantity: 2 };
  await t.database.db.transaction((tx) =>
    emit(
      tx,
      type === 'order.created'
        ? {
            type,
            distributorId: 3,
            entityType: 'order',
            entityId,
            payload: { ...order, status: 'PENDING' },
          }
        : {
            type,
            distributorId: 3,
            entityType: 'order',
            entityId,
            payload: { ...order, from: 'IN_PROGRESS', to: 'DELIVERED' },
          },
    ),
  );
  await t.app.background.drain();
}

type DeliveryRow = {
  id: number;
  status: string;
  attempts: number;
  last_status_code: number | null;
  next_attempt_at: Date | null;
};
const deliveriesOf = (webhookId: number) =>
  readRows<DeliveryRow>(
    t.database.db,
    sql`select id, status, attempts, last_status_code, next_attempt_at from webhook_deliveries
         where webhook_id = ${webhookId} order by id`,
  );

describe('webhook deliveries', () => {
  it('POSTs each subscribed event, signed; the signature fails on a tampered body', async () => {
    const { webhook: hook, secret } = await webhook(['order.created']);
    const other = await webhook(['order.delivered']);
    await happen('order.created', 101);

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-webhook-event': 'order.created',
      'x-webhook-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(
      verifySignature(secret, got!.headers['x-webhook-signature'] as string, got!.body, nowSec()),
    ).toBe(true);
    const tampered = got!.body.replace('ORD-101', 'ORD-999');
    expect(
      verifySignature(secret, got!.headers['x-webhook-signature'] as string, tampered, nowSec()),
    ).toBe(false);
    expect(
      verifySignature(
        other.secret,
        got!.headers['x-webhook-signature'] as string,
        got!.body,
        nowSec(),
      ),
    ).toBe(false);
    // Replayed long after it was signed: refused by the window.
    expect(
      verifySignature(
        secret,
        got!.headers['x-webhook-signature'] as string,
        got!.body,
        nowSec() + 3600,
      ),
    ).toBe(false);

    const body = JSON.parse(got!.body);
    expect(body).toEqual({
      id: got!.headers['x-webhook-id'],
      event: {
        id: expect.any(String),
        type: 'order.created',
        at: expect.any(String),
        entity: { type: 'order', id: 101 },
        distributorId: 3,
        retailerId: null,
        data: { orderNumber: 'ORD-101', quantity: 2, status: 'PENDING' },
      },
    });
    expect(await deliveriesOf(hook.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', attempts: 1, last_status_code: 200 }),
    ]);
    expect(await deliveriesOf(other.webhook.id)).toEqual([]);
    const tries = await readRows<{ status_code: number }>(
      t.database.db,
      sql`select a.status_code from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
           where d.webhook_id = ${hook.id}`,
    );
    expect(tries).toEqual([{ status_code: 200 }]);
  });

  it('retries a 500 at the backoff time with the same X-Webhook-Id; the receiver acts once', async () => {
    const { webhook: hook } = await webhook();
    receiver.answer(500);
    await happen('order.created', 102);
    expect(receiver.received.map((r) => r.status)).toEqual([500]);
    const [first] = await deliveriesOf(hook.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(new Date(first!.next_attempt_at!).getTime()).toBe(clock.getTime() + 30_000);

    await t.app.background.drain();
    at(29_000);
    await t.app.background.drain();
    expect(receiver.received).toHaveLength(1);

    at(1_000);
    await t.app.background.drain();
    expect(receiver.received.map((r) => r.status)).toEqual([500, 200]);
    const ids = receiver.received.map((r) => r.headers['x-webhook-id']);
    expect(ids[1]).toBe(ids[0]);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect([...receiver.processed.keys()]).toEqual([ids[0]]);

    const log = await call('GET', `/webhooks/${hook.id}/deliveries`);
    expect(log.json().deliveries).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        attempts: 2,
        lastStatusCode: 200,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: clock.toISOString(),
      }),
    ]);
    at(3_600_000);
    await t.app.background.drain();
    expect(receiver.received).toHaveLength(2);
  });

  it('sends nothing with a secret sealed under another JWT_SECRET, and says why', async () => {
    const { webhook: hook } = await webhook();
    const foreign = webhookSecrets('another-secret-that-is-long-enough-0123456789').seal('whsec_1');
    await t.database.db.execute(sql`update webhooks set secret = ${foreign} where id = ${hook.id}`);
    await happen('order.created', 104);
    expect(receiver.received).toHaveLength(0);
    const log = await call('GET', `/webhooks/${hook.id}/deliveries`);
    expect(log.json().deliveries[0]).toMatchObject({
      status: 'failed',
      lastError: SECRET_UNREADABLE,
    });
    const list = await call('GET', '/webhooks');
    expect(list.json().webhooks[0].secretHint).toBe('whsec_…????');
  });

  it('gives up a day after the first try, with every try in the log', async () => {
    const { webhook: hook } = await webhook();
    receiver.answer(...Array<number>(100).fill(503));
    const started = clock.getTime();
    await happen('order.created', 103);
    let delivery = (await deliveriesOf(hook.id))[0]!;
    while (delivery.status === 'pending') {
      clock = new Date(delivery.next_attempt_at!);
      await t.app.background.drain();
      delivery = (await deliveriesOf(hook.id))[0]!;
    }
    expect(delivery).toMatchObject({ status: 'failed', last_status_code: 503 });
    const sent = receiver.received.length;
    expect(delivery.attempts).toBe(sent);
    expect(sent).toBeGreaterThan(20);
    expect(clock.getTime() - started).toBeLessThanOrEqual(24 * 3_600_000);
    expect(clock.getTime() - started).toBeGreaterThan(23 * 3_600_000);
    const tries = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from webhook_attempts where delivery_id = ${delivery.id}`,
    );
    expect(tries[0]!.n).toBe(sent);

    at(48 * 3_600_000);
    await t.app.background.drain();
    expect(receiver.received).toHaveLength(sent);
  });

  it('"send test event" arrives and shows in the log as succeeded with 200', async () => {
    const { webhook: hook, secret } = await webhook(['stock.low']);
    const res = await call('POST', `/webhooks/${hook.id}/test`);
    expect(res.statusCode).toBe(202);
    expect(res.json().delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    await t.app.background.drain();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.headers['x-webhook-event']).toBe('webhook.test');
    expect(
      verifySignature(secret, got.headers['x-webhook-signature'] as string, got.body, nowSec()),
    ).toBe(true);
    expect(JSON.parse(got.body).event).toMatchObject({ type: 'webhook.test', entity: null });
    const log = await call('GET', `/webhooks/${hook.id}/deliveries`);
    expect(log.json().deliveries[0]).toMatchObject({
      eventType: 'webhook.test',
      status: 'succeeded',
      lastStatusCode: 200,
    });
    const list = await call('GET', '/webhooks');
    expect(
      list.json().webhooks.find((w: { id: number }) => w.id === hook.id).lastDelivery,
    ).toMatchObject({
      status: 'succeeded',
      statusCode: 200,
    });
  });

  it('stops retrying when the webhook is turned off or deleted', async () => {
    const off = await webhook();
    const gone = await webhook();
    receiver.answer(500, 500);
    await happen('order.created', 104);
    expect(receiver.received).toHaveLength(2);
    await call('PUT', `/webhooks/${off.webhook.id}`, {
      url: receiver.url,
      events: ['order.created'],
      active: false,
    });
    await call('DELETE', `/webhooks/${gone.webhook.id}`);
    at(60_000);
    await t.app.background.drain();
    expect(receiver.received).toHaveLength(2);
    expect(await deliveriesOf(off.webhook.id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, last_status_code: 500 }),
    ]);
    const jobs = await readRows<{ status: string }>(
      t.database.db,
      sql`select status from jobs where kind = 'webhook.deliver' and status <> 'done'`,
    );
    expect(jobs).toEqual([]);
  });
});
