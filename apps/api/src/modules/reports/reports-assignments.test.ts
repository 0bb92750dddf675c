import { beforeAll, describe, expect, it } from 'vitest';
import { createRetailer, loginAs, createTwoDistributors } from '../../../test/app';
import { createAssignment, createMachine, istAt } from '../../../test/factories/reporting';
import { reportIds, reportPreview, reportRequest } from '../../../test/report-requests';
import { useTestApp } from '../../../test/use-app';

const t = useTestApp();
const admin = t.signIn('admin');
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

beforeAll(async () => {
  const { a, b, ra: a1 } = await createTwoDistributors(t.database);
  const a2 = await createRetailer(t.database, a.id);
  const b1 = await createRetailer(t.database, b.id);
  Object.assign(ids, { a: a.id, b: b.id, a1: a1.id, a2: a2.id, b1: b1.id });
  Object.assign(names, { a: a.name, b: b.name, a1: a1.name });

  const machine = (serialNumber: string) =>
    createMachine(t.database, { serialNumber }).then((m) => m.id);
  const [s2, s1, s3, s4] = [
    await machine('ASG-002'),
    await machine('ASG-001'),
    await machine('ASG-003'),
    await machine('ASG-004'),
  ];
  const add = async (key: string, values: Parameters<typeof createAssignment>[1]) => {
    ids[key] = (await createAssignment(t.database, values)).id;
  };
  await add('x1', {
    status: 'ACTIVE',
    distributorId: a.id,
    retailerId: a1.id,
    machineIds: [s2!, s1!],
    validFrom: '2024-04-01',
    validTo: '2024-06-30',
    notes: 'Diwali stock, "front" counter',
    assignedBy: admin.user.id,
    assignedByRole: 'admin',
    createdAt: istAt('2024-04-01', '09:15'),
  });
  await add('x2', {
    status: 'RETURNED',
    distributorId: a.id,
    machineIds: [s3!],
    validFrom: '2024-04-02',
    createdAt: istAt('2024-04-02', '00:20'),
    returnedAt: istAt('2024-05-10', '11:00'),
  });
  await add('x3', {
    status: 'ACTIVE',
    distributorId: b.id,
    retailerId: b1.id,
    machineIds: [s4!],
    validFrom: '2024-04-03',
    // A transfer brought it (its old words kept, as an upgraded row has them).
    notes: 'Transfer TR-000007',
    phrase: { key: 'transferReceived', params: { transferNumber: 'TR-000007' } },
    createdAt: istAt('2024-04-03'),
  });
  await add('x4', {
    status: 'INACTIVE',
    distributorId: a.id,
    retailerId: a2.id,
    validFrom: '2024-04-04',
    createdAt: istAt('2024-04-04', '23:59'),
  });
});

const report = (query: string, headers: Record<string, string> | undefined = admin.auth) =>
  reportRequest(t, 'assignments', query, headers);
const idsOf = (query: string, headers: Record<string, string> | undefined = admin.auth) =>
  reportIds(t, 'assignments', query, headers);
const rowsOf = (...keys: string[]) => keys.map((k) => ids[k]);

