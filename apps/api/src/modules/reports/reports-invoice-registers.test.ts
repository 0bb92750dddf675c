/**
 * The invoice register and the credit note register (#49): every issued tax invoice with its GST,
 * what was credited, paid and set against it, and every credit note with the invoice it reduces;
 * against documents made through the API (test/kits/registers-world.ts), each figure by hand; the
 * scope, the date and status filters, and the CSV and Excel files.
 */
import { describe, expect, it } from 'vitest';
import { useRegistersWorld } from '../../../test/kits/registers-world';
import { csvTable, excelDays, excelGrid, fileCells } from '../../../test/report-files';

const w = useRegistersWorld();
const { admin, distA, distB, retailer } = w;

/** A's August invoice: 11 days' rent ₹106.45, CGST and SGST ₹9.58 each, the ₹1,500 deposit. */
const invAug = () => ({
  id: w.docs.invAug,
  number: 'INV/26-27/000001',
  date: '2026-09-05',
  distributor: 'Asha Traders',
  gstin: '27AAPFA1234A1Z5',
  placeOfSupply: '27-Maharashtra',
  month: '2026-08',
  taxablePaise: 10645,
  cgstPaise: 958,
  sgstPaise: 958,
  igstPaise: 0,
  nonTaxablePaise: 150000,
  roundOffPaise: 39,
  invoiceTotalPaise: 162600,
  // Its rent line credited (₹125.61); ₹1,000 paid (₹200 more, reversed); the rest, ₹500.39,
  // from the refund voucher: the credit note and the voucher are its credits applied.
  creditedPaise: 12561,
  paidPaise: 100000,
  creditsAppliedPaise: 12561 + 50039,
  balancePaise: 0,
  status: 'PAID',
  dueDate: '2026-09-20',
});
/** B's August invoice: a month's rent ₹300, IGST ₹54, the deposit; paid ₹2,000 (₹146 advance). */
const invBAug = () => ({
  id: w.docs.invBAug,
  number: 'INV/26-27/000002',
  date: '2026-09-05',
  distributor: 'Bharat Mobiles',
  gstin: null,
  placeOfSupply: '29-Karnataka',
  month: '2026-08',
  taxablePaise: 30000,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 5400,
  nonTaxablePaise: 150000,
  roundOffPaise: 0,
  invoiceTotalPaise: 185400,
  // Its rent credited after it was paid: the note could take nothing of it.
  creditedPaise: 35400,
  paidPaise: 185400,
  creditsAppliedPaise: 0,
  balancePaise: 0,
  status: 'PAID',
  dueDate: '2026-09-20',
});
/** A's September invoice, 10 days' rent: cancelled by its credit note. */
const invSep = () => ({
  id: w.docs.invSep,
  number: 'INV/26-27/000003',
  date: '2026-10-05',
  distributor: 'Asha Traders',
  gstin: '27AAPFA1234A1Z5',
  placeOfSupply: '27-Maharashtra',
  month: '2026-09',
  taxablePaise: 10000,
  cgstPaise: 900,
  sgstPaise: 900,
  igstPaise: 0,
  nonTaxablePaise: 0,
  roundOffPaise: 0,
  invoiceTotalPaise: 11800,
  creditedPaise: 11800,
  paidPaise: 0,
  creditsAppliedPaise: 11800,
  balancePaise: 0,
  status: 'CANCELLED',
  dueDate: '2026-10-20',
});

const note = (o: Record<string, unknown>) => ({
  igstPaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  nonTaxablePaise: 0,
  roundOffPaise: 0,
  ...o,
});
const cnA = () =>
  note({
    id: w.docs.cnA,
    number: 'CN/26-27/000001',
    date: '2026-10-10',
    distributor: 'Asha Traders',
    gstin: '27AAPFA1234A1Z5',
    invoiceNumber: 'INV/26-27/000001',
    invoiceDate: '2026-09-05',
    basis: 'LINES',
    taxablePaise: 10645,
    cgstPaise: 958,
    sgstPaise: 958,
    amountPaise: 12561,
    appliedPaise: 12561,
    unappliedPaise: 0,
    reason: 'Rent billed for days in repair',
  });
