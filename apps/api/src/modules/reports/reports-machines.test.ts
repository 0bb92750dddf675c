import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, createRetailer, loginAs } from '../../../test/app';
import { createMachine, createProvider, istAt } from '../../../test/factories/reporting';
import { reportIds, reportPreview, reportRequest } from '../../../test/report-requests';
import { useTestApp } from '../../../test/use-app';

const t = useTestApp();
let admin: Record<string, string>;
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

beforeAll(async () => {
  const provider = await createProvider(t.database, { name: 'Telering Payments' });
  const a = await createDistributor(t.database, { name: 'ABC Distributors' });
  const b = await createDistributor(t.database, { name: 'XYZ Distributors' });
  const a1 = await createRetailer(t.database, a.id, { name: 'Shree Mobiles' });
  const b1 = await createRetailer(t.database, b.id);
  Object.assign(ids, { a: a.id, b: b.id, a1: a1.id, b1: b1.id });
  Object.assign(names, { a: a.name, b: b.name, a1: a1.name, b1: b1.name });

  const m = (key: string, values: Parameters<typeof createMachine>[1]) =>
    createMachine(t.database, values).then((row) => (ids[key] = row.id));
  await m('m1', {
    serialNumber: 'RPT-M1',
    model: 'T-300',
    manufacturer: 'Telering',
    machineType: 'POS',
    status: 'AVAILABLE',
    mid: 'MID001',
    tid: 'TID001',
    qrCode: 'QR-001',
    hasStandee: true,
    serviceProviderId: provider.id,
    createdAt: istAt('2024-03-01', '10:00'),
  });
  // 00:10 IST on 2 March is still 1 March in UTC; 23:50 IST is the same UTC day.
  const assignedA = { status: 'ASSIGNED' as const, partner: a.name, partnerType: 'B2B' as const };
  await m('m2', {
    serialNumber: 'RPT-M2',
    manufacturer: 'Everlife',
    machineType: 'SOUNDBOX',
    ...assignedA,
    distributorId: a.id,
    createdAt: istAt('2024-03-02', '00:10'),
  });
  await m('m3', {
    serialNumber: 'RPT-M3',
    manufacturer: 'Everlife',
    machineType: 'POS',
    ...assignedA,
    distributorId: a.id,
    retailerId: a1.id,
    createdAt: istAt('2024-03-02', '23:50'),
  });
  await m('m4', { serialNumber: 'RPT-M4', status: 'MAINTENANCE', createdAt: istAt('2024-03-03') });
  await m('m5', {
    serialNumber: 'RPT-M5',
    machineType: 'SOUNDBOX',
    status: 'RETIRED',
    createdAt: istAt('2024-03-04'),
  });
  await m('m6', {
    serialNumber: 'RPT-M6',
    status: 'ASSIGNED',
    distributorId: b.id,
    retailerId: b1.id,
    createdAt: istAt('2024-03-05'),
  });
  admin = (await loginAs(t, 'admin')).auth;
});

const report = (query: string, headers: Record<string, string> | undefined = admin) =>
  reportRequest(t, 'machines', query, headers);
/** The ids of the rows answered, and the total. */
const idsOf = (query: string, headers: Record<string, string> | undefined = admin) =>
  reportIds(t, 'machines', query, headers);
const rowsOf = (...keys: string[]) => keys.map((k) => ids[k]);

