import { EInvoice, EInvoiceParty, type EInvoiceItem } from '@dd/contract';
import { conflict } from '../../../lib/http-errors';
import { intraState, type InvoiceDocument, type InvoiceParty } from '../invoices/document';

/** Paise as the portal's rupees: a number with two decimals (an output format only). */
const rupees = (paise: number) => paise / 100;

/** '2026-11-15' -> '15/11/2026'. */
const portalDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const EXPORTED = ['ISSUED', 'PARTIALLY_PAID', 'PAID'];
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

/** The refusals before anything is built: status, the buyer's GSTIN, something taxable. */
function refuseUnexportable({ invoice, recipient }: InvoiceDocument) {
  if (!EXPORTED.includes(invoice.status))
    throw conflict('einvoice_invoice_not_issued', `The invoice is ${invoice.status}`, {
      params: { status: invoice.status },
    });
  if (!recipient.gstin)
    throw conflict('einvoice_buyer_gstin_missing', 'The distributor has no GSTIN');
  if (!invoice.lines.some((l) => l.taxable))
    throw conflict('einvoice_nothing_taxable', 'The invoice has no taxable line');
  if (invoice.totalPaise < 0)
    throw conflict('einvoice_negative_total', 'The invoice total is below zero');
}

/**
 * An issued invoice as an e-invoice (INV-01 v1.1). Taxable lines are the items; deposits and
 * their refunds are not a supply (a refundable deposit is no consideration), so they are no
 * items: their net is an other charge, or an invoice discount when refunds exceed deposits, and
 * the total is the invoice's (decision 0145). Validated with the contract's schema: a failure is
 * our bug, never the caller's, and is thrown as one (500).
 */
export function buildEInvoice(doc: InvoiceDocument): EInvoice {
  refuseUnexportable(doc);
  const { invoice } = doc;
  const seller = portalParty(doc.supplier, 'supplier');
  const buyer = portalParty(doc.recipient, 'buyer');
  const pos = invoice.placeOfSupply?.slice(0, 2) ?? buyer.Stcd;
  if ((seller.Stcd === pos) !== intraState(invoice))
    throw conflict('einvoice_party_incomplete', "The supplier's state does not match the tax", {
      params: { party: 'supplier', field: 'Stcd' },
    });
  const items: EInvoiceItem[] = invoice.lines
    .filter((l) => l.taxable)
    .map((l, i) => ({
      SlNo: String(i + 1),
      PrdDesc: optional(`${l.description} (${l.serialNumber})`, 3, 300),
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
  const deposits = invoice.nonTaxablePaise;
  const built = {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: 'INV', No: invoice.number ?? '', Dt: portalDate(invoice.issuedOn ?? '') },
    SellerDtls: seller,
    BuyerDtls: { ...buyer, Pos: pos },
    ItemList: items,
    ValDtls: {
      AssVal: rupees(invoice.taxablePaise),
      CgstVal: rupees(invoice.cgstPaise),
      SgstVal: rupees(invoice.sgstPaise),
      IgstVal: rupees(invoice.igstPaise),
      ...(deposits > 0 ? { OthChrg: rupees(deposits) } : {}),
      ...(deposits < 0 ? { Discount: rupees(-deposits) } : {}),
      RndOffAmt: rupees(invoice.roundOffPaise),
      TotInvVal: rupees(invoice.totalPaise),
    },
  };
  const checked = EInvoice.safeParse(built);
  if (!checked.success)
    throw new Error(
      `The e-invoice of invoice ${invoice.id} breaks the schema: ${JSON.stringify(checked.error.issues)}`,
    );
  return checked.data;
}
