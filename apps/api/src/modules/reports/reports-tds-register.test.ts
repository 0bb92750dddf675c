/**
 * The TDS register (#49), for Form 26Q: the approved commission statements on which TDS under
 * section 194H was computed, with the payee's PAN (from its GSTIN), the amount credited, the
 * rate, base and amount deducted, the net and what was paid out of it; against documents made
 * through the API (test/kits/registers-world.ts), each figure by hand; the scope, a quarter as a
 * date range, the status filter, the CSV and Excel files and a scheduled run.
 */
import { describe, expect, it } from 'vitest';
import { useRegistersWorld } from '../../../test/kits/registers-world';
import { csvTable, excelDays, excelGrid, fileCells } from '../../../test/report-files';

const w = useRegistersWorld({ mail: true });
const { admin, distA, distB, retailer } = w;

/**
 * B's September: two activations, ₹30,000 credited, past the ₹20,000 threshold at once: TDS on
 * all of it at its certificate's 0.5%, ₹150.00. B has no GSTIN, so no PAN.
 */
const csB = () => ({
  id: w.docs.csBSep,
  number: 'CS/26-27/000002',
  date: '2026-10-15',
  distributor: 'Bharat Mobiles',
  pan: null,
  month: '2026-09',
  section: '194H',
  grossPaise: 3_000_000,
  tdsRate: '0.50',
  tdsBasePaise: 3_000_000,
  tdsPaise: 15_000,
  netPaise: 2_985_000,
  paidOutPaise: 0,
  lastPayoutDate: null,
  lastPayoutReference: null,
  status: 'APPROVED',
});
/**
 * A's October: ₹15,000 credited takes A's year (₹15,000 in September, within the threshold, so
 * not in the register) past ₹20,000: TDS at 2% on the year's ₹30,000, ₹600.00; ₹5,000 of the
 * net ₹14,400 paid out in two payouts.
 */
const csA = () => ({
  id: w.docs.csAOct,
  number: 'CS/26-27/000003',
  date: '2026-11-16',
  distributor: 'Asha Traders',
  pan: 'AAPFA1234A',
  month: '2026-10',
  section: '194H',
  grossPaise: 1_500_000,
  tdsRate: '2.00',
  tdsBasePaise: 3_000_000,
  tdsPaise: 60_000,
  netPaise: 1_440_000,
  paidOutPaise: 500_000,
  lastPayoutDate: '2026-11-18',
  lastPayoutReference: 'IMPS-CS-2',
  status: 'PARTIALLY_PAID',
});

const ids = (body: { rows: Record<string, unknown>[] }) => body.rows.map((r) => r.id);
const q = async (who: typeof admin, query: string) =>
  ids(await w.preview(who, 'tds-register', query));

describe('the TDS register', () => {
  it('lists the statements TDS was computed on, with the PAN, the deduction and the payouts', async () => {
    const body = await w.preview(admin, 'tds-register');
    expect(body.fields.map((f) => [f.key, f.header, f.kind])).toEqual([
      ['id', 'ID', 'number'],
      ['number', 'Statement Number', 'text'],
      ['date', 'Approved On (Credited)', 'date'],
      ['distributor', 'Distributor', 'text'],
      ['pan', 'PAN', 'text'],
      ['month', 'Month', 'text'],
      ['section', 'Section', 'text'],
      ['grossPaise', 'Gross (Credited)', 'rupees'],
      ['tdsRate', 'TDS Rate (%)', 'text'],
      ['tdsBasePaise', 'TDS Base', 'rupees'],
      ['tdsPaise', 'TDS Amount', 'rupees'],
      ['netPaise', 'Net', 'rupees'],
      ['paidOutPaise', 'Paid Out', 'rupees'],
      ['lastPayoutDate', 'Last Payout Date', 'date'],
      ['lastPayoutReference', 'Last Payout Reference', 'text'],
      ['status', 'Status', 'text'],
    ]);
    expect(body.rows).toEqual([csB(), csA()]);
    expect(ids(body)).not.toContain(w.docs.csASep);
  });

  it('takes a quarter as a date range on the day approved; filters by status', async () => {
    // Q3 of 2026-27 (October to December): both; Q2 (July to September): none.
    expect(await q(admin, '?dateFrom=2026-10-01&dateTo=2026-12-31')).toEqual([
      w.docs.csBSep,
      w.docs.csAOct,
    ]);
    expect(await q(admin, '?dateFrom=2026-07-01&dateTo=2026-09-30')).toEqual([]);
    expect(await q(admin, '?dateFrom=2026-10-16')).toEqual([w.docs.csAOct]);
    expect(await q(admin, '?status=PARTIALLY_PAID')).toEqual([w.docs.csAOct]);
    expect(await q(admin, '?status=APPROVED')).toEqual([w.docs.csBSep]);
    expect(await q(admin, '?status=PAID')).toEqual([]);
    expect(await q(admin, `?distributorId=${w.ids.b}`)).toEqual([w.docs.csBSep]);
  });

  it('shows a distributor its own statements only; a retailer nothing', async () => {
    expect((await w.preview(distA, 'tds-register')).rows).toEqual([csA()]);
    expect(await q(distB, '')).toEqual([w.docs.csBSep]);
    expect(await q(distB, `?distributorId=${w.ids.a}`)).toEqual([]);
    expect((await w.get(retailer, 'tds-register')).statusCode).toBe(403);
    expect((await w.file(retailer, 'tds-register', 'csv')).statusCode).toBe(403);
  });

  it('writes its CSV and Excel files', async () => {
    const { fields } = await w.preview(admin, 'tds-register');
    const table = csvTable((await w.file(admin, 'tds-register', 'csv')).body);
    expect(table).toEqual([
      fields.map((f) => f.header),
      fileCells(fields, csB()).csv,
      fileCells(fields, csA()).csv,
    ]);
    expect(table[2]!.slice(4, 15)).toEqual([
      'AAPFA1234A',
      '2026-10',
      '194H',
      '15000.00',
      '2.00',
      '30000.00',
      '600.00',
      '14400.00',
      '5000.00',
      '2026-11-18',
      'IMPS-CS-2',
    ]);
    const excel = await w.file(admin, 'tds-register', 'excel', '&dateFrom=2026-11-01');
    expect(excelDays(excelGrid(excel.rawPayload)).slice(1)).toEqual([
      fileCells(fields, csA()).excel,
    ]);
  });
});

describe('a scheduled TDS register', () => {
  it("runs as its owner with its quarter: the distributor's own statements", async () => {
    const made = await w.t.app.inject({
      method: 'POST',
      url: '/api/report-schedules',
      headers: distA.auth,
      payload: {
        name: 'My TDS this quarter',
        reportType: 'tds-register',
        filters: { dateFrom: '2026-10-01', dateTo: '2026-12-31' },
        format: 'csv',
        frequency: 'daily',
        timeOfDay: '11:00',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().schedule.nextRunAt).toBe('2026-11-20T05:30:00.000Z');
    w.at('11-20', '11:00');
    await w.t.app.background.drain();
    await w.smtp!.waitFor(1);
    const mail = w.smtp!.messages.find(
      (m) => m.subject === 'Scheduled report: My TDS this quarter',
    )!;
    const file = mail.attachments[0]!;
    expect(file.filename).toBe('tds-register-report-2026-11-20.csv');
    const { fields } = await w.preview(admin, 'tds-register');
    expect(csvTable(file.content.toString('utf8')).slice(1)).toEqual([
      fileCells(fields, csA()).csv,
    ]);
  });
});
