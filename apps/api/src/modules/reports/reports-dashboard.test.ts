import { ReportsDashboardResponse } from '@dd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, createTwoDistributors } from '../../../test/app';
import { createMachine, createOrder, istAt, istDaysAgo } from '../../../test/factories/reporting';
import { useTestApp } from '../../../test/use-app';

const t = useTestApp();
let ids: { a: number; b: number; a1: number };
beforeAll(async () => {
  const { a, b, ra: a1 } = await createTwoDistributors(t.database);
  ids = { a: a.id, b: b.id, a1: a1.id };

  await createMachine(t.database, { machineType: 'POS', status: 'AVAILABLE' });
  await createMachine(t.database, { machineType: 'POS', status: 'RETIRED' });
  await createMachine(t.database, {
    machineType: 'SOUNDBOX',
    status: 'ASSIGNED',
    distributorId: a.id,
  });
  await createMachine(t.database, {
    machineType: 'SOUNDBOX',
    status: 'MAINTENANCE',
    distributorId: a.id,
    retailerId: a1.id,
  });
  await createMachine(t.database, { machineType: 'POS', status: 'ASSIGNED', distributorId: b.id });

  const twoDaysAgo = istDaysAgo(2);
  const order = (
    distributorId: number,
    status: 'PENDING' | 'APPROVED' | 'DELIVERED' | 'CANCELLED',
    at: Date,
  ) => createOrder(t.database, { distributorId, status, createdAt: at });
  // Two days ago in India: 00:10 IST is still the day before in UTC, 23:50 IST the same UTC day.
  await order(a.id, 'PENDING', istAt(twoDaysAgo, '00:10'));
  await order(a.id, 'PENDING', istAt(twoDaysAgo, '23:50'));
  await order(a.id, 'DELIVERED', istAt(twoDaysAgo, '12:00'));
  await order(b.id, 'PENDING', istAt(twoDaysAgo, '09:00'));
  // First day of the 90-day window is in; the day before it is out.
  await order(a.id, 'APPROVED', istAt(istDaysAgo(89), '00:05'));
  await order(a.id, 'CANCELLED', istAt(istDaysAgo(90), '23:55'));
  await order(b.id, 'DELIVERED', istAt(istDaysAgo(120), '10:00'));
});

const get = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/reports/dashboard', headers });

describe('GET /api/reports/dashboard', () => {
  it('answers the contract shape with stats, machines by status and type for an admin', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await get(admin.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ReportsDashboardResponse.safeParse(body).success).toBe(true);
    expect(body.stats).toEqual({
      machines: { total: 5, pos: 3, soundbox: 2, available: 1, assigned: 2, maintenance: 1 },
      assignments: { total: 0, active: 0, returned: 0 },
      orders: { total: 7, pending: 3, completed: 2 },
    });
    expect(body.machinesByStatus).toEqual([
      { status: 'AVAILABLE', count: 1 },
      { status: 'ASSIGNED', count: 2 },
      { status: 'MAINTENANCE', count: 1 },
      { status: 'RETIRED', count: 1 },
    ]);
    expect(body.machinesByType).toEqual([
      { type: 'POS', count: 3 },
      { type: 'SOUNDBOX', count: 2 },
    ]);
  });

  it('counts orders per day (in India) and status over the last 90 days', async () => {
    const admin = await loginAs(t, 'admin');
    const body = (await get(admin.auth)).json();
    expect(body.ordersByStatusOverTime).toEqual([
      { date: istDaysAgo(89), status: 'APPROVED', count: 1 },
      { date: istDaysAgo(2), status: 'PENDING', count: 3 },
      { date: istDaysAgo(2), status: 'DELIVERED', count: 1 },
    ]);
  });

  it('scopes everything to a distributor', async () => {
    const a = await loginAs(t, 'distributor', { distributorId: ids.a });
    const body = (await get(a.auth)).json();
    expect(body.stats.machines).toEqual({
      total: 2,
      pos: 0,
      soundbox: 2,
      available: 0,
      assigned: 1,
      maintenance: 1,
    });
    expect(body.stats.orders).toEqual({ total: 5, pending: 2, completed: 1 });
    expect(body.machinesByStatus).toEqual([
      { status: 'AVAILABLE', count: 0 },
      { status: 'ASSIGNED', count: 1 },
      { status: 'MAINTENANCE', count: 1 },
      { status: 'RETIRED', count: 0 },
    ]);
    expect(body.ordersByStatusOverTime).toEqual([
      { date: istDaysAgo(89), status: 'APPROVED', count: 1 },
      { date: istDaysAgo(2), status: 'PENDING', count: 2 },
      { date: istDaysAgo(2), status: 'DELIVERED', count: 1 },
    ]);

    const b = await loginAs(t, 'distributor', { distributorId: ids.b });
    const other = (await get(b.auth)).json();
    expect(other.stats.machines.total).toBe(1);
    expect(other.ordersByStatusOverTime).toEqual([
      { date: istDaysAgo(2), status: 'PENDING', count: 1 },
    ]);
  });

  it('lets a retailer see its own dashboard (machines it holds, no orders of its own here)', async () => {
    const r = await loginAs(t, 'retailer', { retailerId: ids.a1 });
    const res = await get(r.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats.machines).toEqual({
      total: 1,
      pos: 0,
      soundbox: 1,
      available: 0,
      assigned: 0,
      maintenance: 1,
    });
    expect(body.stats.orders.total).toBe(0);
    expect(body.ordersByStatusOverTime).toEqual([]);
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual(expect.any(String));
  });
});
