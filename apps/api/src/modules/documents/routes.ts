import { ErrorBody, IdParams, MachineLabelsQuery, MachineLabelsRequest } from '@dd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import type { LinkingModuleDeps } from '../deps';
import { challanData } from './challan-data';
import { renderChallan } from './challan-pdf';
import { labelsOfMachines, labelsOfReceipt, labelStyle } from './labels-data';
import { renderLabels } from './labels-pdf';
import { rmaNoteData } from './rma-note-data';
import { renderRmaNote } from './rma-note-pdf';
import { sendFile } from '../../lib/send-file';
import { asJsonAnswers, fileAnswer } from '../route-spec';

const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  sendFile(reply, fileName, 'application/pdf', pdf);

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Printed documents as PDFs: an order's delivery challan, an RMA batch's dispatch note, labels
 * (billing's documents are drawn with the same helpers, in modules/billing/pdf/).
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
