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
      activity: { offline: 0, dormant: 0 },
    });
  });

  describe('with machines, orders and assignments', () => {
    beforeAll(async () => {
      world = await createDashboardWorld(t.database);
    });

    // 12 machines: 8 POS / 4 soundbox; 3 available, 6 assigned, 2 maintenance, 1 retired.
    // 7 orders: 2 PENDING, 2 DELIVERED. 6 assignments: 2 ACTIVE, 2 RETURNED.
    it.each([
      [
        'an admin the counts over everything',
        () => loginAs(t, 'admin'),
        [12, 8, 4, 3, 6, 2],
        [6, 2, 2],
        [7, 2, 2],
      ],
      [
        'distributor A only what it and its retailers hold, its orders and assignments',
        () => loginAs(t, 'distributor', { distributorId: world.a.id }),
        [5, 4, 1, 0, 4, 1],
        [4, 1, 2],
        [5, 1, 2],
      ],
      [
        'distributor B only its own',
        () => loginAs(t, 'distributor', { distributorId: world.b.id }),
        [2, 1, 1, 0, 2, 0],
        [2, 1, 0],
        [2, 1, 0],
      ],
      [
        'retailer A1 its own machines, orders and assignments',
        () => loginAs(t, 'retailer', { retailerId: world.a1.id }),
        [2, 1, 1, 0, 1, 1],
        [1, 1, 0],
        [2, 1, 1],
      ],
      [
        'retailer A2 its own',
        () => loginAs(t, 'retailer', { retailerId: world.a2.id }),
        [1, 1, 0, 0, 1, 0],
        [1, 0, 1],
        [1, 0, 0],
      ],
    ])('gives %s', async (_who, login, machines, assignments, orders) => {
      const res = await stats((await login()).auth);
      expect(res.statusCode).toBe(200);
      const [total, pos, soundbox, available, assigned, maintenance] = machines;
      expect(res.json()).toEqual({
        machines: { total, pos, soundbox, available, assigned, maintenance },
        assignments: { total: assignments[0], active: assignments[1], returned: assignments[2] },
        orders: { total: orders[0], pending: orders[1], completed: orders[2] },
        activationFunnel: NO_FUNNEL,
        activity: { offline: 0, dormant: 0 },
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