describe('GET /api/reports/assignments', () => {
  it('answers the columns, with machine count and comma-joined serials', async () => {
    const body = await reportPreview(t, 'assignments', '', admin.auth);
    expect(body.columns).toEqual([
      'id',
      'status',
      'distributor',
      'retailer',
      'machineCount',
      'machineSerials',
      'validFrom',
      'validTo',
      'returnedAt',
      'notes',
      'assignedBy',
      'createdAt',
    ]);
    expect(body.fields.map((f: { header: string }) => f.header)).toEqual([
      'ID',
      'Status',
      'Distributor',
      'Retailer',
      'Machine Count',
      'Machine Serials',
      'Valid From',
      'Valid To',
      'Returned At',
      'Notes',
      'Assigned By',
      'Created At',
    ]);
    expect(body.total).toBe(4);
    expect(body.rows.map((r: { id: number }) => r.id)).toEqual(rowsOf('x1', 'x2', 'x3', 'x4'));
    // The server's words of a transfer's assignment, in English as the files print them.
    expect(body.rows[2].notes).toBe('Received by transfer TR-000007');
    expect(body.rows[0]).toEqual({
      id: ids['x1'],
      status: 'ACTIVE',
      distributor: names['a'],
      retailer: names['a1'],
      machineCount: 2,
      machineSerials: 'ASG-001, ASG-002',
      validFrom: '2024-04-01',
      validTo: '2024-06-30',
      returnedAt: null,
      notes: 'Diwali stock, "front" counter',
      assignedBy: admin.user.name,
      createdAt: '2024-04-01T03:45:00.000Z',
    });
    // A returned assignment has its return date (decision 0164).
    expect(body.rows[1]).toMatchObject({
      status: 'RETURNED',
      returnedAt: '2024-05-10T05:30:00.000Z',
      retailer: null,
      machineCount: 1,
      validTo: null,
      assignedBy: null,
    });
    expect(body.rows[3]).toMatchObject({ machineCount: 0, machineSerials: null });
  });

  it('narrows by status, distributorId and retailerId', async () => {
    expect(await idsOf('status=ACTIVE')).toEqual({ rows: rowsOf('x1', 'x3'), total: 2 });
    expect(await idsOf('status=REASSIGNED')).toEqual({ rows: [], total: 0 });
    expect(await idsOf(`distributorId=${ids['a']}`)).toEqual({
      rows: rowsOf('x1', 'x2', 'x4'),
      total: 3,
    });
    expect(await idsOf(`retailerId=${ids['a1']}`)).toEqual({ rows: rowsOf('x1'), total: 1 });
    expect(await idsOf(`distributorId=${ids['a']}&status=ACTIVE`)).toEqual({
      rows: rowsOf('x1'),
      total: 1,
    });
    expect(await idsOf('status=all')).toMatchObject({ total: 4 });
  });

  it('filters on the creation day in India, both ends inclusive', async () => {
    expect(await idsOf('dateFrom=2024-04-02&dateTo=2024-04-03')).toEqual({
      rows: rowsOf('x2', 'x3'),
      total: 2,
    });
    expect(await idsOf('dateFrom=2024-04-04&dateTo=2024-04-04')).toEqual({
      rows: rowsOf('x4'),
      total: 1,
    });
    expect(await idsOf('dateTo=2024-04-01')).toEqual({ rows: rowsOf('x1'), total: 1 });
  });

  it('pages with the total of the whole report', async () => {
    expect(await idsOf('pageSize=3')).toEqual({ rows: rowsOf('x1', 'x2', 'x3'), total: 4 });
    expect(await idsOf('pageSize=3&page=2')).toEqual({ rows: rowsOf('x4'), total: 4 });
  });

  it("gives a distributor only its assignments, and nothing for another distributor's ids", async () => {
    const a = (await loginAs(t, 'distributor', { distributorId: ids['a'] })).auth;
    expect(await idsOf('', a)).toEqual({ rows: rowsOf('x1', 'x2', 'x4'), total: 3 });
    expect(await idsOf(`distributorId=${ids['b']}`, a)).toEqual({ rows: [], total: 0 });
    expect(await idsOf(`retailerId=${ids['b1']}`, a)).toEqual({ rows: [], total: 0 });
    expect(await idsOf(`retailerId=${ids['a2']}`, a)).toEqual({ rows: rowsOf('x4'), total: 1 });
    const b = (await loginAs(t, 'distributor', { distributorId: ids['b'] })).auth;
    expect(await idsOf('', b)).toEqual({ rows: rowsOf('x3'), total: 1 });
    expect(await idsOf(`distributorId=${ids['a']}`, b)).toEqual({ rows: [], total: 0 });
  });

  it('refuses bad filters with 400 {error}', async () => {
    for (const query of [
      'status=DONE',
      'distributorId=abc',
      'distributorId=0',
      'retailerId=-3',
      'dateTo=2024-13-01',
      'dateFrom=2024-04-05&dateTo=2024-04-04',
    ]) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toEqual(expect.any(String));
    }
  });
});
