import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { addAssignment, addOrder, holdMachine } from '../../../test/factories/parties';
import { useTestApp } from '../../../test/use-app';
import { NEW_PARTY } from './new-party.fixture';

/**
 * A fixed data set (nothing in this file writes):
 *   Alpha Traders:   r1 Kiran Stores ACTIVE, r2 Mehta Mobiles ACTIVE, r3 Patel Pay Point INACTIVE
 *   Bravo Wholesale: r4 Shah Electronics ACTIVE, r5 Joshi Telecom INACTIVE
 *   Charlie Supplies: none
 */
const t = useTestApp();
type Auth = { authorization: string };
let admin: Auth;
let alphaUser: Auth;
let bravoUser: Auth;
let charlieUser: Auth;
let retailerUser: Auth;
const d = { alpha: 0, bravo: 0, charlie: 0 };
const r = { r1: 0, r2: 0, r3: 0, r4: 0, r5: 0 };

beforeAll(async () => {
  const db = t.database;
  const alpha = await createDistributor(db, {
    name: 'Alpha Traders',
    companyName: 'Alpha Trading Co',
  });
  const bravo = await createDistributor(db, {
    name: 'Bravo Wholesale',
    companyName: 'Bravo Holdings',
  });
  const charlie = await createDistributor(db, {
    name: 'Charlie Supplies',
    companyName: 'Charlie Co',
  });
  Object.assign(d, { alpha: alpha.id, bravo: bravo.id, charlie: charlie.id });
  const party = (
    name: string,
    email: string,
    shopName: string,
    address: string,
    city: string | null,
  ) => ({
    name,
    email,
    shopName,
    address,
    city,
  });
  const r1 = await createRetailer(db, alpha.id, {
    ...party('Kiran Stores', 'kiran@shop.test', 'Kiran General Store', '3 Ring Road', 'Surat'),
    gstNumber: '24AAACK1234A1Z5',
  });
  const r2 = await createRetailer(
    db,
    alpha.id,
    party('Mehta Mobiles', 'mehta@shop.test', 'Mehta Mobile Point', '8 Station Road', 'Vadodara'),
  );
  const r3 = await createRetailer(db, alpha.id, {
    ...party('Patel Pay Point', 'patel@shop.test', 'Patel Kirana', '14 Vadodara Highway', 'Rajkot'),
    status: 'INACTIVE',
  });
  const r4 = await createRetailer(
    db,
    bravo.id,
    party('Shah Electronics', 'shah@shop.test', 'Shah Digital', '2 Mall Road', 'Anand'),
  );
  const r5 = await createRetailer(db, bravo.id, {
    ...party('Joshi Telecom', 'JOSHI@Telecom.test', 'Joshi Recharge Centre', '6 Fort Road', null),
    status: 'INACTIVE',
  });
  Object.assign(r, { r1: r1.id, r2: r2.id, r3: r3.id, r4: r4.id, r5: r5.id });

  // r1 holds 2 machines, is in 1 ACTIVE assignment (+1 RETURNED) and 2 orders; Alpha's own
  // machine, assignment and order (no retailer) must not count for r1.
  await holdMachine(db, { distributorId: alpha.id, retailerId: r1.id });
  await holdMachine(db, { distributorId: alpha.id, retailerId: r1.id });
  await holdMachine(db, { distributorId: alpha.id });
  await addAssignment(db, { distributorId: alpha.id, retailerId: r1.id });
  await addAssignment(db, { distributorId: alpha.id, retailerId: r1.id, status: 'RETURNED' });
  await addAssignment(db, { distributorId: alpha.id });
  await addOrder(db, { distributorId: alpha.id, retailerId: r1.id });
  await addOrder(db, { distributorId: alpha.id, retailerId: r1.id });
  await addOrder(db, { distributorId: alpha.id });

  admin = (await loginAs(t, 'admin')).auth;
  alphaUser = (await loginAs(t, 'distributor', { distributorId: alpha.id })).auth;
  bravoUser = (await loginAs(t, 'distributor', { distributorId: bravo.id })).auth;
  charlieUser = (await loginAs(t, 'distributor', { distributorId: charlie.id })).auth;
  retailerUser = (await loginAs(t, 'retailer', { retailerId: r1.id })).auth;
});