const cnB = () =>
  note({
    id: w.docs.cnB,
    number: 'CN/26-27/000002',
    date: '2026-10-10',
    distributor: 'Bharat Mobiles',
    gstin: null,
    invoiceNumber: 'INV/26-27/000002',
    invoiceDate: '2026-09-05',
    basis: 'LINES',
    taxablePaise: 30000,
    igstPaise: 5400,
    amountPaise: 35400,
    appliedPaise: 0,
    unappliedPaise: 35400,
    reason: 'Wrong rate',
  });
const cnCancel = () =>
  note({
    id: w.docs.cnCancel,
    number: 'CN/26-27/000003',
    date: '2026-10-14',
    distributor: 'Asha Traders',
    gstin: '27AAPFA1234A1Z5',
    invoiceNumber: 'INV/26-27/000003',
    invoiceDate: '2026-10-05',
    basis: 'FULL',
    taxablePaise: 10000,
    cgstPaise: 900,
    sgstPaise: 900,
    amountPaise: 11800,
    appliedPaise: 11800,
    unappliedPaise: 0,
    reason: 'Billed in error',
  });

const ids = (body: { rows: Record<string, unknown>[] }) => body.rows.map((r) => r.id);

describe('the invoice register', () => {
  it('lists every issued invoice (no draft) with its figures, column by column', async () => {
    const body = await w.preview(admin, 'invoice-register');
    expect(body.fields.map((f) => [f.key, f.header, f.kind])).toEqual([
      ['id', 'ID', 'number'],
      ['number', 'Invoice Number', 'text'],
      ['date', 'Invoice Date', 'date'],
      ['distributor', 'Distributor', 'text'],
      ['gstin', 'GSTIN', 'text'],
      ['placeOfSupply', 'Place of Supply', 'text'],
      ['month', 'Month', 'text'],
      ['taxablePaise', 'Taxable Value', 'rupees'],
      ['cgstPaise', 'CGST', 'rupees'],
      ['sgstPaise', 'SGST', 'rupees'],
      ['igstPaise', 'IGST', 'rupees'],
      ['nonTaxablePaise', 'Non-Taxable (Deposits)', 'rupees'],
      ['roundOffPaise', 'Round-Off', 'rupees'],
      ['invoiceTotalPaise', 'Total', 'rupees'],
      ['creditedPaise', 'Credited', 'rupees'],
      ['paidPaise', 'Paid', 'rupees'],
      ['creditsAppliedPaise', 'Credits Applied', 'rupees'],
      ['balancePaise', 'Balance', 'rupees'],
      ['status', 'Status', 'text'],
      ['dueDate', 'Due Date', 'date'],
    ]);
    // B's September invoice is still a draft: not a document yet.
    expect(body.rows).toEqual([invAug(), invBAug(), invSep()]);
    expect(ids(body)).not.toContain(w.docs.invBSepDraft);
  });

  it('filters by the issue day, the status and the distributor', async () => {
    const q = async (query: string) => ids(await w.preview(admin, 'invoice-register', query));
    expect(await q('?dateFrom=2026-10-01')).toEqual([w.docs.invSep]);
    expect(await q('?dateTo=2026-09-30')).toEqual([w.docs.invAug, w.docs.invBAug]);
    expect(await q('?dateFrom=2026-09-05&dateTo=2026-09-05')).toEqual([
      w.docs.invAug,
      w.docs.invBAug,
    ]);
    expect(await q('?dateFrom=2026-10-06')).toEqual([]);
    expect(await q('?status=CANCELLED')).toEqual([w.docs.invSep]);
    expect(await q('?status=PAID&distributorId=' + w.ids.a)).toEqual([w.docs.invAug]);
    for (const bad of ['?status=DRAFT', '?dateFrom=2026-10-02&dateTo=2026-10-01', '?dateTo=x'])
      expect((await w.get(admin, 'invoice-register', bad)).statusCode, bad).toBe(400);
  });

  it('shows a distributor its own invoices only; a retailer nothing', async () => {
    expect((await w.preview(distA, 'invoice-register')).rows).toEqual([invAug(), invSep()]);
    expect((await w.preview(distB, 'invoice-register')).rows).toEqual([invBAug()]);
    expect((await w.preview(distA, 'invoice-register', `?distributorId=${w.ids.b}`)).total).toBe(0);
    expect((await w.get(retailer, 'invoice-register')).statusCode).toBe(403);
    expect((await w.file(retailer, 'invoice-register', 'csv')).statusCode).toBe(403);
  });

  it('writes the CSV in rupees and the Excel file in numbers of rupees, as previewed', async () => {
    const { fields, rows } = await w.preview(admin, 'invoice-register');
    const csv = await w.file(admin, 'invoice-register', 'csv', '&dateTo=2026-09-30');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('invoice-register-report-2026-11-20.csv');
    const table = csvTable(csv.body);
    expect(table[0]).toEqual(fields.map((f) => f.header));
    expect(table.slice(1)).toEqual(rows.slice(0, 2).map((r) => fileCells(fields, r).csv));
    // By hand: A's figures, and B's empty GSTIN.
    expect(table[1]!.slice(7, 18)).toEqual(
      ['106.45', '9.58', '9.58', '0.00', '1500.00', '0.39', '1626.00', '125.61'].concat([
        '1000.00',
        '626.00',
        '0.00',
      ]),
    );
    expect(table[2]![4]).toBe('');
    const excel = await w.file(distA, 'invoice-register', 'excel');
    expect(excel.statusCode).toBe(200);
    const grid = excelDays(excelGrid(excel.rawPayload));
    expect(grid.slice(1)).toEqual([invAug(), invSep()].map((r) => fileCells(fields, r).excel));
    expect(grid[1]!.slice(13, 15)).toEqual([1626, 125.61]);
  });
});

