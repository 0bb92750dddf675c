import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createDistributor,
  createRetailer,
  loginAs,
  type TestApp,
} from '../../../test/app';
import { countOf } from '../../../test/factories/parties';

/** Every distributors route x admin / distributor A / distributor B / retailer / anonymous. */
type Role = 'admin' | 'distA' | 'distB' | 'retailer' | 'anonymous';

let t: TestApp;
let headers: Record<Role, Record<string, string>>;
let idA: number;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createDistributor(t.database, { name: 'Scope Alpha' });
  const b = await createDistributor(t.database, { name: 'Scope Bravo' });
  const r = await createRetailer(t.database, a.id);
  idA = a.id;
  headers = {
    admin: (await loginAs(t, 'admin')).auth,
    distA: (await loginAs(t, 'distributor', { distributorId: a.id })).auth,
    distB: (await loginAs(t, 'distributor', { distributorId: b.id })).auth,
    retailer: (await loginAs(t, 'retailer', { retailerId: r.id })).auth,
    anonymous: {},
  };
});
afterAll(async () => {
  await t?.close();
});

const body = () => ({
  name: `Scope New ${++n}`,
  email: `scope${n}@dist.test`,
  phone: '+91 90000 00000',
  company_name: 'Scope Co',
  address: '1 Scope Road',
});

type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  payload?: () => object;
  expected: Record<Role, number>;
};

const routes: Route[] = [
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
    payload: body,
    expected: { admin: 201, distA: 403, distB: 403, retailer: 403, anonymous: 401 },
  },
  {
    name: 'PUT /distributors/:A',
    method: 'PUT',
    url: () => `/api/distributors/${idA}`,
    payload: () => ({ phone: '+91 90000 11111' }),
    expected: { admin: 200, distA: 403, distB: 403, retailer: 403, anonymous: 401 },
  },
  {
    name: 'POST /distributors/:A/account',
    method: 'POST',
    url: () => `/api/distributors/${idA}/account`,
    payload: () => ({ email: `scope-account${++n}@dist.test`, password: 'Scope-pass-1' }),
    expected: { admin: 201, distA: 403, distB: 403, retailer: 403, anonymous: 401 },
  },
];

const cases = routes.flatMap((route) =>
  (Object.keys(route.expected) as Role[]).map(
    (role) => [route.name, role, route.expected[role], route] as const,
  ),
);

describe('distributors scope matrix', () => {
  it.each(cases)('%s as %s answers %i', async (_name, role, status, route) => {
    const counts = async () => [
      await countOf(t.database, 'distributors'),
      await countOf(t.database, 'users'),
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
      if (route.method !== 'GET') expect(await counts()).toEqual(before);
    }
  });

  it('shows distributor B only itself in the list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/distributors',
      headers: headers.distB,
    });
    expect(res.json().distributors.map((d: { name: string }) => d.name)).toEqual(['Scope Bravo']);
  });
});
