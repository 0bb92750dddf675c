import { z } from 'zod';
import { GST_STATES } from './gst-states';
import { isValidGstin } from './organisation';

/**
 * A tax invoice or a credit note in the GST e-invoice schema INV-01, version 1.1 (the JSON the
 * Invoice Registration Portal takes), as far as our documents use it: B2B, regular tax, services;
 * a credit note (`CRN`) names the invoice it reduces in `RefDtls.PrecDocDtls`. Field
 * lengths, patterns and ranges are the official ones; the refinements at the end check the
 * portal's arithmetic (item and invoice totals, CGST = SGST within a state, IGST across). The
 * server validates every export with it before answering (decision 0145).
 */

/** Rupees with at most two decimals (the portal's amounts). */
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
/** Below `limit`: the portal's 14 (unit price: 11) digits before the decimal point. */
const amount = (limit = 1e14) =>
  z.number().min(0).lt(limit).refine(twoDecimals, 'At most two decimals');

/** Amounts compared in paise, exactly. */
const paise = (rupees: number) => Math.round(rupees * 100);

/** A state code: the GST states, 96 (other country), 97 (other territory). */
export const EInvoiceStateCode = z.enum(['96', '97', ...Object.keys(GST_STATES)]);

const EInvoiceGstin = z
  .string()
  .regex(/^[0-9]{2}[0-9A-Z]{13}$/, 'A GSTIN is 15 characters')
  .refine(isValidGstin, 'Invalid GSTIN');

/** dd/mm/yyyy, a real date. */
export const EInvoiceDate = z
  .string()
  .regex(/^(0[1-9]|[12][0-9]|3[01])\/(0[1-9]|1[0-2])\/20[0-9]{2}$/, 'Expected dd/mm/yyyy')
  .refine((s) => {
    const [d, m, y] = s.split('/').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCDate() === d && date.getUTCMonth() === m - 1;
  }, 'Not a date');

/** A party (seller or buyer) as the portal takes it. */
export const EInvoiceParty = z.strictObject({
  Gstin: EInvoiceGstin,
  LglNm: z.string().min(3).max(100),
  TrdNm: z.string().min(3).max(100).optional(),
  Addr1: z.string().min(1).max(100),
  Addr2: z.string().min(3).max(100).optional(),
  Loc: z.string().min(3).max(50),
  Pin: z.number().int().min(100000).max(999999),
  Stcd: EInvoiceStateCode,
  Ph: z.string().min(6).max(12).optional(),
  Em: z.string().min(6).max(100).optional(),
});

/** The GST rates the portal accepts. */
export const EINVOICE_GST_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;

export const EInvoiceItem = z
  .strictObject({
    SlNo: z.string().min(1).max(6),
    PrdDesc: z.string().min(3).max(300).optional(),
    IsServc: z.enum(['Y', 'N']),
    HsnCd: z.string().regex(/^[0-9]{4,8}$/, 'HSN/SAC is 4 to 8 digits'),
    Qty: z.number().min(0).max(9_999_999_999.999),
    Unit: z.string().min(3).max(8),
    UnitPrice: amount(1e11),
    TotAmt: amount(),
    Discount: amount().optional(),
    AssAmt: amount(),
    GstRt: z
      .number()
      .refine((r) => (EINVOICE_GST_RATES as readonly number[]).includes(r), 'Not a GST rate'),
    IgstAmt: amount(),
    CgstAmt: amount(),
    SgstAmt: amount(),
    TotItemVal: amount(),
  })
  .superRefine((item, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (item.IsServc === 'Y' && !item.HsnCd.startsWith('99'))
      fail('A service is classified by a SAC (99...)');
    if (paise(item.AssAmt) !== paise(item.TotAmt) - paise(item.Discount ?? 0))
      fail('AssAmt must be TotAmt less Discount');
    const taxes = paise(item.IgstAmt) + paise(item.CgstAmt) + paise(item.SgstAmt);
    if (paise(item.TotItemVal) !== paise(item.AssAmt) + taxes)
      fail('TotItemVal must be AssAmt plus the taxes');
    if (paise(item.CgstAmt) !== paise(item.SgstAmt)) fail('CGST and SGST must be equal');
  });
export type EInvoiceItem = z.infer<typeof EInvoiceItem>;

/** Rule 46(b): at most 16 characters, not starting with 0, / or -. */
const DocumentNumber = z.string().regex(/^[A-Z1-9][A-Z0-9/-]{0,15}$/, 'Invalid document number');

