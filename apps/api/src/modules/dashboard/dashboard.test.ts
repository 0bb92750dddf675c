import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/app';
import { createDashboardWorld } from '../../../test/factories/reporting';
import { useTestApp } from '../../../test/use-app';

const t = useTestApp();
let world: Awaited<ReturnType<typeof createDashboardWorld>>;

/** No device here has an activation state (the funnel has its own tests: funnel.test.ts). */
const NO_FUNNEL = { allotted: 0, installed: 0, activated: 0, deactivated: 0, idle: 0 };

const stats = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers });

describe('GET /api/dashboard/stats', () => {
  it('answers zeros in the exact spec shape on an empty database', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await stats(admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      machines: { total: 0, pos: 0, soundbox: 0, available: 0, assigned: 0, maintenance: 0 },
      assignments: { total: 0, active: 0, returned: 0 },
      orders: { total: 0, pending: 0, completed: 0 },
      activationFunnel: { allotted: 0, installed: 0, activated: 0, deactivated: 0, idle: 0 },
    });
  });

  describe('with machines, orders and assignments', () => {
    beforeAll(async () => {
      world = await createDashboardWorld(t.database);
    });

    it('gives an admin the counts over everything', async () => {
      const admin = await loginAs(t, 'admin');
      const res = await stats(admin.auth);
      expect(res.statusCode).toBe(200);
      // 12 machines: 8 POS / 4 soundbox; 3 available, 6 assigned, 2 maintenance, 1 retired.
      // 7 orders: 2 PENDING, 2 DELIVERED. 6 assignments: 2 ACTIVE, 2 RETURNED.
      expect(res.json()).toEqual({
        machines: { total: 12, pos: 8, soundbox: 4, available: 3, assigned: 6, maintenance: 2 },
        assignments: { total: 6, active: 2, returned: 2 },
        orders: { total: 7, pending: 2, completed: 2 },
        activationFunnel: NO_FUNNEL,
      });
    });

    it('gives distributor A only what it and its retailers hold, its orders and assignments', async () => {
      const a = await loginAs(t, 'distributor', { distributorId: world.a.id });
      const res = await stats(a.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        machines: { total: 5, pos: 4, soundbox: 1, available: 0, assigned: 4, maintenance: 1 },
        assignments: { total: 4, active: 1, returned: 2 },
        orders: { total: 5, pending: 1, completed: 2 },
        activationFunnel: NO_FUNNEL,
      });
    });

    it('gives distributor B only its own', async () => {
      const b = await loginAs(t, 'distributor', { distributorId: world.b.id });
      const res = await stats(b.auth);
      expect(res.json()).toEqual({
        machines: { total: 2, pos: 1, soundbox: 1, available: 0, assigned: 2, maintenance: 0 },
        assignments: { total: 2, active: 1, returned: 0 },
        orders: { total: 2, pending: 1, completed: 0 },
        activationFunnel: NO_FUNNEL,
      });
    });

    it('gives a retailer its own machines, orders and assignments', async () => {
      const a1 = await loginAs(t, 'retailer', { retailerId: world.a1.id });
      const res = await stats(a1.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        machines: { total: 2, pos: 1, soundbox: 1, available: 0, assigned: 1, maintenance: 1 },
        assignments: { total: 1, active: 1, returned: 0 },
        orders: { total: 2, pending: 1, completed: 1 },
        activationFunnel: NO_FUNNEL,
      });
      const a2 = await loginAs(t, 'retailer', { retailerId: world.a2.id });
      expect((await stats(a2.auth)).json()).toEqual({
        machines: { total: 1, pos: 1, soundbox: 0, available: 0, assigned: 1, maintenance: 0 },
        assignments: { total: 1, active: 0, returned: 1 },
        orders: { total: 1, pending: 0, completed: 0 },
        activationFunnel: NO_FUNNEL,
      });
    });
  });

  it('refuses an anonymous or invalid caller with 401', async () => {
    const anonymous = await stats();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    const forged = await stats({ authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(401);
  });
});