const list = (headers: Auth, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/retailers${query}`, headers });
const names = (body: { retailers: { name: string }[] }) => body.retailers.map((x) => x.name);
const ALL = [
  'Kiran Stores',
  'Mehta Mobiles',
  'Patel Pay Point',
  'Shah Electronics',
  'Joshi Telecom',
];
const ADMIN_STATS = { total: 5, active: 3, inactive: 2 };
const ALPHA_STATS = { total: 3, active: 2, inactive: 1 };

describe('GET /api/retailers (admin)', () => {
  it('lists every retailer by id ascending with its distributor, stats, total and paging', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(ALL);
    expect(body).toMatchObject({ stats: ADMIN_STATS, total: 5, page: 1, pageSize: 50 });
    expect(body.retailers[0]).toEqual({
      id: r.r1,
      name: 'Kiran Stores',
      email: 'kiran@shop.test',
      phone: '+91 91234 56789',
      shop_name: 'Kiran General Store',
      address: '3 Ring Road',
      city: 'Surat',
      state: 'Gujarat',
      gst_number: '24AAACK1234A1Z5',
      ...NEW_PARTY,
      distributor_id: d.alpha,
      distributor: { id: d.alpha, name: 'Alpha Traders', company_name: 'Alpha Trading Co' },
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(body.retailers[4].distributor).toEqual({
      id: d.bravo,
      name: 'Bravo Wholesale',
      company_name: 'Bravo Holdings',
    });
  });

  it.each([
    ['?status=ACTIVE', ['Kiran Stores', 'Mehta Mobiles', 'Shah Electronics']],
    ['?status=INACTIVE', ['Patel Pay Point', 'Joshi Telecom']],
    ['?status=all', ALL],
    ['?distributorId=ALPHA', ['Kiran Stores', 'Mehta Mobiles', 'Patel Pay Point']],
    ['?distributorId=ALPHA&status=ACTIVE', ['Kiran Stores', 'Mehta Mobiles']],
    ['?distributorId=BRAVO&status=INACTIVE', ['Joshi Telecom']],
    ['?distributorId=CHARLIE', []],
    ['?distributorId=999999', []],
    ['?distributorId=99999999999', []],
  ])('filters %s, stats staying over the whole scope', async (query, expected) => {
    const q = query
      .replace('ALPHA', String(d.alpha))
      .replace('BRAVO', String(d.bravo))
      .replace('CHARLIE', String(d.charlie));
    const res = await list(admin, q);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(expected);
    expect(res.json()).toMatchObject({ total: expected.length, stats: ADMIN_STATS });
  });

  it.each([
    ["the distributor's name", 'bravo', ['Shah Electronics', 'Joshi Telecom']],
    [
      "the distributor's name, any case",
      'ALPHA TRAD',
      ['Kiran Stores', 'Mehta Mobiles', 'Patel Pay Point'],
    ],
    ['name and shop name', 'kiran', ['Kiran Stores', 'Patel Pay Point']],
    ['shop name', 'digital', ['Shah Electronics']],
    ['city and address', 'vadodara', ['Mehta Mobiles', 'Patel Pay Point']],
    ['city', 'anand', ['Shah Electronics']],
    ['email, case-insensitive', 'joshi@tel', ['Joshi Telecom']],
    ['nothing', 'zzz-nothing', []],
  ])('searches by %s', async (_what, term, expected) => {
    const body = (await list(admin, `?search=${encodeURIComponent(term)}`)).json();
    expect(names(body)).toEqual(expected);
    expect(body).toMatchObject({ total: expected.length, stats: ADMIN_STATS });
  });

  it('combines search with the filters', async () => {
    expect(names((await list(admin, `?search=vadodara&status=INACTIVE`)).json())).toEqual([
      'Patel Pay Point',
    ]);
    expect(names((await list(admin, `?search=bravo&distributorId=${d.alpha}`)).json())).toEqual([]);
  });

  it('pages by id ascending', async () => {
    const page2 = (await list(admin, '?pageSize=2&page=2')).json();
    expect(names(page2)).toEqual(['Patel Pay Point', 'Shah Electronics']);
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(names((await list(admin, '?pageSize=2&page=3')).json())).toEqual(['Joshi Telecom']);
    expect((await list(admin, '?pageSize=2&page=9')).json()).toMatchObject({
      retailers: [],
      total: 5,
    });
    expect(names((await list(admin, '?search=road&pageSize=1&page=2')).json())).toEqual([
      'Mehta Mobiles',
    ]);
  });

  it.each([
    '?status=UNKNOWN',
    '?distributorId=abc',
    '?distributorId=0',
    '?page=-1',
    '?pageSize=1000',
    `?search=${'y'.repeat(201)}`,
  ])('refuses bad query %s with 400 {error}', async (query) => {
    const res = await list(admin, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});

describe('GET /api/retailers (scope)', () => {
  it('shows a distributor only its own retailers, with stats over them', async () => {
    const body = (await list(alphaUser)).json();
    expect(names(body)).toEqual(['Kiran Stores', 'Mehta Mobiles', 'Patel Pay Point']);
    expect(body).toMatchObject({ total: 3, stats: ALPHA_STATS });
    const bravo = (await list(bravoUser)).json();
    expect(names(bravo)).toEqual(['Shah Electronics', 'Joshi Telecom']);
    expect(bravo.stats).toEqual({ total: 2, active: 1, inactive: 1 });
    expect((await list(charlieUser)).json()).toMatchObject({
      retailers: [],
      total: 0,
      stats: { total: 0, active: 0, inactive: 0 },
    });
  });

  it("answers an empty list (200) for another distributor's distributorId, as the booking wizard asks", async () => {
    const res = await list(alphaUser, `?distributorId=${d.bravo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ retailers: [], total: 0, stats: ALPHA_STATS });
    expect(names((await list(alphaUser, `?distributorId=${d.alpha}`)).json())).toHaveLength(3);
  });

  it("never finds another distributor's retailers by search", async () => {
    expect((await list(alphaUser, '?search=shah')).json().total).toBe(0);
    expect((await list(alphaUser, '?search=bravo')).json().total).toBe(0);
    expect((await list(alphaUser, '?search=alpha')).json().total).toBe(3);
  });

  it('refuses a retailer (403) and an anonymous caller (401)', async () => {
    expect((await list(retailerUser)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/retailers' })).statusCode).toBe(401);
  });
});

