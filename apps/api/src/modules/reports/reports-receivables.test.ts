/**
 * The receivables ageing (decisions 0151 and 0159): per distributor, the balances of its ISSUED
 * and PARTIALLY_PAID invoices by days past the due date as of the server's day in India, its
 * unapplied credits (negative) and the net, which is its ledger's balance; in the preview, the
 * CSV (rupees, two decimals) and the Excel file (numbers in a rupee format), and in a scheduled
 * run. Every figure below is worked out by hand; payments, cancellations and refund vouchers are
 * made through the API, so the ledger holds them too.
 */
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { A, B, D, E, useAgeingWorld } from '../../../test/kits/ageing-world';
import { depositsKit } from '../../../test/kits/deposits';
import { csvTable, excelGrid } from '../../../test/report-files';
import { india, useMailingTestApp } from '../../../test/use-smtp';

// 00:30 in India on the 20th is still the 19th in UTC: the ageing counts India's day.
let clock = india('11-20', '00:30');
const { t, smtp } = useMailingTestApp({ now: () => clock });
const admin = t.signIn('admin');
const deposits = depositsKit(t);

const ids = useAgeingWorld(t, admin);
const distA = t.signIn('distributor', () => ({ distributorId: ids.a }));
const distB = t.signIn('distributor', () => ({ distributorId: ids.b }));
const distE = t.signIn('distributor', () => ({ distributorId: ids.e }));
const retailer = t.signIn('retailer', () => ({ distributorId: ids.a }));

