import { EInvoice, EInvoiceParty, type EInvoiceItem } from '@dd/contract';
import { conflict } from '../../../lib/http-errors';
import type { InvoiceParty } from '../invoices/document';
import { sameState } from '../same-state';

/** The pieces an invoice's and a credit note's e-invoices share (INV-01 v1.1). */

/** Paise as the portal's rupees: a number with two decimals (an output format only). */
const rupees = (paise: number) => paise / 100;

/** '2026-11-15' -> '15/11/2026'. */
export const portalDate = (day: string) =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Services: one device's rent for its days, one unit of it (Qty 1 x its amount). */
const UNIT = 'NOS';

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Text cut to `max` characters, or undefined when shorter than `min` (an optional field). */
function optional(text: string | null | undefined, min: number, max: number) {
  const t = oneLine(text ?? '').slice(0, max);
  return t.length >= min ? t : undefined;
}

/** A party as the portal takes it; what it lacks is the caller's 409 (which party, which field). */
function portalParty(p: InvoiceParty, which: 'supplier' | 'buyer') {
  const address = oneLine(p.address);
  const party = {
    Gstin: p.gstin ?? '',
    LglNm: oneLine(p.name).slice(0, 100),
    Addr1: address.slice(0, 100),
    Addr2: optional(address.slice(100), 3, 100),
    Loc: oneLine(p.city ?? '').slice(0, 50),
    Pin: /^[1-9][0-9]{5}$/.test(p.pinCode?.trim() ?? '') ? Number(p.pinCode) : 0,
    Stcd: p.stateCode ?? '',
    Ph: optional(p.phone?.replace(/[^0-9]/g, ''), 6, 12),
    Em: optional(p.email, 6, 100),
  };
  const checked = EInvoiceParty.safeParse(party);
  if (!checked.success) {
    const field = String(checked.error.issues[0]!.path[0] ?? 'details');
    throw conflict('einvoice_party_incomplete', `The ${which} lacks a valid ${field}`, {
      params: { party: which, field },
    });
  }
  return checked.data;
}

/** Both parties, the buyer with the place of supply; the tax split must match our states. */
export function portalParties(
  doc: { supplier: InvoiceParty; recipient: InvoiceParty },
  placeOfSupply: string | null,
  intraState: boolean,
) {
  const seller = portalParty(doc.supplier, 'supplier');
  const buyer = portalParty(doc.recipient, 'buyer');
  const pos = placeOfSupply?.slice(0, 2) ?? buyer.Stcd;
  if (sameState(pos, seller.Stcd) !== intraState)
    throw conflict('einvoice_party_incomplete', "The supplier's state does not match the tax", {
      params: { party: 'supplier', field: 'Stcd' },
    });
  return { SellerDtls: seller, BuyerDtls: { ...buyer, Pos: pos } };
}

/** A line as the items read it: the invoice's lines and a credit note's alike. */
type TaxableLine = {
  description: string;
  serialNumber: string | null;
  sacCode: string;
  gstRatePercent: number;
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** One item per taxable line: the SAC, one unit of the line's amount, its rate and its tax. */
export function portalItems(lines: TaxableLine[]): EInvoiceItem[] {
  return lines.map((l, i) => ({
    SlNo: String(i + 1),
    PrdDesc: optional(
      l.serialNumber ? `${l.description} (${l.serialNumber})` : l.description,
      3,
      300,
    ),
    IsServc: 'Y',
    HsnCd: l.sacCode,
    Qty: 1,
    Unit: UNIT,
    UnitPrice: rupees(l.amountPaise),
    TotAmt: rupees(l.amountPaise),
    AssAmt: rupees(l.amountPaise),
    GstRt: l.gstRatePercent,
    IgstAmt: rupees(l.igstPaise),
    CgstAmt: rupees(l.cgstPaise),
    SgstAmt: rupees(l.sgstPaise),
    TotItemVal: rupees(l.amountPaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
  }));
}

/** A document's figures as the portal's totals. */
type Figures = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  nonTaxablePaise: number;
  roundOffPaise: number;
  totalPaise: number;
};

/**
 * The totals. Deposits (and refunds of them) are not a supply, so they are no items: their net is
 * an other charge, or a discount when it is below zero, and the total is the document's.
 */
export function portalValues(f: Figures) {
  const deposits = f.nonTaxablePaise;
  return {
    AssVal: rupees(f.taxablePaise),
    CgstVal: rupees(f.cgstPaise),
    SgstVal: rupees(f.sgstPaise),
    IgstVal: rupees(f.igstPaise),
    ...(deposits > 0 ? { OthChrg: rupees(deposits) } : {}),
    ...(deposits < 0 ? { Discount: rupees(-deposits) } : {}),
    RndOffAmt: rupees(f.roundOffPaise),
    TotInvVal: rupees(f.totalPaise),
  };
}

/** The header every export of ours has: GST, B2B, no reverse charge. */
export const TRANSACTION = { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' } as const;

/**
 * The built export checked with the contract's schema: a failure is our bug, never the caller's,
 * and is thrown as one (500).
 */
export function validated(built: unknown, what: string): EInvoice {
  const checked = EInvoice.safeParse(built);
  if (!checked.success)
    throw new Error(
      `The e-invoice of ${what} breaks the schema: ${JSON.stringify(checked.error.issues)}`,
    );
  return checked.data;
}
