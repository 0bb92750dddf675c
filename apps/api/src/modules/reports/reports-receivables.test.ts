/**
 * The receivables ageing (decision 0151): per distributor, the balances of its ISSUED and
 * PARTIALLY_PAID invoices by days past the due date as of the server's day in India, in the
 * preview, the CSV (rupees, two decimals) and the Excel file (numbers in a rupee format), and in
 * a scheduled run; every figure below is worked out by hand.
 */
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDistributor } from '../../../test/app';
import { paymentsKit } from '../../../test/kits/payments';
import { csvTable, excelGrid } from '../../../test/report-files';
import { india, useMailingTestApp } from '../../../test/use-smtp';

// 00:30 in India on the 20th is still the 19th in UTC: the ageing counts India's day.
let clock = india('11-20', '00:30');
const { t, smtp } = useMailingTestApp({ now: () => clock });
const admin = t.signIn('admin');
const k = paymentsKit(t);
const ids = {} as { a: number; b: number; c: number; d: number };

/** An open invoice of `distributorId` due on `dueDate`, `paidPaise` of it paid. */
async function owed(distributorId: number, totalPaise: number, dueDate: string, paidPaise = 0) {
  const id = await k.invoice(distributorId, totalPaise, { dueDate, issuedOn: '2026-07-01' });
  if (paidPaise > 0) {
    const status = paidPaise === totalPaise ? 'PAID' : 'PARTIALLY_PAID';
    await t.database.db.execute(
      sql`UPDATE invoices SET paid_paise = ${paidPaise}, settled_paise = ${paidPaise}, status = ${status}
           WHERE id = ${id}`,
    );
  }
  return id;
}

beforeAll(async () => {
  const a = await createDistributor(t.database, {
    name: 'Asha Traders',
    gstNumber: '27AAPFA1234A1ZZ',
    state: 'Maharashtra',
  });
  const b = await createDistributor(t.database, { name: 'Bharat Mobiles', gstNumber: null });
  const c = await createDistributor(t.database, { name: 'Chetan Paid Up' });
  const d = await createDistributor(t.database, { name: 'Dinesh In Credit' });
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id });

  // A, today 2026-11-20:
  await owed(a.id, 50000, '2026-11-25'); // not yet due
  await owed(a.id, 100000, '2026-11-10'); // 10 days past due: 0-30
  await owed(a.id, 1000, '2026-11-20'); // due today, 0 days: 0-30
  await owed(a.id, 200, '2026-10-21'); // 30 days: 0-30
  await owed(a.id, 300, '2026-10-20'); // 31 days: 31-60
  await owed(a.id, 250050, '2026-10-06'); // 45 days: 31-60
  await owed(a.id, 300000, '2026-09-11', 120000); // 70 days, partly paid: 180000 in 61-90
  await owed(a.id, 400, '2026-08-22'); // 90 days: 61-90
  await owed(a.id, 500, '2026-08-21'); // 91 days: over 90
  await owed(a.id, 75025, '2026-08-12'); // 100 days: over 90
  await owed(a.id, 40000, '2026-10-01', 40000); // PAID: left out
  await k.invoice(a.id, 999900, { status: 'CANCELLED', dueDate: '2026-10-20' }); // left out
  await k.invoice(a.id, 777700, { status: 'DRAFT' }); // left out
  // B: one invoice 15 days past due.
  await owed(b.id, 118000, '2026-11-05');
  // C owes nothing (paid and cancelled); D's only invoice is a credit (refunds over rent).
  await owed(c.id, 5000, '2026-09-01', 5000);
  await k.invoice(c.id, 6000, { status: 'CANCELLED', dueDate: '2026-09-01' });
  await owed(d.id, -50000, '2026-09-01');
});
const distA = t.signIn('distributor', () => ({ distributorId: ids.a }));
const distB = t.signIn('distributor', () => ({ distributorId: ids.b }));
const retailer = t.signIn('retailer', () => ({ distributorId: ids.a }));

/** A's figures in paise, by hand (see the invoices above). */
const A = {
  notDuePaise: 50000,
  days0To30Paise: 100000 + 1000 + 200,
  days31To60Paise: 300 + 250050,
  days61To90Paise: 180000 + 400,
  over90Paise: 500 + 75025,
  totalPaise: 657475,
};
const B = {
  notDuePaise: 0,
  days0To30Paise: 118000,
  days31To60Paise: 0,
  days61To90Paise: 0,
  over90Paise: 0,
  totalPaise: 118000,
};

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

