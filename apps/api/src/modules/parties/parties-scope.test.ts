import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { countOf } from '../../../test/factories/parties';
import { useTestApp } from '../../../test/use-app';

/**
 * Every route of both kinds of party x admin / distributor A / distributor B / retailer /
 * anonymous. One suite: the kinds differ only in their routes' expected answers.
 */
type Role = 'admin' | 'distA' | 'distB' | 'retailer' | 'anonymous';

const t = useTestApp();
let headers: Record<Role, Record<string, string>>;
let idA: number;
let retailerOfA: number;
let n = 0;

beforeAll(async () => {
  const a = await createDistributor(t.database, { name: 'Scope Alpha' });
  const b = await createDistributor(t.database, { name: 'Scope Bravo' });
  idA = a.id;
  retailerOfA = (await createRetailer(t.database, a.id, { name: 'Alpha Shop' })).id;
  await createRetailer(t.database, b.id, { name: 'Bravo Shop' });
  const signedInRetailer = await createRetailer(t.database, a.id, { name: 'Signed-in Shop' });
  headers = {
    admin: (await loginAs(t, 'admin')).auth,
    distA: (await loginAs(t, 'distributor', { distributorId: a.id })).auth,
    distB: (await loginAs(t, 'distributor', { distributorId: b.id })).auth,
    retailer: (await loginAs(t, 'retailer', { retailerId: signedInRetailer.id })).auth,
    anonymous: {},
  };
});

type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  payload?: () => object;
  expected: Record<Role, number>;
};

const kinds: { plural: 'distributors' | 'retailers'; routes: Route[] }[] = [
  {
    plural: 'distributors',
    routes: [
      {
        name: 'GET /distributors',
        method: 'GET',
        url: () => '/api/distributors',
        expected: { admin: 200, distA: 200, distB: 200, retailer: 403, anonymous: 401 },
      },
      {
        name: 'GET /distributors/:A',
        method: 'GET',
        url: () => `/api/distributors/${idA}`,
        expected: { admin: 200, distA: 200, distB: 404, retailer: 403, anonymous: 401 },
      },
      {
        name: 'POST /distributors',
        method: 'POST',
        url: () => '/api/distributors',
        payload: () => ({
          name: `Scope New ${++n}`,
          email: `scope${n}@dist.test`,
          phone: '+91 90000 00000',
          company_name: 'Scope Co',
          address: '1 Scope Road',
        }),
        expected: { admin: 201, distA: 403, distB: 403, retailer: 403, anonymous: 401 },
      },
      {
        name: 'PUT /distributors/:A',
        method: 'PUT',
        url: () => `/api/distributors/${idA}`,
        payload: () => ({ phone: `+91 90000 ${String(10000 + ++n)}` }),
        expected: { admin: 200, distA: 403, distB: 403, retailer: 403, anonymous: 401 },
      },
      {
        name: 'POST /distributors/:A/account',
        method: 'POST',
        url: () => `/api/distributors/${idA}/account`,
        payload: () => ({ email: `scope-account${++n}@dist.test`, password: 'Scope-pass-1' }),
        expected: { admin: 201, distA: 403, distB: 403, retailer: 403, anonymous: 401 },
      },
    ],
  },
  {
    plural: 'retailers',
    routes: [
      {
        name: 'GET /retailers',
        method: 'GET',
        url: () => '/api/retailers',
        expected: { admin: 200, distA: 200, distB: 200, retailer: 403, anonymous: 401 },
      },
      {
        name: 'GET /retailers?distributorId=A',
        method: 'GET',
        url: () => `/api/retailers?distributorId=${idA}`,
        expected: { admin: 200, distA: 200, distB: 200, retailer: 403, anonymous: 401 },
      },
      {
        name: "GET /retailers/:A's",
        method: 'GET',
        url: () => `/api/retailers/${retailerOfA}`,
        expected: { admin: 200, distA: 200, distB: 404, retailer: 403, anonymous: 401 },
      },
      {
        name: 'POST /retailers under A',
        method: 'POST',
        url: () => '/api/retailers',
        payload: () => ({
          name: `Scope Shop ${++n}`,
          email: `scope${n}@shop.test`,
          phone: '+91 90000 00000',
          shop_name: 'Scope Store',
          address: '1 Scope Road',
          distributor_id: idA,
        }),
        expected: { admin: 201, distA: 201, distB: 404, retailer: 403, anonymous: 401 },
      },
      {
        name: "PUT /retailers/:A's",
        method: 'PUT',
        url: () => `/api/retailers/${retailerOfA}`,
        payload: () => ({ phone: `+91 90000 ${String(10000 + ++n)}` }),
        expected: { admin: 200, distA: 200, distB: 404, retailer: 403, anonymous: 401 },
      },
      {
        name: "POST /retailers/:A's/account",
        method: 'POST',
        url: () => `/api/retailers/${retailerOfA}/account`,
        payload: () => ({ email: `scope-account${++n}@shop.test`, password: 'Scope-pass-1' }),
        expected: { admin: 201, distA: 403, distB: 403, retailer: 403, anonymous: 401 },
      },
    ],
  },
];

describe.each(kinds)('$plural scope matrix', ({ plural, routes }) => {
  const cases = routes.flatMap((route) =>
    (Object.keys(route.expected) as Role[]).map(
      (role) => [route.name, role, route.expected[role], route] as const,
    ),
  );

  it.each(cases)('%s as %s answers %i', async (_name, role, status, route) => {
    const counts = async () => [
      await countOf(t.database, plural),
      await countOf(t.database, 'users'),
      await countOf(t.database, 'audit_log'),
    ];
    const before = await counts();
    const res = await t.app.inject({
      method: route.method,
      url: route.url(),
      headers: headers[role],
      ...(route.payload ? { payload: route.payload() } : {}),
    });
    expect(res.statusCode).toBe(status);
    if (status >= 400) {
      expect(res.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
      expect(await counts()).toEqual(before);
    }
  });
});

describe('what distributor B sees of parties', () => {
  it('shows distributor B only itself in the distributors list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/distributors',
      headers: headers.distB,
    });
    expect(res.json().distributors.map((d: { name: string }) => d.name)).toEqual(['Scope Bravo']);
  });

  it("gives distributor B nothing of A's, even when it asks for A's distributorId", async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/retailers',
      headers: headers.distB,
    });
    expect(own.json().retailers.map((r: { name: string }) => r.name)).toEqual(['Bravo Shop']);
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/retailers?distributorId=${idA}`,
      headers: headers.distB,
    });
    expect(asked.json()).toMatchObject({
      retailers: [],
      total: 0,
      stats: { total: 1, active: 1, inactive: 0 },
    });
  });
});
