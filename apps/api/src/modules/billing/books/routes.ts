import {
  AllocationListQuery,
  AllocationListResponse,
  AllocationResponse,
  CreateAllocationRequest,
  CreatePayoutRequest,
  OpenCreditsQuery,
  OpenCreditsResponse,
  PayoutListQuery,
  PayoutListResponse,
  PayoutResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../access/principal';
import { principalOf } from '../../../plugins/auth';
import { IdempotencyHeaders } from '../../../platform/idempotency';
import { errorResponses, routeSpec, sendCreated } from '../../route-spec';
import { createPayout } from '../payouts/commands';
import { listPayouts } from '../payouts/queries';
import { ledgerOwner } from '../ledger';
import type { BillingRoutesDeps } from '../deps';
import { createAllocations } from './allocate';
import { listAllocations } from './allocations';
import { openCredits } from './open-credits';

const spec = routeSpec('billing', errorResponses);

/** Credits set against invoices, paid out, and what is left of them (decision 0159). */
export const bookRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (app, { db, clock }) => {
  app.post(
    '/billing/allocations',
    spec(
      {
        access: 'billing:write',
        errorCodes: [
          'allocation_distributor_mismatch',
          'allocation_credit_not_open',
          'allocation_exceeds_credit',
          'allocation_exceeds_balance',
          'allocation_invoice_not_open',
          'allocation_nothing_open',
        ],
      },
      {
        description:
          "Sets an issued credit (a payment's advance, a credit note, a refund voucher, an approved commission) against the same distributor's open invoice, or its open invoices oldest due first.",
        headers: IdempotencyHeaders,
        body: CreateAllocationRequest,
        response: { 201: AllocationResponse },
      },
    ),
    sendCreated(db, (tx, principal, request) =>
      createAllocations(tx, actorOf(principal), request.body, clock()),
    ),
  );

  app.get(
    '/billing/allocations',
    spec(
      { access: 'billing:read' },
      { querystring: AllocationListQuery, response: { 200: AllocationListResponse } },
    ),
    async (request) => listAllocations(db, principalOf(request), request.query),
  );

  app.get(
    '/billing/credits',
    spec(
      { access: 'billing:read', errorCodes: ['ledger_distributor_required', 'not_found'] },
      { querystring: OpenCreditsQuery, response: { 200: OpenCreditsResponse } },
    ),
    async (request) => {
      const distributorId = ledgerOwner(principalOf(request), request.query);
      const credits = await openCredits(db, distributorId);
      const unappliedPaise = credits.reduce((sum, c) => sum + c.unappliedPaise, 0);
      return { distributorId, credits, unappliedPaise };
    },
  );

  app.post(
    '/billing/payouts',
    spec(
      {
        access: 'billing:write',
        errorCodes: [
          'payout_exceeds_credit',
          'payout_credit_not_open',
          'payment_date_in_future',
          'payout_date_before_credit',
        ],
      },
      {
        description:
          'Money paid to a distributor out of one of its credits (a refund voucher, an approved commission net of TDS, an advance, a credit note), at most what is left of it.',
        headers: IdempotencyHeaders,
        body: CreatePayoutRequest,
        response: { 201: PayoutResponse },
      },
    ),
    sendCreated(db, (tx, principal, request) =>
      createPayout(tx, actorOf(principal), request.body, clock()),
    ),
  );

  app.get(
    '/billing/payouts',
    spec(
      { access: 'billing:read' },
      { querystring: PayoutListQuery, response: { 200: PayoutListResponse } },
    ),
    async (request) => listPayouts(db, principalOf(request), request.query),
  );
};
