import type { EInvoice } from '@dd/contract';
import { conflict } from '../../../lib/http-errors';
import type { CreditNoteDocument } from '../credit-notes/document';
import {
  portalDate,
  portalItems,
  portalParties,
  portalValues,
  TRANSACTION,
  validated,
} from './parts';

/**
 * A credit note as an e-invoice (INV-01 v1.1, `DocDtls.Typ` CRN): its own number and date, the
 * invoice it reduces in `RefDtls.PrecDocDtls` (section 34: a credit note names it). Its items are
 * its taxable lines, made as the invoice's (amounts positive: the type says it is a credit);
 * the deposits it credits are no supply, an other charge as on the invoice. Refused (409) as the
 * invoice's export: a distributor without a GSTIN, a party the portal cannot take, nothing
 * taxable credited (a note of deposits only has nothing to report).
 */
export function buildCreditNoteEInvoice(doc: CreditNoteDocument): EInvoice {
  const { note } = doc;
  if (!doc.recipient.gstin)
    throw conflict('einvoice_buyer_gstin_missing', 'The distributor has no GSTIN');
  const taxable = note.lines.filter((l) => l.taxable);
  if (taxable.length === 0)
    throw conflict('einvoice_nothing_taxable', 'The credit note credits nothing taxable');
  return validated(
    {
      Version: '1.1',
      TranDtls: TRANSACTION,
      DocDtls: { Typ: 'CRN', No: note.number, Dt: portalDate(note.issuedOn) },
      ...portalParties(doc, note.placeOfSupply, doc.intraState),
      ItemList: portalItems(taxable),
      ValDtls: portalValues({ ...note, totalPaise: note.amountPaise }),
      RefDtls: {
        PrecDocDtls: [{ InvNo: note.invoiceNumber, InvDt: portalDate(note.invoiceIssuedOn) }],
      },
    },
    `credit note ${note.id}`,
  );
}
