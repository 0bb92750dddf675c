import { ErrorBody, IdParams, MachineLabelsQuery, MachineLabelsRequest } from '@dd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { LinkingModuleDeps } from '../deps';
import { creditNoteDocument, invoiceDocument, refundVoucherDocument } from '../billing';
import { challanData } from './challan-data';
import { creditNoteFileName, renderCreditNote } from './credit-note-pdf';
import { invoiceFileName, renderInvoice } from './invoice-pdf';
import { renderChallan } from './challan-pdf';
import { labelsOfMachines, labelsOfReceipt, labelStyle } from './labels-data';
import { renderLabels } from './labels-pdf';
import { refundVoucherFileName, renderRefundVoucher } from './refund-voucher-pdf';
import { rmaNoteData } from './rma-note-data';
import { renderRmaNote } from './rma-note-pdf';
import { sendFile } from '../../lib/send-file';
import { asJsonAnswers, fileAnswer } from '../route-spec';

const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  sendFile(reply, fileName, 'application/pdf', pdf);

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Printed documents as PDFs: an order's delivery challan, an RMA batch's dispatch note, labels,
 * and the billing documents (tax invoice, credit note, refund voucher).
 */
export const documentsRoutes: FastifyPluginAsyncZod<LinkingModuleDeps> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    '/orders/:id/challan.pdf',
    {
      config: { access: 'orders:read' },
      schema: {
        tags: ['orders'],
        description: 'The delivery challan (PDF). The hand-over code is printed only for admins.',
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']), ...asJsonAnswers(errors) },
      },
    },
    async (request, reply) => {
      const data = await challanData(db, principalOf(request), request.params.id);
      return sendPdf(reply, `${data.number}.pdf`, await renderChallan(data));
    },
  );

  app.get(
    '/rma-batches/:id/dispatch-note.pdf',
    {
      // Whoever may read the batch (admins: returns to the provider are theirs).
      config: { access: 'machines:write' },
      schema: {
        tags: ['rma'],
        description:
          'The dispatch note (PDF) of an RMA batch: sender, provider, devices with the reason each is faulty, signature lines.',
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']), ...asJsonAnswers(errors) },
      },
    },
    async (request, reply) => {
      const data = await rmaNoteData(db, principalOf(request), request.params.id);
      return sendPdf(reply, `${data.batch.batchNumber}.pdf`, await renderRmaNote(data));
    },
  );

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

  const labelErrors = ['labels_too_many', 'machines_not_found', 'admin_only'] as const;

  app.get(
    '/machines/labels.pdf',
    {
      config: { access: 'machines:read', errorCodes: labelErrors },
      schema: {
        tags: ['machines'],
        description:
          'Labels (PDF, A4, 3 x 8) of the machines `ids` (comma-separated), or of those stock receipt `receiptId` created (admins).',
        querystring: MachineLabelsQuery,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']), ...asJsonAnswers(errors) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { ids, receiptId } = request.query;
      const labels =
        receiptId !== undefined
          ? await labelsOfReceipt(db, principal, receiptId)
          : await labelsOfMachines(db, principal, ids ?? []);
      return sendPdf(reply, 'labels.pdf', await renderLabels(labels));
    },
  );

  app.post(
    '/machines/labels.pdf',
    {
      config: { access: 'machines:read', errorCodes: labelErrors },
      schema: {
        tags: ['machines'],
        description:
          'Labels (PDF) of a long selection of machines: `{ids: [...]}`; the QR holds the payment QR value or a link to the device, TID and MID optional.',
        body: MachineLabelsRequest,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']), ...asJsonAnswers(errors) },
      },
    },
    async (request, reply) => {
      const { ids, ...options } = request.body;
      const style = labelStyle(options, publicUrl);
      const labels = await labelsOfMachines(db, principalOf(request), ids, style);
      return sendPdf(reply, 'labels.pdf', await renderLabels(labels));
    },
  );
};