const get = (who: { authorization: string }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/reports/receivables${query}`, headers: who });

/** The export file (GET /reports/receivables/export) in `format`. */
const exportFile = (who: { authorization: string }, format: 'csv' | 'excel') =>
  t.app.inject({
    method: 'GET',
    url: `/api/reports/receivables/export?format=${format}`,
    headers: who,
  });

type Preview = {
  fields: { key: string; header: string; kind: string }[];
  rows: Record<string, unknown>[];
  total: number;
};
const preview = async (who: { authorization: string }, query = '') => {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Preview;
};

/** A distributor's line in the CSV files: its figures in rupees, two decimals. */
const csvLine = (id: number, name: string, gstin: string, state: string, money: string[]) => [
  String(id),
  name,
  gstin,
  state,
  ...money,
];
const csvLineA = () =>
  csvLine(ids.a, 'Asha Traders', '27AAPFA1234A1ZZ', 'Maharashtra', [
    '500.00',
    '1012.00',
    '2503.50',
    '1804.00',
    '755.25',
    '0.00',
    '6574.75',
  ]);
const csvLineB = () =>
  csvLine(ids.b, 'Bharat Mobiles', '', 'Gujarat', [
    '0.00',
    '1180.00',
    '0.00',
    '0.00',
    '0.00',
    '0.00',
    '1180.00',
  ]);
const csvLineD = () =>
  csvLine(ids.d, 'Dinesh In Credit', '', 'Gujarat', [
    ...['0.00', '0.00', '0.00', '0.00', '0.00'],
    '-500.00',
    '-500.00',
  ]);
const csvLineE = () =>
  csvLine(ids.e, 'Ekta Refunded', '', 'Gujarat', [
    ...['626.00', '0.00', '0.00', '0.00', '0.00'],
    '-1500.00',
    '-874.00',
  ]);

describe('the receivables ageing', () => {
  it('answers one row per distributor that owes or is owed, each figure summed by hand', async () => {
    const body = await preview(admin);
    expect(body.fields.map((f) => [f.key, f.header, f.kind])).toEqual([
      ['id', 'Distributor ID', 'number'],
      ['distributor', 'Distributor', 'text'],
      ['gstNumber', 'GST Number', 'text'],
      ['state', 'State', 'text'],
      ['notDuePaise', 'Not Yet Due', 'rupees'],
      ['days0To30Paise', '0-30 Days', 'rupees'],
      ['days31To60Paise', '31-60 Days', 'rupees'],
      ['days61To90Paise', '61-90 Days', 'rupees'],
      ['over90Paise', 'Over 90 Days', 'rupees'],
      ['creditsPaise', 'Unapplied Credits', 'rupees'],
      ['totalPaise', 'Net Outstanding', 'rupees'],
    ]);
    // C (nothing owed, nothing unapplied) has no row; D and E, owed more than they owe, have
    // a net below zero.
    expect(body.total).toBe(4);
    expect(body.rows).toEqual([
      {
        id: ids.a,
        distributor: 'Asha Traders',
        gstNumber: '27AAPFA1234A1ZZ',
        state: 'Maharashtra',
        ...A,
      },
      { id: ids.b, distributor: 'Bharat Mobiles', gstNumber: null, state: 'Gujarat', ...B },
      { id: ids.d, distributor: 'Dinesh In Credit', gstNumber: null, state: 'Gujarat', ...D },
      { id: ids.e, distributor: 'Ekta Refunded', gstNumber: null, state: 'Gujarat', ...E },
    ]);
  });

  it("nets to each distributor's ledger balance (GET /billing/ledger), 0 without a row", async () => {
    const rows = new Map((await preview(admin)).rows.map((r) => [r.id, r.totalPaise]));
    for (const id of Object.values(ids)) {
      const ledger = await deposits.ok(admin, 'GET', `/api/billing/ledger?distributorId=${id}`);
      expect(ledger.balancePaise, `distributor ${id}`).toBe(rows.get(id) ?? 0);
      expect(ledger.openInvoicesPaise - ledger.unappliedCreditsPaise).toBe(ledger.balancePaise);
    }
    expect(rows.get(ids.e)).toBe(162600 - 100000 - 150000);
  });

  it("counts days to the server's day: a day asked for in the request is ignored", async () => {
    expect((await preview(admin, '?today=2027-06-01&dateFrom=2027-01-01')).rows[0]).toMatchObject(
      A,
    );
    // Six days later (the clock): A's not-yet-due invoice is 1 day past due, B's 21 days,
    // the 30-day one 36 (31-60), the 90-day one 96 (over 90); E's is not due until 5 December.
    clock = india('11-26', '10:00');
    try {
      const [a, b, d, e] = (await preview(admin)).rows;
      expect(a).toMatchObject({
        notDuePaise: 0,
        days0To30Paise: 50000 + 100000 + 1000,
        days31To60Paise: 200 + 300 + 250050,
        days61To90Paise: 180000,
        over90Paise: 400 + 500 + 75025,
        totalPaise: 657475,
      });
      expect(b).toMatchObject({ days0To30Paise: 118000, totalPaise: 118000 });
      expect(d).toMatchObject(D);
      expect(e).toMatchObject(E);
    } finally {
      clock = india('11-20', '00:30');
    }
  });

  it('filters by distributor and by a minimum net outstanding (inclusive)', async () => {
    expect((await preview(admin, `?distributorId=${ids.b}`)).rows.map((r) => r.id)).toEqual([
      ids.b,
    ]);
    expect((await preview(admin, `?distributorId=${ids.e}`)).rows).toEqual([
      expect.objectContaining(E),
    ]);
    expect((await preview(admin, '?minOutstandingPaise=118001')).rows.map((r) => r.id)).toEqual([
      ids.a,
    ]);
    expect((await preview(admin, '?minOutstandingPaise=118000')).total).toBe(2);
    // A net below zero is below every minimum.
    expect((await preview(admin, '?minOutstandingPaise=0')).total).toBe(2);
    expect((await preview(admin, '?minOutstandingPaise=657476')).total).toBe(0);
    expect((await preview(admin, '?minOutstandingPaise=')).total).toBe(4);
    for (const bad of ['-1', '1.5', 'abc', '9007199254740992']) {
      const res = await get(admin, `?minOutstandingPaise=${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('a distributor reads its own row only; a retailer is refused', async () => {
    expect((await preview(distA)).rows).toEqual([expect.objectContaining({ id: ids.a, ...A })]);
    expect((await preview(distB)).rows).toEqual([expect.objectContaining({ id: ids.b, ...B })]);
    expect((await preview(distE)).rows).toEqual([expect.objectContaining({ id: ids.e, ...E })]);
    // Another distributor's id as the filter: nothing.
    expect((await preview(distA, `?distributorId=${ids.b}`)).total).toBe(0);
    expect((await get(retailer)).statusCode).toBe(403);
    expect((await exportFile(retailer, 'csv')).statusCode).toBe(403);
  });

  it('writes the CSV in rupees with two decimals, named after the India day', async () => {
    const res = await exportFile(admin, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('receivables-report-2026-11-20.csv');
    expect(csvTable(res.body)).toEqual([
      [
        'Distributor ID',
        'Distributor',
        'GST Number',
        'State',
        'Not Yet Due',
        '0-30 Days',
        '31-60 Days',
        '61-90 Days',
        'Over 90 Days',
        'Unapplied Credits',
        'Net Outstanding',
      ],
      csvLineA(),
      csvLineB(),
      csvLineD(),
      csvLineE(),
    ]);
    // A distributor's file: its own line.
    const own = await get(distB, '?format=csv');
    expect(csvTable(own.body).slice(1)).toEqual([csvLineB()]);
  });

  it('writes Excel numbers of rupees in a rupee format with two decimals', async () => {
    const res = await exportFile(admin, 'excel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('receivables-report-2026-11-20.xlsx');
    const grid = excelGrid(res.rawPayload);
    const none = [0, 0, 0, 0, 0];
    expect(grid.slice(1)).toEqual([
      [
        ids.a,
        'Asha Traders',
        '27AAPFA1234A1ZZ',
        'Maharashtra',
        ...[500, 1012, 2503.5, 1804, 755.25, 0, 6574.75],
      ],
      [ids.b, 'Bharat Mobiles', null, 'Gujarat', 0, 1180, 0, 0, 0, 0, 1180],
      [ids.d, 'Dinesh In Credit', null, 'Gujarat', ...none, -500, -500],
      [ids.e, 'Ekta Refunded', null, 'Gujarat', 626, 0, 0, 0, 0, -1500, -874],
    ]);
    const sheet = XLSX.read(res.rawPayload, { type: 'buffer', cellNF: true }).Sheets[
      'receivables report'
    ]!;
    const rupees = '"₹"#,##0.00';
    expect(sheet['I2']).toMatchObject({ t: 'n', v: 755.25, z: rupees, w: '₹755.25' });
    expect(sheet['K2']).toMatchObject({ t: 'n', v: 6574.75, z: rupees, w: '₹6,574.75' });
    expect(sheet['E3']).toMatchObject({ t: 'n', v: 0, z: rupees, w: '₹0.00' });
    expect(sheet['J5']).toMatchObject({ t: 'n', v: -1500, z: rupees });
    expect(sheet['K5']).toMatchObject({ t: 'n', v: -874, z: rupees });
    // The id stays a plain number.
    expect(sheet['A2']).toMatchObject({ t: 'n', v: ids.a, z: 'General' });
  });
});

describe('a scheduled receivables ageing', () => {
  it("runs as its owner on the clock's day: the distributor's own line, in rupees", async () => {
    const schedule = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/report-schedules',
        headers: distA.auth,
        payload: {
          name: 'My ageing',
          reportType: 'receivables',
          format: 'csv',
          frequency: 'daily',
          timeOfDay: '09:00',
          ...body,
        },
      });
    // Its filters are checked as the export's.
    expect((await schedule({ filters: { minOutstandingPaise: -5 } })).statusCode).toBe(400);
    const made = await schedule({ filters: { minOutstandingPaise: 100 } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().schedule.nextRunAt).toBe('2026-11-20T03:30:00.000Z');

    clock = india('11-20', '09:00');
    await t.app.background.drain();
    await smtp.waitFor(1);
    const mail = smtp.messages.find((m) => m.subject === 'Scheduled report: My ageing')!;
    const file = mail.attachments[0]!;
    expect(file.filename).toBe('receivables-report-2026-11-20.csv');
    expect(csvTable(file.content.toString('utf8')).slice(1)).toEqual([csvLineA()]);
  });
});