/** A's and B's lines in the CSV files: the figures of A and B in rupees, two decimals. */
const csvLineA = () => [
  String(ids.a),
  'Asha Traders',
  '27AAPFA1234A1ZZ',
  'Maharashtra',
  '500.00',
  '1012.00',
  '2503.50',
  '1804.00',
  '755.25',
  '6574.75',
];
const csvLineB = () => [
  String(ids.b),
  'Bharat Mobiles',
  '',
  'Gujarat',
  '0.00',
  '1180.00',
  '0.00',
  '0.00',
  '0.00',
  '1180.00',
];

describe('the receivables ageing', () => {
  it('answers one row per distributor that owes, each bucket summed by hand', async () => {
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
      ['totalPaise', 'Total Outstanding', 'rupees'],
    ]);
    // C (nothing owed) and D (a credit) have no row.
    expect(body.total).toBe(2);
    expect(body.rows).toEqual([
      {
        id: ids.a,
        distributor: 'Asha Traders',
        gstNumber: '27AAPFA1234A1ZZ',
        state: 'Maharashtra',
        ...A,
      },
      { id: ids.b, distributor: 'Bharat Mobiles', gstNumber: null, state: 'Gujarat', ...B },
    ]);
  });

  it("counts days to the server's day: a day asked for in the request is ignored", async () => {
    expect((await preview(admin, '?today=2027-06-01&dateFrom=2027-01-01')).rows[0]).toMatchObject(
      A,
    );
    // Six days later (the clock): A's not-yet-due invoice is 1 day past due, B's 21 days,
    // the 30-day one 36 (31-60), the 90-day one 96 (over 90).
    clock = india('11-26', '10:00');
    try {
      const [a, b] = (await preview(admin)).rows;
      expect(a).toMatchObject({
        notDuePaise: 0,
        days0To30Paise: 50000 + 100000 + 1000,
        days31To60Paise: 200 + 300 + 250050,
        days61To90Paise: 180000,
        over90Paise: 400 + 500 + 75025,
        totalPaise: 657475,
      });
      expect(b).toMatchObject({ days0To30Paise: 118000, totalPaise: 118000 });
    } finally {
      clock = india('11-20', '00:30');
    }
  });

  it('filters by distributor and by a minimum outstanding (inclusive)', async () => {
    expect((await preview(admin, `?distributorId=${ids.b}`)).rows.map((r) => r.id)).toEqual([
      ids.b,
    ]);
    expect((await preview(admin, '?minOutstandingPaise=118001')).rows.map((r) => r.id)).toEqual([
      ids.a,
    ]);
    expect((await preview(admin, '?minOutstandingPaise=118000')).total).toBe(2);
    expect((await preview(admin, '?minOutstandingPaise=657476')).total).toBe(0);
    expect((await preview(admin, '?minOutstandingPaise=')).total).toBe(2);
    for (const bad of ['-1', '1.5', 'abc', '9007199254740992']) {
      const res = await get(admin, `?minOutstandingPaise=${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('a distributor reads its own row only; a retailer is refused', async () => {
    expect((await preview(distA)).rows).toEqual([expect.objectContaining({ id: ids.a, ...A })]);
    expect((await preview(distB)).rows).toEqual([expect.objectContaining({ id: ids.b, ...B })]);
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
        'Total Outstanding',
      ],
      csvLineA(),
      csvLineB(),
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
    expect(grid.slice(1)).toEqual([
      [
        ids.a,
        'Asha Traders',
        '27AAPFA1234A1ZZ',
        'Maharashtra',
        500,
        1012,
        2503.5,
        1804,
        755.25,
        6574.75,
      ],
      [ids.b, 'Bharat Mobiles', null, 'Gujarat', 0, 1180, 0, 0, 0, 1180],
    ]);
    const sheet = XLSX.read(res.rawPayload, { type: 'buffer', cellNF: true }).Sheets[
      'receivables report'
    ]!;
    const rupees = '"₹"#,##0.00';
    expect(sheet['I2']).toMatchObject({ t: 'n', v: 755.25, z: rupees, w: '₹755.25' });
    expect(sheet['J2']).toMatchObject({ t: 'n', v: 6574.75, z: rupees, w: '₹6,574.75' });
    expect(sheet['E3']).toMatchObject({ t: 'n', v: 0, z: rupees, w: '₹0.00' });
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