describe('GET /api/retailers/:id', () => {
  const one = (headers: Auth, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/retailers/${id}`, headers });

  it('answers the retailer with its distributor and counts (summary)', async () => {
    const res = await one(admin, r.r1);
    expect(res.statusCode).toBe(200);
    expect(res.json().retailer).toMatchObject({
      id: r.r1,
      shop_name: 'Kiran General Store',
      distributor: { id: d.alpha, name: 'Alpha Traders', company_name: 'Alpha Trading Co' },
    });
    expect(res.json().summary).toEqual({ machines: 2, activeAssignments: 1, orders: 2 });
    expect((await one(admin, r.r2)).json().summary).toEqual({
      machines: 0,
      activeAssignments: 0,
      orders: 0,
    });
  });

  it('lets a distributor read its own retailers only (404 otherwise)', async () => {
    expect((await one(alphaUser, r.r1)).statusCode).toBe(200);
    const other = await one(alphaUser, r.r4);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Retailer not found', code: 'not_found' });
    expect((await one(bravoUser, r.r4)).statusCode).toBe(200);
    expect((await one(bravoUser, r.r1)).statusCode).toBe(404);
  });

  it('refuses a retailer (403) and anonymous (401); unknown ids 404, malformed 400', async () => {
    expect((await one(retailerUser, r.r1)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/retailers/${r.r1}` })).statusCode).toBe(
      401,
    );
    expect((await one(admin, 999999)).json()).toEqual({
      error: 'Retailer not found',
      code: 'not_found',
    });
    expect((await one(admin, 99999999999)).statusCode).toBe(404);
    expect((await one(admin, 'x1')).statusCode).toBe(400);
  });
});
