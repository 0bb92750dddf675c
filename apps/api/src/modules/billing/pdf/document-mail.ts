import type { Db } from '../../../db/client';
import type { MailAttachment } from '../../../lib/mailer';
import type { DispatchedEvent } from '../../../platform/outbox';
import { creditNoteDocument } from '../credit-notes/document';
import { invoiceDocument } from '../invoices/document';
import { refundVoucherDocument } from '../refund-vouchers/document';
import { creditNoteFileName, renderCreditNote } from './credit-note-pdf';
import { invoiceFileName, renderInvoice } from './invoice-pdf';
import { refundVoucherFileName, renderRefundVoucher } from './refund-voucher-pdf';

const pdf = (name: string, content: Buffer): MailAttachment[] => [
  { filename: `${name}.pdf`, content, contentType: 'application/pdf' },
];

/** The id of the document an event carries, from its entity or (a credit note) its payload. */
const idOf = (event: DispatchedEvent, entityType: string, field: string): number | null => {
  if (event.entityType === entityType && event.entityId) return event.entityId;
  const value = (event.payload as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' ? value : null;
};

/**
 * The files of a notification email: a document issued to a distributor carries its PDF (an
 * issued invoice, a credit note, an issued refund voucher), as the recipient keeps it.
 */
export function documentAttachments(db: Db) {
  return async (event: DispatchedEvent): Promise<MailAttachment[]> => {
    if (event.type === 'invoice.issued') {
      const id = idOf(event, 'invoice', 'invoiceId');
      if (!id) return [];
      const data = await invoiceDocument(db, null, id);
      return pdf(invoiceFileName(data), await renderInvoice(data));
    }
    if (event.type === 'credit_note.issued') {
      const id = idOf(event, 'credit_note', 'creditNoteId');
      if (!id) return [];
      const data = await creditNoteDocument(db, null, id);
      return pdf(creditNoteFileName(data), await renderCreditNote(data));
    }
    if (event.type === 'refund_voucher.issued') {
      const id = idOf(event, 'refund_voucher', 'refundVoucherId');
      if (!id) return [];
      const data = await refundVoucherDocument(db, null, id);
      return pdf(refundVoucherFileName(data), await renderRefundVoucher(data));
    }
    return [];
  };
}
