import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachine, istAt } from '../../../test/factories/reporting';
import { reportIds, reportPreview, reportRequest } from '../../../test/report-requests';
import { useTestApp } from '../../../test/use-app';

/** Runs fn with the distributor ACTIVE, then sets it back to INACTIVE. */
async function whileActive(distributorId: number, fn: () => Promise<void>) {
  await t.database.db.execute(
    sql`update distributors set status = 'ACTIVE' where id = ${distributorId}`,
  );
  try {
    await fn();
  } finally {
    await t.database.db.execute(
      sql`update distributors set status = 'INACTIVE' where id = ${distributorId}`,
    );
  }
}
const t = useTestApp();
let admin: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  admin = (await loginAs(t, 'admin')).auth;
  const a = await createDistributor(t.database, {
    name: 'ABC Distributors',
    email: 'abc@example.test',
    phone: '+91 98765 00001',
    companyName: 'ABC Pvt Ltd',
    address: '1 Relief Road',
    city: 'Ahmedabad',
    state: 'Gujarat',
    gstNumber: '24ABCDE1234F1Z5',
    createdAt: istAt('2024-05-01', '00:30'),
  });
  const b = await createDistributor(t.database, {
    name: 'XYZ Distributors',
    city: 'Mumbai',
    state: 'Maharashtra',
    status: 'INACTIVE',
    createdAt: istAt('2024-05-02'),
  });
  const c = await createDistributor(t.database, {
    city: 'Ahmedabad',
    state: 'Gujarat',
    status: 'INACTIVE',
    createdAt: istAt('2024-05-03'),
  });
  const r1 = await createRetailer(t.database, a.id, {
    name: 'Shree Mobiles',
    email: 'shree@example.test',
    phone: '+91 91234 00001',
    shopName: 'Shree Mobile Shop',
    address: '4 Station Road',
    city: 'Surat',
    state: 'Gujarat',
    gstNumber: '24ZZZZZ9999Z1Z5',
    createdAt: istAt('2024-06-01', '23:45'),
  });
  const r2 = await createRetailer(t.database, a.id, {
    city: 'Vadodara',
    status: 'INACTIVE',
    createdAt: istAt('2024-06-02'),
  });
  const r3 = await createRetailer(t.database, b.id, {
    city: 'surat',
    createdAt: istAt('2024-06-03'),
  });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, r1: r1.id, r2: r2.id, r3: r3.id });
  // A holds three machines (one directly, two through its retailers); B and C none.
  await createMachine(t.database, { status: 'ASSIGNED', distributorId: a.id });
  await createMachine(t.database, { status: 'ASSIGNED', distributorId: a.id, retailerId: r1.id });
  await createMachine(t.database, {
    status: 'MAINTENANCE',
    distributorId: a.id,
    retailerId: r2.id,
  });
  await createMachine(t.database, { status: 'AVAILABLE' });
});

const report = (type: string, query: string, headers: Record<string, string> | undefined = admin) =>
  reportRequest(t, type, query, headers);
const idsOf = (type: string, query: string, headers: Record<string, string> | undefined = admin) =>
  reportIds(t, type, query, headers);
const rowsOf = (...keys: string[]) => keys.map((k) => ids[k]);

/** An unfiltered preview (checked: 200, in the contract's shape) and its [key, header] pairs. */
async function previewOf(type: 'distributors' | 'retailers') {
  const body = await reportPreview(t, type, '', admin);
  const columns = body.fields.map((f: { key: string; header: string }) => [f.key, f.header]);
  return { body, columns };
}

