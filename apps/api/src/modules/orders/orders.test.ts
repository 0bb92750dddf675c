import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachines } from '../../../test/factories/machines';
import { useProvider, useTestApp } from '../../../test/use-app';
import { postOrder, send } from '../../../test/requests';
import { readRows } from '../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');
const provider = useProvider(t);

async function bookFor(
  distributorName: string,
  retailerName: string,
  n = 2,
  serialPrefix?: string,
) {
  const d = await createDistributor(t.database, { name: distributorName });
  const r = await createRetailer(t.database, d.id, { name: retailerName });
  const ms = await createMachines(t.database, n, { serviceProviderId: provider.id });
  if (serialPrefix) {
    for (const [i, m] of ms.entries()) {
      await t.database.db.execute(
        sql`update machines set serial_number = ${`${serialPrefix}-${i}`} where id = ${m.id}`,
      );
    }
  }
  const res = await postOrder(t, admin.auth, {
    distributorId: d.id,
    retailerId: r.id,
    serviceProviderId: provider.id,
    machineIds: ms.map((m) => m.id),
  });
  expect(res.statusCode).toBe(201);
  return { d, r, ms, order: res.json().order as { id: number; order_number: string } };
}

const setStatus = (id: number, status: string, notes?: string, headers = admin.auth) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/${id}/status`,
    headers,
    payload: { status, notes },
  });

describe('order status and delivery timeline', () => {
  it('moves PENDING -> APPROVED -> IN_PROGRESS -> DELIVERED with a timeline of who and when', async () => {
    const { order } = await bookFor('Timeline Traders', 'Timeline Shop');
    expect((await setStatus(order.id, 'APPROVED', 'Checked stock')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'IN_PROGRESS', 'Courier AWB 123')).statusCode).toBe(200);
    const done = await setStatus(order.id, 'DELIVERED', 'Signed by owner');
    expect(done.statusCode).toBe(200);
    const detail = done.json().order;
    expect(detail.status).toBe('DELIVERED');
    expect(detail.timeline.map((e: { status: string }) => e.status)).toEqual([
      'PENDING',
      'APPROVED',
      'IN_PROGRESS',
      'DELIVERED',
    ]);
    expect(detail.timeline[3]).toMatchObject({
      notes: 'Signed by owner',
      by: { id: admin.user.id, name: admin.user.name },
    });
    // The creation is the server's words, kept as a key each reader sees in their language.
    expect(detail.timeline[0]).toMatchObject({
      notes: null,
      phrase: { key: 'orderCreated', params: {} },
    });
    expect(detail.timeline[3].phrase).toBeNull();
    const stored = await readRows<{ notes: string | null; phrase: unknown }>(
      t.database.db,
      sql`select notes, phrase from order_status_events where order_id = ${order.id} order by id`,
    );
    expect(stored[0]).toEqual({ notes: null, phrase: { key: 'orderCreated', params: {} } });
    expect(detail.serviceProvider.id).toBe(provider.id);
  });

  it('refuses forbidden changes with a 409 and the reason, and changes nothing', async () => {
    const { order } = await bookFor('Strict Traders', 'Strict Shop');
    const skip = await setStatus(order.id, 'DELIVERED');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toBe('An order that is Pending cannot change to Delivered');
    const same = await setStatus(order.id, 'PENDING');
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe('The order is already Pending');
    const note = await setStatus(order.id, 'PENDING', 'Customer asked to hold');
    expect(note.statusCode).toBe(200);
    expect(note.json().order.timeline).toHaveLength(2);
    const [row] = await readRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where id = ${order.id}`,
    );
    expect(row!.status).toBe('PENDING');
  });

  it('cancelling releases the machines held through the order; a cancelled order is final', async () => {
    const { order, ms } = await bookFor('Cancel Traders', 'Cancel Shop', 3);
    const res = await setStatus(order.id, 'CANCELLED', 'Customer withdrew');
    expect(res.statusCode).toBe(200);
    const machines = await readRows<{
      status: string;
      partner: string | null;
      distributor_id: number | null;
    }>(
      t.database.db,
      sql`select status, partner, distributor_id from machines where id = any(${sql.param(ms.map((m) => m.id))}::int[])`,
    );
    expect(machines).toEqual(
      Array(3).fill({ status: 'AVAILABLE', partner: null, distributor_id: null }),
    );
    const [a] = await readRows<{ status: string; active: number }>(
      t.database.db,
      sql`select a.status, count(*) filter (where am.active)::int as active from assignments a
          join assignment_machines am on am.assignment_id = a.id where a.order_id = ${order.id} group by a.status`,
    );
    expect(a).toEqual({ status: 'INACTIVE', active: 0 });
    expect((await setStatus(order.id, 'APPROVED')).statusCode).toBe(409);
    const history = await send(t, admin, 'GET', `/api/reports/machine-history/${ms[0]!.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().history.map((h: { action: string }) => h.action)).toEqual([
      'machine.assigned',
      'machine.released',
    ]);
  });

  it('only an admin updates the status; other distributors do not even see the order', async () => {
    const { order, d } = await bookFor('Own Traders', 'Own Shop');
    const owner = await loginAs(t, 'distributor', { distributorId: d.id });
    expect((await setStatus(order.id, 'APPROVED', undefined, owner.auth)).statusCode).toBe(403);
    const other = await loginAs(t, 'distributor');
    const view = await send(t, other, 'GET', `/api/orders/${order.id}`);
    expect(view.statusCode).toBe(404);
    const ownView = await send(t, owner, 'GET', `/api/orders/${order.id}`);
    expect(ownView.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/99999999', headers: admin.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/abc', headers: admin.auth }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/orders', () => {
  it('searches order number, distributor, retailer and machine serial; filters status; pages; scopes', async () => {
    const one = await bookFor('Zebra Wholesale', 'Kirana One', 2, 'ZEBRA-SN');
    const two = await bookFor('Yak Traders', 'Kirana Zebra', 1);
    const three = await bookFor('Xylo Distribution', 'Corner Shop', 1);
    await setStatus(three.order.id, 'APPROVED');

    const list = async (query: string, headers = admin.auth) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      return res.json();
    };
    const zebra = await list('search=zebra');
    expect(zebra.orders.map((o: { id: number }) => o.id).sort()).toEqual(
      [one.order.id, two.order.id].sort(),
    );
    expect((await list('search=ZEBRA-SN-1')).orders.map((o: { id: number }) => o.id)).toEqual([
      one.order.id,
    ]);
    expect(
      (await list(`search=${one.order.order_number}`)).orders.map((o: { id: number }) => o.id),
    ).toEqual([one.order.id]);
    expect(
      (await list(`search=${three.order.id}`)).orders.map((o: { id: number }) => o.id),
    ).toContain(three.order.id);
    expect((await list('search=%25')).orders).toEqual([]);

    const approved = await list('status=APPROVED');
    expect(approved.orders.every((o: { status: string }) => o.status === 'APPROVED')).toBe(true);
    expect(approved.total).toBe(approved.stats.approved);

    const all = await list('pageSize=2&page=1');
    expect(all.orders).toHaveLength(2);
    expect(all.total).toBe(all.stats.total);
    const newest = await list('limit=1');
    expect(newest.orders).toHaveLength(1);
    expect(newest.orders[0].id).toBe(three.order.id);

    const dist = await loginAs(t, 'distributor', { distributorId: one.d.id });
    const own = await list('', dist.auth);
    expect(own.orders.map((o: { id: number }) => o.id)).toEqual([one.order.id]);
    expect(own.stats.total).toBe(1);
    const retailer = await loginAs(t, 'retailer', {
      retailerId: two.r.id,
      distributorId: two.d.id,
    });
    expect((await list('', retailer.auth)).orders.map((o: { id: number }) => o.id)).toEqual([
      two.order.id,
    ]);

    const bad = await send(t, admin, 'GET', '/api/orders?status=SHIPPED');
    expect(bad.statusCode).toBe(400);
    const huge = await send(t, admin, 'GET', '/api/orders?pageSize=100000');
    expect(huge.statusCode).toBe(400);
  });
});
