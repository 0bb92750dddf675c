import {
  ApproveCommissionRequest,
  ApproveCommissionResponse,
  CommissionListResponse,
  CommissionQuery,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../access/principal';
import { principalOf } from '../../../plugins/auth';
import { IdempotencyHeaders } from '../../../platform/idempotency';
import { errorResponses, routeSpec, sendCreated } from '../../route-spec';
import { approveCommission } from './approve';
import type { BillingRoutesDeps } from '../deps';
import { commissionStatements } from './statements';

const spec = routeSpec('billing', errorResponses);

/** Commission statements (docs/product/billing.md, "Billing") as JSON; the PDF is documents'. */
export const commissionRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/billing/commissions',
    spec(
      { access: 'billing:read', errorCodes: ['billing_month_open'] },
      { querystring: CommissionQuery, response: { 200: CommissionListResponse } },
    ),
    async (request) => ({
      statements: await commissionStatements(db, principalOf(request), request.query, clock()),
    }),
  );

  app.post(
    '/billing/commissions/approve',
    spec(
      {
        access: 'billing:write',
        errorCodes: [
          'billing_month_open',
          'commission_already_approved',
          'commission_nothing_to_pay',
        ],
      },
      {
        description:
          "Approves a closed month's commission statement of one distributor: frozen as a document CS/<FY>/NNNNNN, TDS under section 194H withheld, the net owed to the distributor (paid out or set against its invoices later).",
        headers: IdempotencyHeaders,
        body: ApproveCommissionRequest,
        response: { 201: ApproveCommissionResponse },
      },
    ),
    sendCreated(db, (tx, principal, request) =>
      approveCommission(tx, actorOf(principal), request.body, clock()),
    ),
  );
};