describe('GET /api/reports/distributors', () => {
  it('answers the columns with retailer and machine counts', async () => {
    const { body, columns } = await previewOf('distributors');
    expect(columns).toEqual([
      ['id', 'ID'],
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['company', 'Company'],
      ['address', 'Address'],
      ['city', 'City'],
      ['state', 'State'],
      ['gstNumber', 'GST Number'],
      ['status', 'Status'],
      ['retailersCount', 'Retailers'],
      ['machinesHeld', 'Machines Held'],
      ['createdAt', 'Created At'],
    ]);
    expect(body.columns).toEqual(body.fields.map((f: { key: string }) => f.key));
    expect(body.total).toBe(3);
    expect(body.rows[0]).toEqual({
      id: ids['a'],
      name: 'ABC Distributors',
      email: 'abc@example.test',
      phone: '+91 98765 00001',
      company: 'ABC Pvt Ltd',
      address: '1 Relief Road',
      city: 'Ahmedabad',
      state: 'Gujarat',
      gstNumber: '24ABCDE1234F1Z5',
      status: 'ACTIVE',
      retailersCount: 2,
      machinesHeld: 3,
      createdAt: '2024-04-30T19:00:00.000Z',
    });
    expect(body.rows[1]).toMatchObject({
      name: 'XYZ Distributors',
      retailersCount: 1,
      machinesHeld: 0,
    });
  });

  it('narrows by status, city and state (case-insensitive), and creation day', async () => {
    expect(await idsOf('distributors', 'status=INACTIVE')).toEqual({
      rows: rowsOf('b', 'c'),
      total: 2,
    });
    expect(await idsOf('distributors', 'city=ahmedabad')).toEqual({
      rows: rowsOf('a', 'c'),
      total: 2,
    });
    expect(await idsOf('distributors', 'state=MAHARASHTRA')).toEqual({
      rows: rowsOf('b'),
      total: 1,
    });
    expect(await idsOf('distributors', 'city=Ahmedabad&status=INACTIVE')).toEqual({
      rows: rowsOf('c'),
      total: 1,
    });
    expect(await idsOf('distributors', 'city=Ahmed')).toEqual({ rows: [], total: 0 });
    expect(await idsOf('distributors', 'dateFrom=2024-05-01&dateTo=2024-05-02')).toEqual({
      rows: rowsOf('a', 'b'),
      total: 2,
    });
    expect(await idsOf('distributors', 'dateTo=2024-04-30')).toEqual({ rows: [], total: 0 });
    expect(await idsOf('distributors', 'pageSize=1&page=3')).toEqual({
      rows: rowsOf('c'),
      total: 3,
    });
  });

  it('gives a distributor only itself', async () => {
    const a = (await loginAs(t, 'distributor', { distributorId: ids['a'] })).auth;
    expect(await idsOf('distributors', '', a)).toEqual({ rows: rowsOf('a'), total: 1 });
    expect(await idsOf('distributors', 'city=Mumbai', a)).toEqual({ rows: [], total: 0 });
    // b is INACTIVE, and an inactive distributor's accounts cannot sign in: activate it briefly.
    await whileActive(ids['b']!, async () => {
      const b = (await loginAs(t, 'distributor', { distributorId: ids['b'] })).auth;
      expect(await idsOf('distributors', '', b)).toEqual({ rows: rowsOf('b'), total: 1 });
    });
  });

  it('refuses bad filters with 400 {error}', async () => {
    for (const query of ['status=ASSIGNED', `city=${'c'.repeat(101)}`, 'dateFrom=01-05-2024']) {
      const res = await report('distributors', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/reports/retailers', () => {
  it('answers the columns with the distributor name', async () => {
    const { body, columns } = await previewOf('retailers');
    expect(columns).toEqual([
      ['id', 'ID'],
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['shop', 'Shop'],
      ['address', 'Address'],
      ['city', 'City'],
      ['state', 'State'],
      ['gstNumber', 'GST Number'],
      ['distributor', 'Distributor'],
      ['status', 'Status'],
      ['createdAt', 'Created At'],
    ]);
    expect(body.total).toBe(3);
    expect(body.rows[0]).toEqual({
      id: ids['r1'],
      name: 'Shree Mobiles',
      email: 'shree@example.test',
      phone: '+91 91234 00001',
      shop: 'Shree Mobile Shop',
      address: '4 Station Road',
      city: 'Surat',
      state: 'Gujarat',
      gstNumber: '24ZZZZZ9999Z1Z5',
      distributor: 'ABC Distributors',
      status: 'ACTIVE',
      createdAt: '2024-06-01T18:15:00.000Z',
    });
  });

  it('narrows by status, distributorId, city and creation day', async () => {
    expect(await idsOf('retailers', 'status=INACTIVE')).toEqual({ rows: rowsOf('r2'), total: 1 });
    expect(await idsOf('retailers', `distributorId=${ids['a']}`)).toEqual({
      rows: rowsOf('r1', 'r2'),
      total: 2,
    });
    expect(await idsOf('retailers', 'city=SURAT')).toEqual({ rows: rowsOf('r1', 'r3'), total: 2 });
    expect(await idsOf('retailers', `city=Surat&distributorId=${ids['b']}`)).toEqual({
      rows: rowsOf('r3'),
      total: 1,
    });
    expect(await idsOf('retailers', 'dateFrom=2024-06-01&dateTo=2024-06-01')).toEqual({
      rows: rowsOf('r1'),
      total: 1,
    });
    expect(await idsOf('retailers', 'dateFrom=2024-06-02')).toEqual({
      rows: rowsOf('r2', 'r3'),
      total: 2,
    });
    expect(await idsOf('retailers', 'page=2&pageSize=2')).toEqual({ rows: rowsOf('r3'), total: 3 });
  });

  it("gives a distributor only its retailers, and nothing for another distributor's id", async () => {
    const a = (await loginAs(t, 'distributor', { distributorId: ids['a'] })).auth;
    expect(await idsOf('retailers', '', a)).toEqual({ rows: rowsOf('r1', 'r2'), total: 2 });
    expect(await idsOf('retailers', `distributorId=${ids['b']}`, a)).toEqual({
      rows: [],
      total: 0,
    });
    expect(await idsOf('retailers', 'city=Surat', a)).toEqual({ rows: rowsOf('r1'), total: 1 });
    await whileActive(ids['b']!, async () => {
      const b = (await loginAs(t, 'distributor', { distributorId: ids['b'] })).auth;
      expect(await idsOf('retailers', '', b)).toEqual({ rows: rowsOf('r3'), total: 1 });
    });
  });

  it('refuses bad filters with 400 {error}', async () => {
    for (const query of [
      'status=Unknown',
      'distributorId=1.5',
      'dateFrom=2024-06-03&dateTo=2024-06-01',
    ]) {
      const res = await report('retailers', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toEqual(expect.any(String));
    }
  });
});
