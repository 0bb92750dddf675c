/**
 * The refund voucher register and the payment register (#49): the deposits returned on issued
 * refund vouchers, the payments received with what each settled, its advance and its reversal;
 * against documents made through the API (test/kits/registers-world.ts), each figure by hand;
 * the scope, the date and status filters, and the CSV and Excel files.
 */
import { describe, expect, it } from 'vitest';
import { useRegistersWorld } from '../../../test/kits/registers-world';
import { csvTable, excelDays, excelGrid, fileCells } from '../../../test/report-files';

const w = useRegistersWorld();
const { admin, distA, distB, retailer } = w;

/** A's deposit back, ₹500.39 of it set against A's August invoice. */
const voucher = () => ({
  id: w.docs.voucher,
  number: 'RV/26-27/000001',
  date: '2026-10-05',
  distributor: 'Asha Traders',
  month: '2026-09',
  amountPaise: 150000,
  appliedPaise: 50039,
  unappliedPaise: 99961,
  status: 'PARTIALLY_SETTLED',
});

const payment = (o: Record<string, unknown>) => ({
  reversedOn: null,
  reverseReason: null,
  ...o,
});
const payA1 = () =>
  payment({
    id: w.docs.payA1,
    date: '2026-09-15',
    reference: 'UTR-A1',
    method: 'UPI',
    distributor: 'Asha Traders',
    invoiceNumber: 'INV/26-27/000001',
    amountPaise: 100000,
    appliedPaise: 100000,
    advancePaise: 0,
  });
/** ₹2,000 on B's ₹1,854 invoice: ₹146 left as its advance. */
const payB1 = () =>
  payment({
    id: w.docs.payB1,
    date: '2026-09-25',
    reference: 'UTR-B1',
    method: 'NEFT',
    distributor: 'Bharat Mobiles',
    invoiceNumber: 'INV/26-27/000002',
    amountPaise: 200000,
    appliedPaise: 185400,
    advancePaise: 14600,
  });
/** A bounced cheque: reversed at 00:30 on 12 October in India (still the 11th in UTC). */
const payA2 = () =>
  payment({
    id: w.docs.payA2,
    date: '2026-10-06',
    reference: 'CHQ-000123',
    method: 'CHEQUE',
    distributor: 'Asha Traders',
    invoiceNumber: 'INV/26-27/000001',
    amountPaise: 20000,
    appliedPaise: 0,
    advancePaise: 0,
    reversedOn: '2026-10-12',
    reverseReason: 'Cheque bounced',
  });

const ids = (body: { rows: Record<string, unknown>[] }) => body.rows.map((r) => r.id);

describe('the refund voucher register', () => {
  it('lists the issued refund vouchers (no draft) with what is applied and unapplied', async () => {
    const body = await w.preview(admin, 'refund-voucher-register');
    expect(body.fields.map((f) => [f.key, f.header, f.kind])).toEqual([
      ['id', 'ID', 'number'],
      ['number', 'Refund Voucher Number', 'text'],
      ['date', 'Refund Voucher Date', 'date'],
      ['distributor', 'Distributor', 'text'],
      ['month', 'Month', 'text'],
      ['amountPaise', 'Amount', 'rupees'],
      ['appliedPaise', 'Applied', 'rupees'],
      ['unappliedPaise', 'Unapplied', 'rupees'],
      ['status', 'Status', 'text'],
    ]);
    // B's voucher is a draft.
    expect(body.rows).toEqual([voucher()]);
  });

  it('filters by the issue day and the status; a distributor sees its own', async () => {
    const q = async (who: typeof admin, query: string) =>
      ids(await w.preview(who, 'refund-voucher-register', query));
    expect(await q(admin, '?dateFrom=2026-10-05&dateTo=2026-10-05')).toEqual([w.docs.voucher]);
    expect(await q(admin, '?dateTo=2026-10-04')).toEqual([]);
    expect(await q(admin, '?status=PARTIALLY_SETTLED')).toEqual([w.docs.voucher]);
    expect(await q(admin, '?status=SETTLED')).toEqual([]);
    expect((await w.get(admin, 'refund-voucher-register', '?status=DRAFT')).statusCode).toBe(400);
    expect(await q(distA, '')).toEqual([w.docs.voucher]);
    expect(await q(distB, '')).toEqual([]);
    expect((await w.get(retailer, 'refund-voucher-register')).statusCode).toBe(403);
  });

  it('writes its CSV and Excel files', async () => {
    const { fields } = await w.preview(admin, 'refund-voucher-register');
    const table = csvTable((await w.file(distA, 'refund-voucher-register', 'csv')).body);
    expect(table).toEqual([fields.map((f) => f.header), fileCells(fields, voucher()).csv]);
    expect(table[1]!.slice(5, 8)).toEqual(['1500.00', '500.39', '999.61']);
    const excel = await w.file(admin, 'refund-voucher-register', 'excel');
    expect(excel.statusCode).toBe(200);
    expect(excelDays(excelGrid(excel.rawPayload)).slice(1)).toEqual([
      fileCells(fields, voucher()).excel,
    ]);
  });
});

