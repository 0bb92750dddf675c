import {
  CreateCreditNoteRequest,
  CreditNoteListQuery,
  CreditNoteListResponse,
  CreditNoteResponse,
  EInvoice,
  IdParams,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../access/principal';
import { principalOf } from '../../../plugins/auth';
import { IdempotencyHeaders } from '../../../platform/idempotency';
import { attachment } from '../../../lib/send-file';
import { errorResponses, routeSpec, sendCreated } from '../../route-spec';
import type { BillingRoutesDeps } from '../deps';
import { buildCreditNoteEInvoice } from '../einvoice/credit-note';
import { createCreditNote } from './commands';
import { creditNoteDocument } from './document';
import { creditNoteDetail, listCreditNotes } from './queries';

const spec = routeSpec('billing', errorResponses);

/** Credit notes (decision 0159): whole or part of an issued invoice, listed and read. */
export const creditNoteRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (
  app,
  { db, clock },
) => {
  app.post(
    '/invoices/:id/credit-notes',
    spec(
      {
        access: 'billing:write',
        errorCodes: [
          'credit_note_invoice_not_issued',
          'credit_note_exceeds_remaining',
          'credit_note_line_credited',
          'credit_note_line_unknown',
          'credit_note_too_late',
        ],
      },
      {
        description:
          'A credit note for some lines of an issued invoice (each credited whole, once) or for an amount (its GST reversed in proportion), never more than is left to credit; set against the invoice first, the rest an unapplied credit.',
        headers: IdempotencyHeaders,
        params: IdParams,
        body: CreateCreditNoteRequest,
        response: { 201: CreditNoteResponse },
      },
    ),
    sendCreated(db, (tx, principal, request) =>
      createCreditNote(tx, actorOf(principal), request.params.id, request.body, clock()),
    ),
  );

  app.get(
    '/credit-notes',
    spec(
      { access: 'billing:read' },
      { querystring: CreditNoteListQuery, response: { 200: CreditNoteListResponse } },
    ),
    async (request) => listCreditNotes(db, principalOf(request), request.query),
  );

  app.get(
    '/credit-notes/:id',
    spec({ access: 'billing:read' }, { params: IdParams, response: { 200: CreditNoteResponse } }),
    async (request) => ({
      creditNote: await creditNoteDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.get(
    '/credit-notes/:id/einvoice.json',
    spec(
      {
        access: 'billing:read',
        errorCodes: [
          'einvoice_buyer_gstin_missing',
          'einvoice_party_incomplete',
          'einvoice_nothing_taxable',
        ],
      },
      {
        description:
          'The credit note in the GST e-invoice schema INV-01 v1.1 (DocDtls.Typ CRN, the invoice it reduces in RefDtls.PrecDocDtls; JSON to upload to the Invoice Registration Portal); validated against the schema before it is answered.',
        params: IdParams,
        response: {
          200: {
            description: 'The e-invoice JSON (a download).',
            content: { 'application/json': { schema: EInvoice } },
          },
        },
      },
    ),
    async (request, reply) => {
      const einvoice = buildCreditNoteEInvoice(
        await creditNoteDocument(db, principalOf(request), request.params.id),
      );
      const name = `${einvoice.DocDtls.No.replace(/\//g, '-')}.json`;
      reply.header('Content-Disposition', attachment(name)).header('Cache-Control', 'no-store');
      return einvoice;
    },
  );
};
