import { Gstr1 } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import { gstin, OUR_GSTIN } from '../../../../test/kits/books-month';
import { buildGstr1, type Gstr1Document, type Gstr1Input } from './gstr1-build';

/** An invoice of one 18% group: `taxable` paise, IGST across states, CGST + SGST within. */
function doc(number: string, pos: string, taxable: number, o: Partial<Gstr1Document> = {}) {
  const tax = (taxable * 18) / 100;
  const intra = pos === '27';
  const group = {
    sac: '997319',
    rate: 18,
    taxable,
    cgst: intra ? tax / 2 : 0,
    sgst: intra ? tax / 2 : 0,
    igst: intra ? 0 : tax,
  };
  return {
    number,
    date: '2026-10-05',
    gstin: null,
    pos,
    valuePaise: taxable + tax,
    groups: [group],
    ...o,
  } satisfies Gstr1Document;
}

const input = (o: Partial<Gstr1Input>): Gstr1Input => ({
  gstin: OUR_GSTIN,
  month: '2026-10',
  invoices: [],
  notes: [],
  ...o,
});

describe('buildGstr1', () => {
  it('puts an unregistered inter-state invoice in B2C large only above the threshold of its day', () => {
    // ₹2 lakh: small under the ₹2.5 lakh limit (to 31 July 2024), large under ₹1 lakh (after).
    const before = doc('INV/24-25/000001', '24', 16_949_200, { date: '2024-07-31' });
    const after = doc('INV/24-25/000002', '24', 16_949_200, { date: '2024-08-01' });
    const file = buildGstr1(input({ month: '2024-07', invoices: [before] }));
    expect(file.b2cl).toBeUndefined();
    expect(file.b2cs).toEqual([expect.objectContaining({ pos: '24', txval: 169_492 })]);
    // Before May 2025 the HSN summary is one list.
    expect(file.hsn).toEqual({ data: [expect.objectContaining({ txval: 169_492 })] });
    const later = buildGstr1(input({ month: '2024-08', invoices: [after] }));
    expect(later.b2cl?.[0]?.inv.map((i) => i.inum)).toEqual(['INV/24-25/000002']);
  });

  it('takes a B2C small credit note off its row, and one of a large invoice to CDNUR', () => {
    const small = doc('INV/26-27/000001', '29', 100_000);
    const large = doc('INV/26-27/000002', '29', 10_000_000);
    const note = (number: string, of: Gstr1Document, taxable: number) => ({
      ...doc(number, '29', taxable),
      invoiceValuePaise: of.valuePaise,
      invoiceDate: of.date,
    });
    const file = buildGstr1(
      input({
        invoices: [small, large],
        notes: [note('CN/26-27/000001', small, 40_000), note('CN/26-27/000002', large, 50_000)],
      }),
    );
    expect(file.b2cs).toEqual([expect.objectContaining({ txval: 600, iamt: 108 })]);
    expect(file.cdnur).toEqual([
      expect.objectContaining({ typ: 'B2CL', nt_num: 'CN/26-27/000002' }),
    ]);
    expect(file.hsn).toEqual({
      hsn_b2b: [],
      hsn_b2c: [expect.objectContaining({ txval: 100_000 + 1_000 - 400 - 500 })],
    });
  });
});

describe('the Gstr1 schema refuses what the portal would', () => {
  const good = () =>
    buildGstr1(
      input({
        invoices: [doc('INV/26-27/000001', '27', 30_000, { gstin: gstin('27AAAPA1234A1Z') })],
      }),
    );
  const issues = (file: unknown) => Gstr1.safeParse(file).error?.issues.map((i) => i.message) ?? [];

  it('accepts what it builds', () => {
    expect(issues(good())).toEqual([]);
  });

  it('an HSN summary that is not the sum of its sections', () => {
    const file = good();
    if ('hsn_b2b' in file.hsn) file.hsn.hsn_b2b[0]!.txval += 1;
    expect(issues(file)).toEqual(['The B2B HSN summary must equal B2B less CDNR']);
  });

  it('IGST within our state, a tax not at its rate, a value below its items', () => {
    const det = () => good().b2b![0]!.inv[0]!;
    const igst = good();
    Object.assign(igst.b2b![0]!.inv[0]!.itms[0]!.itm_det, { iamt: 54, camt: 0, samt: 0 });
    expect(issues(igst)).toContain('Within a state: CGST = SGST, no IGST');
    const rate = good();
    rate.b2b![0]!.inv[0]!.itms[0]!.itm_det.rt = 12;
    expect(issues(rate)).toContain('The tax is not the taxable value at the rate');
    const value = good();
    value.b2b![0]!.inv[0]!.val = det().val - 5;
    expect(issues(value)).toEqual(["The value is less than its items' taxable value and tax"]);
  });

  it('a B2C large invoice at or below the threshold', () => {
    const file = buildGstr1(input({ invoices: [doc('INV/26-27/000001', '24', 10_000_000)] }));
    const inv = file.b2cl![0]!.inv[0]!;
    inv.val = 100_000;
    inv.itms[0]!.itm_det = { txval: 84_745.76, rt: 18, iamt: 15_254.24, csamt: 0 };
    expect(issues(file)).toContain('A B2C large invoice is above the threshold');
  });
});