describe('the payment register', () => {
  it('lists the payments received: what each settled, its advance, its reversal', async () => {
    const body = await w.preview(admin, 'payment-register');
    expect(body.fields.map((f) => [f.key, f.header, f.kind])).toEqual([
      ['id', 'ID', 'number'],
      ['date', 'Payment Date', 'date'],
      ['reference', 'Reference', 'text'],
      ['method', 'Method', 'text'],
      ['distributor', 'Distributor', 'text'],
      ['invoiceNumber', 'Invoice Number', 'text'],
      ['amountPaise', 'Amount', 'rupees'],
      ['appliedPaise', 'Applied', 'rupees'],
      ['advancePaise', 'Advance', 'rupees'],
      ['reversedOn', 'Reversed On', 'date'],
      ['reverseReason', 'Reverse Reason', 'text'],
    ]);
    expect(body.rows).toEqual([payA1(), payB1(), payA2()]);
  });

  it('filters by the day paid and the distributor; a distributor sees its own', async () => {
    const q = async (who: typeof admin, query: string) =>
      ids(await w.preview(who, 'payment-register', query));
    expect(await q(admin, '?dateFrom=2026-09-20&dateTo=2026-09-30')).toEqual([w.docs.payB1]);
    expect(await q(admin, '?dateFrom=2026-10-06')).toEqual([w.docs.payA2]);
    expect(await q(admin, `?distributorId=${w.ids.a}`)).toEqual([w.docs.payA1, w.docs.payA2]);
    expect(await q(distA, '')).toEqual([w.docs.payA1, w.docs.payA2]);
    expect(await q(distB, '')).toEqual([w.docs.payB1]);
    expect(await q(distB, `?distributorId=${w.ids.a}`)).toEqual([]);
    expect((await w.get(retailer, 'payment-register')).statusCode).toBe(403);
    expect((await w.file(retailer, 'payment-register', 'excel')).statusCode).toBe(403);
  });

  it('writes its CSV and Excel files', async () => {
    const { fields } = await w.preview(admin, 'payment-register');
    const csv = await w.file(admin, 'payment-register', 'csv');
    expect(csv.headers['content-disposition']).toContain('payment-register-report-2026-11-20.csv');
    const table = csvTable(csv.body);
    expect(table).toEqual([
      fields.map((f) => f.header),
      ...[payA1(), payB1(), payA2()].map((r) => fileCells(fields, r).csv),
    ]);
    expect(table[2]!.slice(6, 9)).toEqual(['2000.00', '1854.00', '146.00']);
    expect(table[3]!.slice(9)).toEqual(['2026-10-12', 'Cheque bounced']);
    const excel = await w.file(distB, 'payment-register', 'excel');
    expect(excelDays(excelGrid(excel.rawPayload)).slice(1)).toEqual([
      fileCells(fields, payB1()).excel,
    ]);
  });
});
