import { eq } from 'drizzle-orm';
import { distributors } from '../../db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { addAssignment, addOrder, holdMachine } from '../../../test/factories/parties';
import { useTestApp } from '../../../test/use-app';
import { NEW_PARTY } from './new-party.fixture';

/**
 * A fixed data set (nothing in this file writes), so every count below is computed by hand:
 * 5 distributors, 3 ACTIVE (Alpha, Charlie, Delta) and 2 INACTIVE (Bravo, Echo).
 */
const t = useTestApp();
let admin: { authorization: string };
let alphaUser: { authorization: string };
let bravoUser: { authorization: string };
let retailerUser: { authorization: string };
const ids: Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo', number> = {
  alpha: 0,
  bravo: 0,
  charlie: 0,
  delta: 0,
  echo: 0,
};

beforeAll(async () => {
  const db = t.database;
  const alpha = await createDistributor(db, {
    name: 'Alpha Traders',
    email: 'alpha@trade.test',
    companyName: 'Alpha Trading Co',
    address: '1 Ring Road',
    city: 'Surat',
    gstNumber: '24AAACA1234A1Z5',
  });
  const bravo = await createDistributor(db, {
    name: 'Bravo Wholesale',
    email: 'bravo@whole.test',
    companyName: 'Bravo Holdings',
    address: '22 Lake View',
    city: 'Vadodara',
    status: 'INACTIVE',
  });
  const charlie = await createDistributor(db, {
    name: 'Charlie Supplies',
    email: 'charlie@supply.test',
    companyName: 'Zeta Payments Pvt Ltd',
    address: '9 Hill Street',
    city: 'Pune',
  });
  const delta = await createDistributor(db, {
    name: 'Delta Mart',
    email: 'delta@mart.test',
    companyName: 'Delta Retail LLP',
    address: 'Near Pune Station, Mumbai Road',
    city: 'Nashik',
  });
  const echo = await createDistributor(db, {
    name: 'Echo Retail',
    email: 'ECHO@Mail.test',
    companyName: 'Echo Enterprises',
    address: '4 Beach Road',
    city: null,
    status: 'INACTIVE',
  });
  Object.assign(ids, {
    alpha: alpha.id,
    bravo: bravo.id,
    charlie: charlie.id,
    delta: delta.id,
    echo: echo.id,
  });

  // What Alpha holds: 2 retailers, 3 machines (one through a retailer), 2 ACTIVE assignments
  // (+1 RETURNED), 3 orders. Bravo's rows must not leak into Alpha's counts.
  const r1 = await createRetailer(db, alpha.id);
  await createRetailer(db, alpha.id);
  const rBravo = await createRetailer(db, bravo.id);
  await holdMachine(db, { distributorId: alpha.id });
  await holdMachine(db, { distributorId: alpha.id });
  await holdMachine(db, { distributorId: alpha.id, retailerId: r1.id });
  await holdMachine(db, { distributorId: bravo.id, retailerId: rBravo.id });
  await addAssignment(db, { distributorId: alpha.id });
  await addAssignment(db, { distributorId: alpha.id, retailerId: r1.id });
  await addAssignment(db, { distributorId: alpha.id, status: 'RETURNED' });
  await addAssignment(db, { distributorId: bravo.id });
  await addOrder(db, { distributorId: alpha.id });
  await addOrder(db, { distributorId: alpha.id });
  await addOrder(db, { distributorId: alpha.id, retailerId: r1.id });
  await addOrder(db, { distributorId: bravo.id });

  admin = (await loginAs(t, 'admin')).auth;
  alphaUser = (await loginAs(t, 'distributor', { distributorId: alpha.id })).auth;
  // Bravo is INACTIVE: its account signed in while it was active, and is refused since.
  await db.db.update(distributors).set({ status: 'ACTIVE' }).where(eq(distributors.id, bravo.id));
  bravoUser = (await loginAs(t, 'distributor', { distributorId: bravo.id })).auth;
  await db.db.update(distributors).set({ status: 'INACTIVE' }).where(eq(distributors.id, bravo.id));
  retailerUser = (await loginAs(t, 'retailer', { retailerId: r1.id })).auth;
});

