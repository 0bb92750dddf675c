import { ErrorBody, IdParams } from '@dd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../../lib/send-file';
import { principalOf } from '../../../plugins/auth';
import { asJsonAnswers, fileAnswer } from '../../route-spec';
import { creditNoteDocument } from '../credit-notes/document';
import type { BillingRoutesDeps } from '../deps';
import { invoiceDocument } from '../invoices/document';
import { refundVoucherDocument } from '../refund-vouchers/document';
import { creditNoteFileName, renderCreditNote } from './credit-note-pdf';
import { invoiceFileName, renderInvoice } from './invoice-pdf';
import { refundVoucherFileName, renderRefundVoucher } from './refund-voucher-pdf';

const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  sendFile(reply, fileName, 'application/pdf', pdf);

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Billing's documents as PDFs: the tax invoice, the credit note, the refund voucher. */
export const documentPdfRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (app, { db }) => {
  app.get(
    '/invoices/:id/invoice.pdf',
    {
      config: { access: 'billing:read' },
      schema: {
        tags: ['billing'],
        description:
          'The GST tax invoice (PDF): supplier and recipient, one row per line with its tax, deposits apart, totals, amount in words, terms. A draft (admins) is marked DRAFT and has no number; a cancelled one names its credit note.',
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']), ...asJsonAnswers(errors) },
      },
    },
    async (request, reply) => {
      const data = await invoiceDocument(db, principalOf(request), request.params.id);
      return sendPdf(reply, `${invoiceFileName(data)}.pdf`, await renderInvoice(data));
    },
  );

  app.get(
    '/credit-notes/:id/credit-note.pdf',
    {
      config: { access: 'billing:read' },
      schema: {
        tags: ['billing'],
        description:
          'The credit note (PDF): its number and date, the invoice it reduces, both parties, the lines credited with the tax reversed, deposits apart, totals, amount in words, the reason.',
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']), ...asJsonAnswers(errors) },
      },
    },
    async (request, reply) => {
      const data = await creditNoteDocument(db, principalOf(request), request.params.id);
      return sendPdf(reply, `${creditNoteFileName(data)}.pdf`, await renderCreditNote(data));
    },
  );

  app.get(
    '/refund-vouchers/:id/refund-voucher.pdf',
    {
      config: { access: 'billing:read' },
      schema: {
        tags: ['billing'],
        description:
          'The refund voucher (PDF): deposits returned (no supply, no GST), a line per device, the total and its words, and what settled it so far. A draft (admins) is marked DRAFT.',
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']), ...asJsonAnswers(errors) },
      },
    },
    async (request, reply) => {
      const data = await refundVoucherDocument(db, principalOf(request), request.params.id);
      return sendPdf(reply, `${refundVoucherFileName(data)}.pdf`, await renderRefundVoucher(data));
    },
  );
};
