import type { Db } from '../../db/client';
import type { MailAttachment } from '../../lib/mailer';
import type { DispatchedEvent } from '../../platform/outbox';
import { invoiceDocument } from '../billing';
import { invoiceFileName, renderInvoice } from './invoice-pdf';

/** The files of a notification email: an issued invoice's email carries its PDF. */
export function invoiceAttachments(db: Db) {
  return async (event: DispatchedEvent): Promise<MailAttachment[]> => {
    if (event.type !== 'invoice.issued' || event.entityType !== 'invoice' || !event.entityId)
      return [];
    const data = await invoiceDocument(db, null, event.entityId);
    return [
      {
        filename: `${invoiceFileName(data)}.pdf`,
        content: await renderInvoice(data),
        contentType: 'application/pdf',
      },
    ];
  };
}
