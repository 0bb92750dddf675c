import { describe, expect, it } from 'vitest';
import { column, preview, useMerchantWorld } from '../../../test/merchant-reports';
import { csvTable, excelGrid, expectFilesMatchPreview } from '../../../test/report-files';
import { useTestApp } from '../../../test/use-app';
import type { Principal } from '../../access/principal';
import { reportBatches } from './report-sql';

/** The RMA batches and transfers reports (#16), and every merchant report as CSV and Excel. */
const t = useTestApp();
const { admin, as, world } = useMerchantWorld(t);

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

describe('RMA batches report', () => {
  it('has one row per batch device, by batch then device', async () => {
    const res = await preview(t, 'rma', admin.auth);
    expect(res.rows.map((r) => [r['batchNumber'], r['serialNumber']])).toEqual([
      [world().r1.batchNumber, 'MR-8'],
      [world().r1.batchNumber, 'MR-9'],
      [world().r2.batchNumber, 'MR-5'],
      [world().r2.batchNumber, 'MR-8'],
    ]);
    expect(res.rows[0]).toEqual({
      id: world().r1.id,
      batchNumber: world().r1.batchNumber,
      status: 'SENT',
      provider: 'Telering Payments',
      reference: 'REF-1',
      courier: 'BlueDart',
      trackingNumber: 'BD123',
      machineId: world().m8.id,
      serialNumber: 'MR-8',
      outcome: null,
      replacementSerial: null,
      sentAt: '2024-07-01T04:30:00.000Z',
      receivedAt: null,
      closedAt: null,
    });
    expect(res.rows[2]).toMatchObject({
      status: 'CLOSED',
      provider: 'Everlife Pay',
      courier: null,
      outcome: 'REPLACED',
      replacementSerial: 'MR-NEW',
      receivedAt: '2024-08-05T04:30:00.000Z',
      closedAt: '2024-08-10T04:30:00.000Z',
    });
  });

  it('filters by status, provider and sent date', async () => {
    const serials = (q: string) => column(t, 'rma', 'serialNumber', admin.auth, q);
    expect(await serials('status=CLOSED')).toEqual(['MR-5', 'MR-8']);
    expect(await serials(`serviceProviderId=${world().p1.id}`)).toEqual(['MR-8', 'MR-9']);
    expect(await serials('dateFrom=2024-07-02')).toEqual(['MR-5', 'MR-8']);
    expect(await serials('dateTo=2024-07-01')).toEqual(['MR-8', 'MR-9']);
  });

  it('is admin only: a distributor gets 403 for the preview and the file', async () => {
    expect((await get('reports/rma', as.a)).statusCode).toBe(403);
    expect((await get('reports/rma/export?format=csv', as.a)).statusCode).toBe(403);
    expect((await get('reports/rma?format=excel', as.b)).statusCode).toBe(403);
  });

  it('streams every row once in batches smaller than a batch (keyset on batch and device)', async () => {
    const principal: Principal = {
      userId: admin.user.id,
      name: admin.user.name,
      role: 'admin',
      distributorId: null,
      retailerId: null,
      sessionId: 'test',
      twoFactorEnabled: false,
    };
    const seen: unknown[] = [];
    for await (const batch of reportBatches(t.database.db, 'rma', principal, {}, 1))
      seen.push(...batch.map((r) => `${r['id']}/${r['machineId']}`));
    expect(seen).toEqual([
      `${world().r1.id}/${world().m8.id}`,
      `${world().r1.id}/${world().m9.id}`,
      `${world().r2.id}/${world().m5.id}`,
      `${world().r2.id}/${world().m8.id}`,
    ]);
  });
});

describe('transfers report', () => {
  it('has one row per transferred device', async () => {
    const res = await preview(t, 'transfers', admin.auth);
    expect(res.rows).toEqual([
      {
        id: world().t1.id,
        transferNumber: world().t1.transferNumber,
        status: 'PENDING',
        fromDistributor: 'ABC Distributors',
        toDistributor: 'XYZ Distributors',
        machineId: world().m6.id,
        serialNumber: 'MR-6',
        createdAt: '2024-09-01T04:30:00.000Z',
        decidedAt: null,
        refusalReason: null,
      },
      expect.objectContaining({ id: world().t1.id, serialNumber: 'MR-10' }),
      {
        id: world().t2.id,
        transferNumber: world().t2.transferNumber,
        status: 'REFUSED',
        fromDistributor: 'XYZ Distributors',
        toDistributor: 'PQR Distributors',
        machineId: world().m11.id,
        serialNumber: 'MR-11',
        createdAt: '2024-09-05T04:30:00.000Z',
        decidedAt: '2024-09-06T04:30:00.000Z',
        refusalReason: 'Not ordered',
      },
    ]);
  });

  it('filters by status, distributor (either side) and date', async () => {
    const serials = (q: string) => column(t, 'transfers', 'serialNumber', admin.auth, q);
    expect(await serials('status=REFUSED')).toEqual(['MR-11']);
    expect(await serials(`distributorId=${world().c.id}`)).toEqual(['MR-11']);
    expect(await serials(`distributorId=${world().b.id}`)).toEqual(['MR-6', 'MR-10', 'MR-11']);
    expect(await serials('dateFrom=2024-09-02')).toEqual(['MR-11']);
  });

  it('shows a distributor only the transfers it sends or receives', async () => {
    const serials = (h: Record<string, string>, q = '') =>
      column(t, 'transfers', 'serialNumber', h, q);
    expect(await serials(as.a)).toEqual(['MR-6', 'MR-10']);
    expect(await serials(as.b)).toEqual(['MR-6', 'MR-10', 'MR-11']);
    expect(await serials(as.c)).toEqual(['MR-11']);
    expect(await serials(as.a, `distributorId=${world().c.id}`)).toEqual([]);
  });
});

describe('every merchant report in both formats', () => {
  const CASES: [string, () => Record<string, string>, string][] = [
    ['activation', () => admin.auth, ''],
    ['activation', () => as.b, 'activationState=INSTALLED'],
    ['idle', () => admin.auth, ''],
    ['swaps', () => as.a, ''],
    ['swaps', () => admin.auth, 'dateFrom=2024-06-01'],
    ['rma', () => admin.auth, ''],
    ['transfers', () => as.b, ''],
  ];
  it.each(CASES)('%s (%#): CSV and Excel equal the preview cell by cell', async (type, who, q) => {
    const headers = who();
    const expected = await preview(t, type, headers, q);
    expect(expected.total).toBeGreaterThan(0);
    const csv = await get(`reports/${type}/export?format=csv&${q}`, headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`filename="${type}-report-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const table = csvTable(csv.body);
    const xlsx = await get(`reports/${type}?format=excel&${q}`, headers);
    expect(table[0]).toEqual(expected.fields.map((f) => f.header));
    expectFilesMatchPreview(expected, table, excelGrid(xlsx.rawPayload));
  });
});