describe('GET /api/reports/machines', () => {
  it('answers the columns in order, every row in id order and the total', async () => {
    const body = await reportPreview(t, 'machines', '', admin);
    expect(body).toMatchObject({ type: 'machines', total: 6, page: 1, pageSize: 50 });
    expect(body.columns).toEqual([
      'id',
      'serialNumber',
      'type',
      'model',
      'manufacturer',
      'status',
      'partner',
      'partnerType',
      'mid',
      'tid',
      'qrCode',
      'hasStandee',
      'provider',
      'distributor',
      'retailer',
      'createdAt',
    ]);
    expect(body.fields.map((f: { header: string }) => f.header)).toEqual([
      'ID',
      'Serial Number',
      'Type',
      'Model',
      'Manufacturer',
      'Status',
      'Partner',
      'Partner Type',
      'MID',
      'TID',
      'QR Code',
      'Standee',
      'Provider',
      'Distributor',
      'Retailer',
      'Created At',
    ]);
    expect(body.fields[0]).toEqual({ key: 'id', header: 'ID', kind: 'number' });
    expect(body.fields.at(-1)).toEqual({
      key: 'createdAt',
      header: 'Created At',
      kind: 'datetime',
    });
    expect(body.rows.map((r: { id: number }) => r.id)).toEqual(
      rowsOf('m1', 'm2', 'm3', 'm4', 'm5', 'm6'),
    );
    expect(body.rows[0]).toEqual({
      id: ids['m1'],
      serialNumber: 'RPT-M1',
      type: 'POS',
      model: 'T-300',
      manufacturer: 'Telering',
      status: 'AVAILABLE',
      partner: null,
      partnerType: null,
      mid: 'MID001',
      tid: 'TID001',
      qrCode: 'QR-001',
      hasStandee: true,
      provider: 'Telering Payments',
      distributor: null,
      retailer: null,
      createdAt: '2024-03-01T04:30:00.000Z',
    });
    expect(body.rows[2]).toMatchObject({
      serialNumber: 'RPT-M3',
      partner: names['a'],
      partnerType: 'B2B',
      hasStandee: false,
      distributor: names['a'],
      retailer: names['a1'],
      createdAt: '2024-03-02T18:20:00.000Z',
    });
  });

  it('narrows by status (RETIRED included), type and manufacturer', async () => {
    expect(await idsOf('status=RETIRED')).toEqual({ rows: rowsOf('m5'), total: 1 });
    expect(await idsOf('status=ASSIGNED')).toEqual({ rows: rowsOf('m2', 'm3', 'm6'), total: 3 });
    expect(await idsOf('type=SOUNDBOX')).toEqual({ rows: rowsOf('m2', 'm5'), total: 2 });
    expect(await idsOf('manufacturer=everlife')).toEqual({ rows: rowsOf('m2', 'm3'), total: 2 });
    expect(await idsOf('type=POS&manufacturer=Telering')).toEqual({
      rows: rowsOf('m1', 'm4', 'm6'),
      total: 3,
    });
    expect(await idsOf('status=ASSIGNED&type=POS')).toEqual({ rows: rowsOf('m3', 'm6'), total: 2 });
    expect((await idsOf('status=all&type=all&manufacturer=all')).total).toBe(6);
    expect((await idsOf('manufacturer=')).total).toBe(6);
  });

  it('filters on the creation day in India, both ends inclusive', async () => {
    expect(await idsOf('dateFrom=2024-03-02&dateTo=2024-03-02')).toEqual({
      rows: rowsOf('m2', 'm3'),
      total: 2,
    });
    expect(await idsOf('dateTo=2024-03-01')).toEqual({ rows: rowsOf('m1'), total: 1 });
    expect(await idsOf('dateFrom=2024-03-04')).toEqual({ rows: rowsOf('m5', 'm6'), total: 2 });
    expect(await idsOf('dateFrom=2024-03-01&dateTo=2024-03-05')).toMatchObject({ total: 6 });
    expect(await idsOf('dateFrom=2024-03-06')).toEqual({ rows: [], total: 0 });
    expect(await idsOf('dateFrom=2024-03-02&dateTo=2024-03-04&type=POS')).toEqual({
      rows: rowsOf('m3', 'm4'),
      total: 2,
    });
  });

  it('pages in id order with the total of the whole report', async () => {
    const res = await report('page=2&pageSize=2');
    expect(res.json()).toMatchObject({ page: 2, pageSize: 2, total: 6 });
    expect(res.json().rows.map((r: { id: number }) => r.id)).toEqual(rowsOf('m3', 'm4'));
    expect(await idsOf('page=4&pageSize=2')).toEqual({ rows: [], total: 6 });
    expect(await idsOf('page=2&pageSize=2&status=ASSIGNED')).toEqual({
      rows: rowsOf('m6'),
      total: 3,
    });
  });

  it('gives a distributor only the machines it or its retailers hold', async () => {
    const a = (await loginAs(t, 'distributor', { distributorId: ids['a'] })).auth;
    expect(await idsOf('', a)).toEqual({ rows: rowsOf('m2', 'm3'), total: 2 });
    expect(await idsOf('type=POS', a)).toEqual({ rows: rowsOf('m3'), total: 1 });
    expect(await idsOf('status=AVAILABLE', a)).toEqual({ rows: [], total: 0 });
    const b = (await loginAs(t, 'distributor', { distributorId: ids['b'] })).auth;
    expect(await idsOf('', b)).toEqual({ rows: rowsOf('m6'), total: 1 });
  });

  it('treats SQL and LIKE metacharacters in a filter as plain text', async () => {
    expect(await idsOf(`manufacturer=${encodeURIComponent("Telering' OR '1'='1")}`)).toEqual({
      rows: [],
      total: 0,
    });
    expect(await idsOf('manufacturer=%25')).toEqual({ rows: [], total: 0 });
  });

  it('refuses bad filters with 400 {error}', async () => {
    for (const query of [
      'status=BROKEN',
      'type=PRINTER',
      'dateFrom=2024-02-30',
      'dateFrom=yesterday',
      'dateFrom=2024-03-05&dateTo=2024-03-01',
      'page=0',
      'pageSize=501',
      `manufacturer=${'x'.repeat(101)}`,
    ]) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toEqual(expect.any(String));
    }
    const reversed = await report('dateFrom=2024-03-05&dateTo=2024-03-01');
    expect(reversed.json().error).toMatch(/To Date cannot be before From Date/);
  });
});
