import { z } from 'zod';
import { BillingMonth } from './billing-month';
import { EINVOICE_GST_RATES, EInvoiceStateCode } from './einvoice';
import { isValidGstin } from './organisation';

/**
 * GSTR-1 of a tax period as the JSON the GST portal's offline tool imports (the keys of the
 * GSTN returns API v4.0, as `8848digital/india_compliance` writes them in
 * `gstr_1_beta/gstr_1_export.py` and `utils/gstr_1/gstr_1_json_map.py`): B2B (table 4A), B2C
 * large (5) and small (7), credit notes to registered (9B, CDNR) and unregistered persons
 * (CDNUR), the HSN/SAC summary (12; split into B2B and B2C from the May 2025 period, GSTN's
 * Phase-III advisory) and the documents issued (13). Amounts are rupees with two decimals.
 * The refinements check the arithmetic: each item's tax at its rate and head, each document's
 * value against its items, B2C large above the threshold, and the HSN summary equal to the
 * sections it summarises (net of credit notes). The server validates every export with it.
 */

/** Amounts compared in paise, exactly. */
const paise = (rupees: number) => Math.round(rupees * 100);
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
/** Rupees with at most two decimals: a document's (never below zero) or a net figure. */
const Amount = z.number().min(0).lt(1e14).refine(twoDecimals, 'At most two decimals');
const NetAmount = z.number().gt(-1e14).lt(1e14).refine(twoDecimals, 'At most two decimals');

const Gstin = z.string().refine(isValidGstin, 'Invalid GSTIN');
const StateCode = EInvoiceStateCode;
const Rate = z
  .number()
  .refine((r) => (EINVOICE_GST_RATES as readonly number[]).includes(r), 'Not a GST rate');
/** A document number (CGST rule 46(b)): at most 16 letters, digits, '/' and '-'. */
const DocNumber = z.string().regex(/^[A-Za-z0-9/-]{1,16}$/, 'Invalid document number');

/** dd-mm-yyyy, a real date. */
export const Gstr1Date = z
  .string()
  .regex(/^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-20[0-9]{2}$/, 'Expected dd-mm-yyyy')
  .refine((s) => {
    const [d, m, y] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCDate() === d && date.getUTCMonth() === m - 1;
  }, 'Not a date');

/** The B2C large threshold in force on a date: ₹2.5 lakh until 31 July 2024, ₹1 lakh after. */
export function b2cLargeLimitPaise(day: string): number {
  return day <= '2024-07-31' ? 25_000_000 : 10_000_000;
}
const isoOf = (portal: string) =>
  `${portal.slice(6, 10)}-${portal.slice(3, 5)}-${portal.slice(0, 2)}`;

const Taxes = { iamt: Amount, camt: Amount, samt: Amount, csamt: Amount };
const RegisteredItem = z.strictObject({
  num: z.number().int().positive(),
  itm_det: z.strictObject({ txval: Amount, rt: Rate, ...Taxes }),
});
const UnregisteredItem = z.strictObject({
  num: z.number().int().positive(),
  itm_det: z.strictObject({ txval: Amount, rt: Rate, iamt: Amount, csamt: Amount }),
});
type Item = { itm_det: { txval: number; rt: number; iamt: number; camt?: number; samt?: number } };

