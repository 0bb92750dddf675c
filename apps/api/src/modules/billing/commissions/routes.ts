import { CommissionListResponse, CommissionQuery } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../../plugins/auth';
import { badRequest } from '../../../lib/http-errors';
import { sendFile } from '../../../lib/send-file';
import { renderCommissionStatement } from '../../documents';
import { errorResponses, fileAnswer, routeSpec } from '../../route-spec';
import type { BillingRoutesDeps } from '../routes';
import { commissionStatements } from './statements';

const spec = routeSpec('billing', errorResponses);

/** Commission statements (docs/product.md, "Billing"): JSON, and one distributor's as a PDF. */
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

  app.get(
    '/billing/commissions/statement.pdf',
    spec(
      {
        access: 'billing:read',
        errorCodes: ['billing_month_open', 'commission_distributor_required'],
      },
      {
        description:
          "A distributor's commission statement for a closed month (PDF); admins name the distributor.",
        querystring: CommissionQuery,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']) },
      },
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      if (principal.role === 'admin' && request.query.distributorId === undefined)
        throw badRequest('commission_distributor_required', 'Choose the distributor');
      const [statement] = await commissionStatements(db, principal, request.query, now());
      const pdf = await renderCommissionStatement(statement!);
      return sendFile(
        reply,
        `commission-${statement!.month}-${statement!.distributorId}.pdf`,
        'application/pdf',
        pdf,
      );
    },
  );
};
