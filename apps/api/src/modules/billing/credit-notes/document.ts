import type { CreditNoteDetail } from '@dd/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creditNotes, invoices } from '../../../db/schema';
import type { Principal } from '../../../access/principal';
import { documentParties, type InvoiceParty } from '../invoices/document';
import { creditNoteDetail } from './queries';
import { loadCreditNote } from './serialize';

/** What a credit note's documents (the PDF, the e-invoice) print: the note and both parties. */
export type CreditNoteDocument = {
  note: CreditNoteDetail;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  /** The invoice's tax split, which its note reverses: CGST and SGST, else IGST. */
  intraState: boolean;
};

/**
 * Credit note `id` with its parties (the supplier's state the invoice's), in the caller's scope
 * (another distributor's: 404); `null`: the system's own (an email's attachment), unscoped.
 */
export async function creditNoteDocument(
  db: Executor,
  principal: Principal | null,
  id: number,
): Promise<CreditNoteDocument> {
  const note = principal ? await creditNoteDetail(db, principal, id) : await loadCreditNote(db, id);
  const [invoice] = await db
    .select({ supplierStateCode: invoices.supplierStateCode, sameState: invoices.sameState })
    .from(invoices)
    .where(eq(invoices.id, note.invoiceId));
  const [copied] = await db
    .select({ buyer: creditNotes.buyer })
    .from(creditNotes)
    .where(eq(creditNotes.id, id));
  return {
    note,
    ...(await documentParties(db, note.distributorId, invoice!.supplierStateCode, copied!.buyer)),
    intraState: invoice!.sameState,
  };
}