const B2bInvoice = z.strictObject({
  inum: DocNumber,
  idt: Gstr1Date,
  val: Amount,
  pos: StateCode,
  rchrg: z.enum(['Y', 'N']),
  inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE']),
  itms: z.array(RegisteredItem).min(1),
});
const B2clInvoice = z.strictObject({
  inum: DocNumber,
  idt: Gstr1Date,
  val: Amount,
  itms: z.array(UnregisteredItem).min(1),
});
const RegisteredNote = z.strictObject({
  ntty: z.enum(['C', 'D']),
  nt_num: DocNumber,
  nt_dt: Gstr1Date,
  pos: StateCode,
  rchrg: z.enum(['Y', 'N']),
  inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE']),
  val: Amount,
  itms: z.array(RegisteredItem).min(1),
});
const UnregisteredNote = z.strictObject({
  typ: z.enum(['B2CL', 'EXPWP', 'EXPWOP']),
  ntty: z.enum(['C', 'D']),
  nt_num: DocNumber,
  nt_dt: Gstr1Date,
  pos: StateCode,
  val: Amount,
  itms: z.array(UnregisteredItem).min(1),
});
const B2csRow = z.strictObject({
  sply_ty: z.enum(['INTRA', 'INTER']),
  pos: StateCode,
  typ: z.literal('OE'),
  rt: Rate,
  txval: NetAmount,
  iamt: NetAmount.optional(),
  camt: NetAmount.optional(),
  samt: NetAmount.optional(),
  csamt: NetAmount,
});
const HsnRow = z.strictObject({
  num: z.number().int().positive(),
  hsn_sc: z.string().regex(/^[0-9]{4,8}$/, 'HSN/SAC is 4 to 8 digits'),
  desc: z.string().max(30).optional(),
  uqc: z.string().min(2).max(3),
  qty: z.number().min(0),
  rt: Rate,
  txval: NetAmount,
  iamt: NetAmount,
  camt: NetAmount,
  samt: NetAmount,
  csamt: NetAmount,
});
type HsnRow = z.infer<typeof HsnRow>;
const DocIssue = z.strictObject({
  doc_det: z.array(
    z.strictObject({
      doc_num: z.number().int().min(1).max(12),
      docs: z.array(
        z.strictObject({
          num: z.number().int().positive(),
          from: DocNumber,
          to: DocNumber,
          totnum: z.number().int().min(0),
          cancel: z.number().int().min(0),
          net_issue: z.number().int().min(0),
        }),
      ),
    }),
  ),
});

/** What a section adds to the HSN summary, per head, in paise. */
type Sums = { txval: number; iamt: number; camt: number; samt: number };
const zero = (): Sums => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });
function add(to: Sums, items: Item[], sign: number) {
  for (const { itm_det: d } of items) {
    to.txval += sign * paise(d.txval);
    to.iamt += sign * paise(d.iamt);
    to.camt += sign * paise(d.camt ?? 0);
    to.samt += sign * paise(d.samt ?? 0);
  }
}

type Fail = (message: string, path: (string | number)[]) => void;

/** An item's tax at its rate (within ₹1 or 1%: per-line rounding), on the heads of its supply. */
function checkItems(items: Item[], intra: boolean, path: (string | number)[], fail: Fail) {
  const rates = new Set<number>();
  items.forEach(({ itm_det: d }, i) => {
    const at = [...path, i];
    if (rates.has(d.rt)) fail('One item per rate', at);
    rates.add(d.rt);
    const [cgst, sgst, igst] = [paise(d.camt ?? 0), paise(d.samt ?? 0), paise(d.iamt)];
    if (intra ? igst !== 0 || cgst !== sgst : cgst !== 0 || sgst !== 0)
      fail(intra ? 'Within a state: CGST = SGST, no IGST' : 'Across states: IGST only', at);
    const expected = (paise(d.txval) * d.rt) / 100;
    if (Math.abs(cgst + sgst + igst - expected) > Math.max(100, Math.abs(expected) / 100))
      fail('The tax is not the taxable value at the rate', at);
  });
  items.forEach((item, i) => {
    if ((item as { num?: number }).num !== i + 1)
      fail('Items are numbered 1, 2, ...', [...path, i]);
  });
}

/** A document's value covers its items, less at most a rupee of round-off. */
function checkValue(val: number, items: Item[], path: (string | number)[], fail: Fail) {
  const s = zero();
  add(s, items, 1);
  if (paise(val) < s.txval + s.iamt + s.camt + s.samt - 100)
    fail("The value is less than its items' taxable value and tax", path);
}

function hsnSums(rows: HsnRow[]): Sums {
  return rows.reduce(
    (s, r) => ({
      txval: s.txval + paise(r.txval),
      iamt: s.iamt + paise(r.iamt),
      camt: s.camt + paise(r.camt),
      samt: s.samt + paise(r.samt),
    }),
    zero(),
  );
}

const same = (a: Sums, b: Sums) =>
  a.txval === b.txval && a.iamt === b.iamt && a.camt === b.camt && a.samt === b.samt;

