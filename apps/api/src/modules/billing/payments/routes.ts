import {
  IdParams,
  LedgerQuery,
  LedgerResponse,
  PaymentListQuery,
  PaymentListResponse,
  PaymentResponse,
  RecordPaymentRequest,
  ReversePaymentRequest,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../access/principal';
import { principalOf } from '../../../plugins/auth';
import { IdempotencyHeaders } from '../../../platform/idempotency';
import { errorResponses, routeSpec, sendCreated } from '../../route-spec';
import type { BillingRoutesDeps } from '../deps';
import { ledger } from '../ledger';
import { recordPayment, reversePayment } from './commands';
import { listPayments } from './queries';

const spec = routeSpec('billing', errorResponses);

/** Payments of issued invoices, their reversal, and a distributor's ledger (decision 0144). */
export const paymentRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (
  app,
  { db, clock },
) => {
  app.post(
    '/invoices/:id/payments',
    spec(
      {
        access: 'billing:write',
        errorCodes: [
          'invoice_not_payable',
          'payment_exceeds_balance',
          'payment_date_in_future',
          'payment_date_before_invoice',
        ],
      },
      {
        headers: IdempotencyHeaders,
        params: IdParams,
        body: RecordPaymentRequest,
        response: { 201: PaymentResponse },
      },
    ),
    sendCreated(db, (tx, principal, request) =>
      recordPayment(tx, actorOf(principal), request.params.id, request.body, clock()),
    ),
  );

  app.post(
    '/payments/:id/reverse',
    spec(
      { access: 'billing:write', errorCodes: ['payment_already_reversed'] },
      { params: IdParams, body: ReversePaymentRequest, response: { 200: PaymentResponse } },
    ),
    async (request) =>
      reversePayment(
        db,
        actorOf(principalOf(request)),
        request.params.id,
        request.body.reason,
        clock(),
      ),
  );

  app.get(
    '/payments',
    spec(
      { access: 'billing:read' },
      { querystring: PaymentListQuery, response: { 200: PaymentListResponse } },
    ),
    async (request) => listPayments(db, principalOf(request), request.query),
  );

  app.get(
    '/billing/ledger',
    spec(
      { access: 'billing:read', errorCodes: ['ledger_distributor_required', 'not_found'] },
      { querystring: LedgerQuery, response: { 200: LedgerResponse } },
    ),
    async (request) => ledger(db, principalOf(request), request.query),
  );
};