const list = (headers: { authorization: string }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/distributors${query}`, headers });
const names = (body: { distributors: { name: string }[] }) => body.distributors.map((d) => d.name);

describe('GET /api/distributors (admin)', () => {
  it('lists every distributor by id ascending with stats, total and paging', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual([
      'Alpha Traders',
      'Bravo Wholesale',
      'Charlie Supplies',
      'Delta Mart',
      'Echo Retail',
    ]);
    expect(body.stats).toEqual({ total: 5, active: 3, inactive: 2 });
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 50 });
  });

  it('answers the spec field names', async () => {
    const body = (await list(admin, '?search=alpha')).json();
    expect(body.distributors).toEqual([
      {
        id: ids.alpha,
        name: 'Alpha Traders',
        email: 'alpha@trade.test',
        phone: '+91 98765 43210',
        company_name: 'Alpha Trading Co',
        address: '1 Ring Road',
        city: 'Surat',
        state: 'Gujarat',
        gst_number: '24AAACA1234A1Z5',
        ...NEW_PARTY,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
  });

  it.each([
    ['?status=ACTIVE', ['Alpha Traders', 'Charlie Supplies', 'Delta Mart']],
    ['?status=INACTIVE', ['Bravo Wholesale', 'Echo Retail']],
    [
      '?status=all',
      ['Alpha Traders', 'Bravo Wholesale', 'Charlie Supplies', 'Delta Mart', 'Echo Retail'],
    ],
  ])('filters by status %s, stats staying over the whole scope', async (query, expected) => {
    const body = (await list(admin, query)).json();
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.stats).toEqual({ total: 5, active: 3, inactive: 2 });
  });

  it.each([
    ['name', 'wholesale', ['Bravo Wholesale']],
    ['email, case-insensitive', 'ECHO@MAIL', ['Echo Retail']],
    ['company name', 'zeta pay', ['Charlie Supplies']],
    [
      'city (placeholder reading) and address (other reading)',
      'pune',
      ['Charlie Supplies', 'Delta Mart'],
    ],
    ['address', 'lake view', ['Bravo Wholesale']],
    ['city', 'VADODARA', ['Bravo Wholesale']],
    ['nothing', 'no such distributor', []],
  ])('searches by %s', async (_what, term, expected) => {
    const body = (await list(admin, `?search=${encodeURIComponent(term)}`)).json();
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.stats).toEqual({ total: 5, active: 3, inactive: 2 });
  });

  it('combines search and status', async () => {
    expect(names((await list(admin, '?search=pune&status=ACTIVE')).json())).toEqual([
      'Charlie Supplies',
      'Delta Mart',
    ]);
    const none = (await list(admin, '?search=pune&status=INACTIVE')).json();
    expect(none).toMatchObject({
      distributors: [],
      total: 0,
      stats: { total: 5, active: 3, inactive: 2 },
    });
  });

  it('treats an empty or blank search as no search', async () => {
    expect((await list(admin, '?search=')).json().total).toBe(5);
    expect((await list(admin, '?search=%20%20')).json().total).toBe(5);
  });

  it('pages by id ascending', async () => {
    const page2 = (await list(admin, '?pageSize=2&page=2')).json();
    expect(names(page2)).toEqual(['Charlie Supplies', 'Delta Mart']);
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(names((await list(admin, '?pageSize=2&page=3')).json())).toEqual(['Echo Retail']);
    const past = (await list(admin, '?pageSize=2&page=4')).json();
    expect(past).toMatchObject({
      distributors: [],
      total: 5,
      stats: { total: 5, active: 3, inactive: 2 },
    });
    expect(names((await list(admin, '?status=ACTIVE&pageSize=1&page=3')).json())).toEqual([
      'Delta Mart',
    ]);
  });

  it.each([
    '?status=BOGUS',
    '?status=active',
    '?page=0',
    '?page=abc',
    '?pageSize=501',
    '?pageSize=0',
    `?search=${'x'.repeat(201)}`,
  ])('refuses bad query %s with 400 {error}', async (query) => {
    const res = await list(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('GET /api/distributors (scope)', () => {
  it('shows a distributor only itself, with stats over itself', async () => {
    const body = (await list(alphaUser)).json();
    expect(names(body)).toEqual(['Alpha Traders']);
    expect(body).toMatchObject({ total: 1, stats: { total: 1, active: 1, inactive: 0 } });
    // An inactive distributor's accounts lose access at once.
    expect((await list(bravoUser)).statusCode).toBe(401);
  });

  it('never finds another distributor by search or filter', async () => {
    const body = (await list(alphaUser, '?search=bravo')).json();
    expect(body).toMatchObject({
      distributors: [],
      total: 0,
      stats: { total: 1, active: 1, inactive: 0 },
    });
    expect((await list(alphaUser, '?status=INACTIVE')).json().total).toBe(0);
  });

  it('refuses a retailer (403) and an anonymous caller (401)', async () => {
    expect((await list(retailerUser)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/distributors' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Authentication required', code: 'auth_required' });
  });
});

describe('GET /api/distributors/:id', () => {
  const one = (headers: { authorization: string }, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/distributors/${id}`, headers });

  it('answers the distributor with its counts (summary)', async () => {
    const res = await one(admin, ids.alpha);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.distributor).toMatchObject({
      id: ids.alpha,
      name: 'Alpha Traders',
      company_name: 'Alpha Trading Co',
    });
    expect(body.summary).toEqual({ retailers: 2, machines: 3, activeAssignments: 2, orders: 3 });
    const empty = (await one(admin, ids.charlie)).json();
    expect(empty.summary).toEqual({ retailers: 0, machines: 0, activeAssignments: 0, orders: 0 });
    expect((await one(admin, ids.bravo)).json().summary).toEqual({
      retailers: 1,
      machines: 1,
      activeAssignments: 1,
      orders: 1,
    });
  });

  it('lets a distributor read itself and nobody else (404)', async () => {
    expect((await one(alphaUser, ids.alpha)).statusCode).toBe(200);
    const other = await one(alphaUser, ids.bravo);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Distributor not found', code: 'not_found' });
    expect((await one(bravoUser, ids.alpha)).statusCode).toBe(401);
  });

  it('refuses a retailer (403) and an anonymous caller (401)', async () => {
    expect((await one(retailerUser, ids.alpha)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/distributors/${ids.alpha}` })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await one(admin, 999999)).json()).toEqual({
      error: 'Distributor not found',
      code: 'not_found',
    });
    expect((await one(admin, 99999999999)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await one(admin, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });
});
