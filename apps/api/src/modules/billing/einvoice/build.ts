import type { EInvoice } from '@dd/contract';
import { conflict } from '../../../lib/http-errors';
import type { InvoiceDocument } from '../invoices/document';
import {
  portalDate,
  portalItems,
  portalParties,
  portalValues,
  TRANSACTION,
  validated,
} from './parts';

const EXPORTED = ['ISSUED', 'PARTIALLY_PAID', 'PAID'];

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
 * the total is the invoice's (decision 0145). Validated with the contract's schema.
 */
export function buildEInvoice(doc: InvoiceDocument): EInvoice {
  refuseUnexportable(doc);
  const { invoice } = doc;
  return validated(
    {
      Version: '1.1',
      TranDtls: TRANSACTION,
      DocDtls: { Typ: 'INV', No: invoice.number ?? '', Dt: portalDate(invoice.issuedOn ?? '') },
      ...portalParties(doc, invoice.placeOfSupply, doc.intraState),
      ItemList: portalItems(invoice.lines.filter((l) => l.taxable)),
      ValDtls: portalValues(invoice),
    },
    `invoice ${invoice.id}`,
  );
}
