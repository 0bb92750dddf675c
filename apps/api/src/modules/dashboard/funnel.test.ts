import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/app';
import { createMerchantWorld } from '../../../test/factories/merchant-reporting';
import { useTestApp } from '../../../test/use-app';

/**
 * The dashboard's activation funnel (#16) per scope. The world (test/factories/merchant-reporting):
 * at A1 (of A) MR-1 ALLOTTED 20 days ago with P1 (idle after 10: idle), MR-2 INSTALLED 20 days ago
 * with P2 (60: not idle), MR-3 ACTIVATED; at B1 (of B) MR-4 ALLOTTED 40 days ago, no provider
 * (default 30: idle), MR-5 DEACTIVATED, MR-7 INSTALLED 5 days ago; C holds nothing at a retailer;
 * devices held by a distributor without a retailer are not in the funnel.
 */
const t = useTestApp();
let w: Awaited<ReturnType<typeof createMerchantWorld>>;

const funnel = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { activationFunnel: unknown }).activationFunnel;
};

beforeAll(async () => {
  const admin = await loginAs(t, 'admin');
  w = await createMerchantWorld(t.database, admin.user.id);
});

/** The funnel's counts in its order: allotted, installed, activated, deactivated, idle. */
const steps = (
  allotted: number,
  installed: number,
  activated: number,
  deactivated: number,
  idle: number,
) => ({
  allotted,
  installed,
  activated,
  deactivated,
  idle,
});

describe('GET /api/dashboard/stats activationFunnel', () => {
  it('counts every device at a retailer for an admin', async () => {
    const admin = await loginAs(t, 'admin');
    expect(await funnel(admin.auth)).toEqual(steps(2, 2, 1, 1, 2));
  });

  it("counts a distributor's retailers' devices only", async () => {
    const a = await loginAs(t, 'distributor', { distributorId: w.a.id });
    expect(await funnel(a.auth)).toEqual(steps(1, 1, 1, 0, 1));
    const b = await loginAs(t, 'distributor', { distributorId: w.b.id });
    expect(await funnel(b.auth)).toEqual(steps(1, 1, 0, 1, 1));
    const c = await loginAs(t, 'distributor', { distributorId: w.c.id });
    expect(await funnel(c.auth)).toEqual(steps(0, 0, 0, 0, 0));
  });

  it("counts a retailer's own devices", async () => {
    const a1 = await loginAs(t, 'retailer', { retailerId: w.a1.id });
    expect(await funnel(a1.auth)).toEqual(steps(1, 1, 1, 0, 1));
    const b1 = await loginAs(t, 'retailer', { retailerId: w.b1.id });
    expect(await funnel(b1.auth)).toEqual(steps(1, 1, 0, 1, 1));
  });
});