/** The document types we export: a tax invoice, a credit note. */
export const EINVOICE_DOCUMENT_TYPES = ['INV', 'CRN'] as const;

/**
 * A preceding document (the invoice a credit note reduces): its number (1 to 16 characters,
 * `^[1-9A-Z][0-9A-Z/-]{1,15}$`) and date; `OthRefNo` another reference, 1 to 20 characters.
 */
export const EInvoicePrecedingDocument = z.strictObject({
  InvNo: z.string().regex(/^[1-9A-Z][0-9A-Z/-]{1,15}$/, 'Invalid preceding document number'),
  InvDt: EInvoiceDate,
  OthRefNo: z.string().min(1).max(20).optional(),
});

/** Reference details: remarks (3 to 100 of `[0-9A-Za-z/-]`) and the preceding documents. */
export const EInvoiceReferences = z.strictObject({
  InvRm: z
    .string()
    .regex(/^[0-9A-Za-z/-]{3,100}$/, 'Invalid remarks')
    .optional(),
  PrecDocDtls: z.array(EInvoicePrecedingDocument).min(1).optional(),
});

export const EInvoice = z
  .strictObject({
    Version: z.literal('1.1'),
    TranDtls: z.strictObject({
      TaxSch: z.literal('GST'),
      SupTyp: z.literal('B2B'),
      RegRev: z.enum(['Y', 'N']),
      IgstOnIntra: z.enum(['Y', 'N']),
    }),
    DocDtls: z.strictObject({
      Typ: z.enum(EINVOICE_DOCUMENT_TYPES),
      No: DocumentNumber,
      Dt: EInvoiceDate,
    }),
    SellerDtls: EInvoiceParty,
    BuyerDtls: EInvoiceParty.extend({ Pos: EInvoiceStateCode }),
    ItemList: z.array(EInvoiceItem).min(1).max(1000),
    ValDtls: z.strictObject({
      AssVal: amount(),
      CgstVal: amount(),
      SgstVal: amount(),
      IgstVal: amount(),
      Discount: amount().optional(),
      OthChrg: amount().optional(),
      RndOffAmt: z.number().min(-99.99).max(99.99).refine(twoDecimals, 'At most two decimals'),
      TotInvVal: amount(),
    }),
    RefDtls: EInvoiceReferences.optional(),
  })
  .superRefine((inv, ctx) => {
    const fail = (message: string, path: string[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    // Section 34: a credit note names the invoice it reduces.
    if (inv.DocDtls.Typ === 'CRN' && !inv.RefDtls?.PrecDocDtls?.length)
      fail('A credit note names its invoice in RefDtls.PrecDocDtls', ['RefDtls', 'PrecDocDtls']);
    const sum = (pick: (i: EInvoiceItem) => number) =>
      inv.ItemList.reduce((s, i) => s + paise(pick(i)), 0);
    const v = inv.ValDtls;
    const totals: [keyof typeof v, (i: EInvoiceItem) => number][] = [
      ['AssVal', (i) => i.AssAmt],
      ['CgstVal', (i) => i.CgstAmt],
      ['SgstVal', (i) => i.SgstAmt],
      ['IgstVal', (i) => i.IgstAmt],
    ];
    for (const [field, pick] of totals)
      if (paise(v[field] ?? 0) !== sum(pick))
        fail(`${field} must be the sum of the items`, ['ValDtls', field]);
    const total =
      sum((i) => i.TotItemVal) +
      paise(v.OthChrg ?? 0) -
      paise(v.Discount ?? 0) +
      paise(v.RndOffAmt);
    if (paise(v.TotInvVal) !== total)
      fail('TotInvVal must be the items, other charges, less discount, and the round-off', [
        'ValDtls',
        'TotInvVal',
      ]);
    const intra = inv.SellerDtls.Stcd === inv.BuyerDtls.Pos && inv.TranDtls.IgstOnIntra === 'N';
    const wrongTax = inv.ItemList.some((i) =>
      intra ? i.IgstAmt !== 0 : i.CgstAmt !== 0 || i.SgstAmt !== 0,
    );
    if (wrongTax)
      fail(intra ? 'Within a state: CGST and SGST, no IGST' : 'Across states: IGST only', [
        'ItemList',
      ]);
  });
export type EInvoice = z.infer<typeof EInvoice>;
