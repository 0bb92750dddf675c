import { CommissionListResponse, CommissionQuery } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../../plugins/auth';
import { errorResponses, routeSpec } from '../../route-spec';
import type { BillingRoutesDeps } from '../routes';
import { commissionStatements } from './statements';

const spec = routeSpec('billing', errorResponses);

/** Commission statements (docs/product.md, "Billing") as JSON; the PDF is documents'. */
export const commissionRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (
  app,
  { db, now },
) => {
  app.get(
    '/billing/commissions',
    spec(
      { access: 'billing:read', errorCodes: ['billing_month_open'] },
      { querystring: CommissionQuery, response: { 200: CommissionListResponse } },
    ),
    async (request) => ({
      statements: await commissionStatements(db, principalOf(request), request.query, now()),
    }),
  );
};
