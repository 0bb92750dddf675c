import type { UserType } from '@dd/contract';
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
type Steps = [number, number, number, number, number];
const steps = ([allotted, installed, activated, deactivated, idle]: Steps) => ({
  allotted,
  installed,
  activated,
  deactivated,
  idle,
});

type World = typeof w;

describe('GET /api/dashboard/stats activationFunnel', () => {
  // An admin counts every device at a retailer; a distributor its retailers' devices only; a
  // retailer its own.
  it.each<[string, UserType, (w: World) => Parameters<typeof loginAs>[2], Steps]>([
    ['an admin', 'admin', () => ({}), [2, 2, 1, 1, 2]],
    ['distributor A', 'distributor', (w) => ({ distributorId: w.a.id }), [1, 1, 1, 0, 1]],
    ['distributor B', 'distributor', (w) => ({ distributorId: w.b.id }), [1, 1, 0, 1, 1]],
    ['distributor C', 'distributor', (w) => ({ distributorId: w.c.id }), [0, 0, 0, 0, 0]],
    ['retailer A1', 'retailer', (w) => ({ retailerId: w.a1.id }), [1, 1, 1, 0, 1]],
    ['retailer B1', 'retailer', (w) => ({ retailerId: w.b1.id }), [1, 1, 0, 1, 1]],
  ])('counts what %s may see', async (_who, role, links, counts) => {
    const reader = await loginAs(t, role, links(w));
    expect(await funnel(reader.auth)).toEqual(steps(counts));
  });
});