describe('the credit note register', () => {
  it('lists every credit note with its invoice, its GST and what is unapplied', async () => {
    const body = await w.preview(admin, 'credit-note-register');
    expect(body.fields.map((f) => [f.key, f.header, f.kind])).toEqual([
      ['id', 'ID', 'number'],
      ['number', 'Credit Note Number', 'text'],
      ['date', 'Credit Note Date', 'date'],
      ['distributor', 'Distributor', 'text'],
      ['gstin', 'GSTIN', 'text'],
      ['invoiceNumber', 'Invoice Number', 'text'],
      ['invoiceDate', 'Invoice Date', 'date'],
      ['basis', 'Basis', 'text'],
      ['taxablePaise', 'Taxable Value', 'rupees'],
      ['cgstPaise', 'CGST', 'rupees'],
      ['sgstPaise', 'SGST', 'rupees'],
      ['igstPaise', 'IGST', 'rupees'],
      ['nonTaxablePaise', 'Non-Taxable (Deposits)', 'rupees'],
      ['roundOffPaise', 'Round-Off', 'rupees'],
      ['amountPaise', 'Amount', 'rupees'],
      ['appliedPaise', 'Applied', 'rupees'],
      ['unappliedPaise', 'Unapplied', 'rupees'],
      ['reason', 'Reason', 'text'],
    ]);
    expect(body.rows).toEqual([cnA(), cnB(), cnCancel()]);
  });

  it('filters by the note day and the distributor; scoped like the invoices', async () => {
    const q = async (who: typeof admin, query: string) =>
      ids(await w.preview(who, 'credit-note-register', query));
    expect(await q(admin, '?dateFrom=2026-10-11')).toEqual([w.docs.cnCancel]);
    expect(await q(admin, '?dateTo=2026-10-10')).toEqual([w.docs.cnA, w.docs.cnB]);
    expect(await q(admin, `?distributorId=${w.ids.b}`)).toEqual([w.docs.cnB]);
    expect(await q(distA, '')).toEqual([w.docs.cnA, w.docs.cnCancel]);
    expect(await q(distB, `?distributorId=${w.ids.a}`)).toEqual([]);
    expect((await w.get(retailer, 'credit-note-register')).statusCode).toBe(403);
  });

  it('writes its CSV and Excel files', async () => {
    const { fields } = await w.preview(admin, 'credit-note-register');
    const table = csvTable((await w.file(distB, 'credit-note-register', 'csv')).body);
    expect(table).toEqual([fields.map((f) => f.header), fileCells(fields, cnB()).csv]);
    expect(table[1]!.slice(14, 17)).toEqual(['354.00', '0.00', '354.00']);
    const excel = await w.file(admin, 'credit-note-register', 'excel', '&dateFrom=2026-10-11');
    expect(excelDays(excelGrid(excel.rawPayload)).slice(1)).toEqual([
      fileCells(fields, cnCancel()).excel,
    ]);
  });
});