export const Gstr1 = z
  .strictObject({
    gstin: Gstin,
    /** The tax period, MMYYYY. */
    fp: z.string().regex(/^(0[1-9]|1[0-2])20[0-9]{2}$/, 'Expected MMYYYY'),
    b2b: z.array(z.strictObject({ ctin: Gstin, inv: z.array(B2bInvoice).min(1) })).optional(),
    b2cl: z.array(z.strictObject({ pos: StateCode, inv: z.array(B2clInvoice).min(1) })).optional(),
    b2cs: z.array(B2csRow).optional(),
    cdnr: z.array(z.strictObject({ ctin: Gstin, nt: z.array(RegisteredNote).min(1) })).optional(),
    cdnur: z.array(UnregisteredNote).optional(),
    hsn: z.union([
      z.strictObject({ hsn_b2b: z.array(HsnRow), hsn_b2c: z.array(HsnRow) }),
      z.strictObject({ data: z.array(HsnRow) }),
    ]),
    doc_issue: DocIssue.optional(),
  })
  .superRefine((r, ctx) => {
    const fail: Fail = (message, path) => ctx.addIssue({ code: 'custom', message, path });
    const home = r.gstin.slice(0, 2);
    const b2b = zero();
    const b2c = zero();
    r.b2b?.forEach((party, p) =>
      party.inv.forEach((inv, i) => {
        const at = ['b2b', p, 'inv', i];
        checkItems(inv.itms, inv.pos === home, [...at, 'itms'], fail);
        checkValue(inv.val, inv.itms, at, fail);
        add(b2b, inv.itms, 1);
      }),
    );
    r.cdnr?.forEach((party, p) =>
      party.nt.forEach((nt, i) => {
        const at = ['cdnr', p, 'nt', i];
        checkItems(nt.itms, nt.pos === home, [...at, 'itms'], fail);
        checkValue(nt.val, nt.itms, at, fail);
        add(b2b, nt.itms, nt.ntty === 'C' ? -1 : 1);
      }),
    );
    r.b2cl?.forEach((group, g) => {
      if (group.pos === home) fail('B2C large is inter-state only', ['b2cl', g, 'pos']);
      group.inv.forEach((inv, i) => {
        const at = ['b2cl', g, 'inv', i];
        checkItems(inv.itms, false, [...at, 'itms'], fail);
        checkValue(inv.val, inv.itms, at, fail);
        if (paise(inv.val) <= b2cLargeLimitPaise(isoOf(inv.idt)))
          fail('A B2C large invoice is above the threshold', [...at, 'val']);
        add(b2c, inv.itms, 1);
      });
    });
    r.cdnur?.forEach((nt, i) => {
      checkItems(nt.itms, false, ['cdnur', i, 'itms'], fail);
      checkValue(nt.val, nt.itms, ['cdnur', i], fail);
      add(b2c, nt.itms, nt.ntty === 'C' ? -1 : 1);
    });
    r.b2cs?.forEach((row, i) => {
      const intra = row.pos === home;
      if ((row.sply_ty === 'INTRA') !== intra)
        fail('The supply type follows the place of supply', ['b2cs', i, 'sply_ty']);
      const item = { itm_det: { ...row, iamt: row.iamt ?? 0 } };
      checkItems([{ ...item, num: 1 } as Item], intra, ['b2cs', i], fail);
      add(b2c, [item], 1);
    });
    if ('data' in r.hsn) {
      const all = { ...b2b };
      for (const k of Object.keys(all) as (keyof Sums)[]) all[k] += b2c[k];
      if (!same(hsnSums(r.hsn.data), all))
        fail('The HSN summary must equal the sections it summarises', ['hsn', 'data']);
    } else {
      if (!same(hsnSums(r.hsn.hsn_b2b), b2b))
        fail('The B2B HSN summary must equal B2B less CDNR', ['hsn', 'hsn_b2b']);
      if (!same(hsnSums(r.hsn.hsn_b2c), b2c))
        fail('The B2C HSN summary must equal B2CL, B2CS less CDNUR', ['hsn', 'hsn_b2c']);
    }
  });
export type Gstr1 = z.infer<typeof Gstr1>;

/** GET /billing/gstr1: the tax period (a closed month). */
export const Gstr1Query = z.object({ month: BillingMonth });
export type Gstr1Query = z.infer<typeof Gstr1Query>;
