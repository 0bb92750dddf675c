import { NOTIFICATION_EVENT_TYPES } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookNewMachines, useOrdersOfRetailerA } from '../../../../test/factories/orders';
import { send } from '../../../../test/requests';
import { useTestApp, useTwoDistributors } from '../../../../test/use-app';
import { readRows } from '../../../../test/read-rows';

const t = useTestApp();
const w = useTwoDistributors(t);
/** A second admin: told of what the first one does. */
const otherAdmin = t.signIn('admin');
const toRetailerOfA = useOrdersOfRetailerA(t, w);

type Headers = { authorization: string };
type Listed = {
  id: number;
  type: string;
  entityType: string | null;
  entityId: number | null;
  payload: Record<string, unknown>;
  readAt: string | null;
  link: string | null;
};

async function bookForA(n = 1) {
  const { id, order } = await bookNewMachines(t, w.admin, toRetailerOfA(), n);
  return { id, orderNumber: order.order_number };
}
const setStatus = (id: number, status: string, headers: Headers = w.admin.auth) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers, payload: { status } });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });

/** The notifications of the order a user holds, oldest first, as the database keeps them. */
async function stored(userId: number, orderId: number) {
  return readRows<{ type: string; payload: Record<string, unknown> }>(
    t.database.db,
    sql`select type, payload from notifications
         where user_id = ${userId} and entity_type = 'order' and entity_id = ${orderId} order by id`,
  );
}
async function listOf(headers: Headers, query = '') {
  const res = await get(`/api/notifications${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { notifications: Listed[]; total: number; unread: number };
}

describe('in-app channel', () => {
  it("tells the order's distributor, retailer and the other admins; never B, never the actor", async () => {
    const order = await bookForA();
    await t.app.background.drain();
    expect((await stored(w.distA.user.id, order.id)).map((n) => n.type)).toEqual(['order.created']);
    expect(await stored(w.retA.user.id, order.id)).toHaveLength(1);
    expect(await stored(otherAdmin.user.id, order.id)).toHaveLength(1);
    expect(await stored(w.distB.user.id, order.id)).toHaveLength(0);
    expect(await stored(w.admin.user.id, order.id)).toHaveLength(0);
  });

  it('a second dispatch of the same event adds no second row', async () => {
    const order = await bookForA();
    await t.app.background.drain();
    await t.database.db.execute(
      sql`update outbox_events set dispatched_at = null
           where entity_type = 'order' and entity_id = ${order.id}`,
    );
    await t.app.background.drain();
    expect(await stored(w.distA.user.id, order.id)).toHaveLength(1);
  });

  it('in-app switched off for a type: no row for that user, the others still get one', async () => {
    const off = await send(t, w.distA, 'PUT', '/api/notifications/preferences', {
      preferences: [{ type: 'order.status_changed', inApp: false, email: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const order = await bookForA();
    expect((await setStatus(order.id, 'APPROVED')).statusCode).toBe(200);
    await t.app.background.drain();
    expect((await stored(w.distA.user.id, order.id)).map((n) => n.type)).toEqual(['order.created']);
    expect((await stored(w.retA.user.id, order.id)).map((n) => n.type)).toEqual([
      'order.created',
      'order.status_changed',
    ]);
    await send(t, w.distA, 'PUT', '/api/notifications/preferences', {
      preferences: [{ type: 'order.status_changed', inApp: true, email: false }],
    });
  });
});

describe('order events', () => {
  it('out for delivery asks for receipt (no code in it); the receipt tells the admins it arrived', async () => {
    const order = await bookForA(2);
    for (const s of ['APPROVED', 'IN_PROGRESS'])
      expect((await setStatus(order.id, s)).statusCode).toBe(200);
    await t.app.background.drain();
    const told = await stored(w.distA.user.id, order.id);
    expect(told.map((n) => n.type)).toEqual([
      'order.created',
      'order.status_changed',
      'order.awaiting_receipt',
    ]);
    expect(told[1]!.payload).toMatchObject({
      orderNumber: order.orderNumber,
      from: 'PENDING',
      to: 'APPROVED',
    });
    const [o] = await readRows<{ code: string; serials: string[] }>(
      t.database.db,
      sql`select o.handover_code as code, array_agg(m.serial_number) as serials from orders o
          join order_machines om on om.order_id = o.id join machines m on m.id = om.machine_id
          where o.id = ${order.id} group by o.id`,
    );
    expect(JSON.stringify(told)).not.toContain(o!.code);

    const confirmed = await send(
      t,
      w.distA,
      'POST',
      `/api/orders/${order.id}/receipt-confirmation`,
      { code: o!.code, received: o!.serials },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.app.background.drain();
    expect((await stored(w.admin.user.id, order.id)).map((n) => n.type)).toEqual([
      'order.delivered',
    ]);
    expect((await stored(w.distA.user.id, order.id)).map((n) => n.type)).not.toContain(
      'order.delivered',
    );
    expect((await stored(w.retA.user.id, order.id)).at(-1)).toMatchObject({
      type: 'order.delivered',
      payload: { orderNumber: order.orderNumber, to: 'DELIVERED', missing: 0, damaged: 0 },
    });
  });

  it('a cancel is a status change; a refused change tells nobody', async () => {
    const order = await bookForA();
    expect((await setStatus(order.id, 'DELIVERED')).statusCode).toBe(409);
    expect((await setStatus(order.id, 'CANCELLED')).statusCode).toBe(200);
    await t.app.background.drain();
    expect(await stored(w.distA.user.id, order.id)).toEqual([
      expect.objectContaining({ type: 'order.created' }),
      expect.objectContaining({
        type: 'order.status_changed',
        payload: expect.objectContaining({ from: 'PENDING', to: 'CANCELLED' }),
      }),
    ]);
  });
});

describe('GET /notifications and marking read', () => {
  it("lists the caller's own with a link to the object, counts unread, and marks read", async () => {
    expect((await post('/api/notifications/read-all', w.distA.auth)).statusCode).toBe(200);
    const order = await bookForA();
    expect((await setStatus(order.id, 'APPROVED')).statusCode).toBe(200);
    await t.app.background.drain();

    const all = await listOf(w.distA.auth, '?pageSize=2');
    expect(all.unread).toBe(2);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.notifications.map((n) => [n.type, n.link, n.readAt])).toEqual([
      ['order.status_changed', `/orders/${order.id}`, null],
      ['order.created', `/orders/${order.id}`, null],
    ]);
    const count = await get('/api/notifications/unread-count', w.distA.auth);
    expect(count.json()).toEqual({ unread: 2 });

    const newest = all.notifications[0]!;
    const read = await post(`/api/notifications/${newest.id}/read`, w.distA.auth);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    const unreadOnly = await listOf(w.distA.auth, '?unread=true');
    expect(unreadOnly.notifications.map((n) => n.type)).toEqual(['order.created']);
    expect(unreadOnly.total).toBe(1);

    // Someone else's notification is not there for the caller.
    for (const who of [w.distB, w.retA, w.admin]) {
      const res = await post(
        `/api/notifications/${unreadOnly.notifications[0]!.id}/read`,
        who.auth,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await listOf(w.distA.auth)).unread).toBe(1);

    expect((await post('/api/notifications/read-all', w.distA.auth)).json()).toEqual({
      unread: 0,
    });
    expect((await get('/api/notifications/unread-count', w.distA.auth)).json()).toEqual({
      unread: 0,
    });
    // The retailer's own stay unread.
    expect((await listOf(w.retA.auth)).unread).toBeGreaterThan(0);
  });

  it('B sees none of A\u2019s notifications', async () => {
    const list = await listOf(w.distB.auth);
    expect(list.notifications).toEqual([]);
    expect(list.unread).toBe(0);
  });
});

describe('notification preferences', () => {
  it('answers every event type with its default, and email unavailable without SMTP', async () => {
    const res = await get('/api/notifications/preferences', w.retA.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.emailAvailable).toBe(false);
    expect(body.preferences.map((p: { type: string }) => p.type)).toEqual(NOTIFICATION_EVENT_TYPES);
    expect(body.preferences).toContainEqual({ type: 'order.delivered', inApp: true, email: true });
  });

  it('saves the listed types only, per user, and refuses unknown or repeated types', async () => {
    const put = (payload: object, headers: Headers = w.retA.auth) =>
      t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers, payload });
    const saved = await put({
      preferences: [{ type: 'order.delivered', inApp: false, email: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await get('/api/notifications/preferences', w.retA.auth)).json();
    expect(again.preferences).toContainEqual({
      type: 'order.delivered',
      inApp: false,
      email: false,
    });
    expect(again.preferences).toContainEqual({ type: 'order.created', inApp: true, email: false });
    const others = (await get('/api/notifications/preferences', w.distB.auth)).json();
    expect(others.preferences).toContainEqual({
      type: 'order.delivered',
      inApp: true,
      email: true,
    });

    const unknown = await put({
      preferences: [{ type: 'order.exploded', inApp: true, email: true }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('validation_failed');
    const twice = await put({
      preferences: [
        { type: 'stock.low', inApp: true, email: true },
        { type: 'stock.low', inApp: false, email: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const [row] = await readRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_preferences
           where user_id = ${w.retA.user.id} and event_type = 'stock.low'`,
    );
    expect(row!.n).toBe(0);
  });
});
