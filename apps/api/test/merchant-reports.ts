import { beforeAll, expect } from 'vitest';
import type { TestApp } from './app';
import { createMerchantWorld } from './factories/merchant-reporting';
import { late, type useTestApp } from './use-app';

type Ctx = Pick<TestApp, 'app' | 'database'>;

/** Helpers of the merchant report tests: preview rows, and the CSV / Excel files parsed back. */

export async function preview(t: Ctx, type: string, headers: Record<string, string>, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/${type}?pageSize=500&${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    columns: string[];
    fields: { key: string; header: string; kind: string }[];
    rows: Record<string, unknown>[];
    total: number;
  };
}

/** One column of a preview's rows. */
export async function column(
  t: Ctx,
  type: string,
  key: string,
  headers: Record<string, string>,
  query = '',
) {
  const res = await preview(t, type, headers, query);
  expect(res.total).toBe(res.rows.length);
  return res.rows.map((r) => r[key]);
}

/**
 * The merchant reporting world (factories/merchant-reporting), made by an admin who is signed in
 * as `admin`; `as.a`, `as.b` and `as.c` are the request headers of its distributors A, B and C;
 * `world()` answers the world inside hooks and tests.
 */
export function useMerchantWorld(t: ReturnType<typeof useTestApp>) {
  const admin = t.signIn('admin');
  let made: Awaited<ReturnType<typeof createMerchantWorld>> | undefined;
  beforeAll(async () => {
    made = await createMerchantWorld(t.database, admin.user.id);
  });
  const world = () => late('the merchant world', () => made);
  const [a, b, c] = (['a', 'b', 'c'] as const).map((k) =>
    t.signIn('distributor', () => ({ distributorId: world()[k].id })),
  );
  return {
    admin,
    as: {
      get a() {
        return a!.auth;
      },
      get b() {
        return b!.auth;
      },
      get c() {
        return c!.auth;
      },
    },
    world,
  };
}
