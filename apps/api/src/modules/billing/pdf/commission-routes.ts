import { CommissionQuery } from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../lib/http-errors';
import { sendFile } from '../../../lib/send-file';
import { principalOf } from '../../../plugins/auth';
import { errorResponses, fileAnswer, routeSpec } from '../../route-spec';
import { creditSettlements } from '../books/settlements';
import { commissionStatements } from '../commissions/statements';
import type { BillingRoutesDeps } from '../deps';
import { renderCommissionStatement } from './commission-statement-pdf';

const spec = routeSpec('billing', errorResponses);

/** A distributor's commission statement as a PDF (drawn with documents' layout helpers). */
export const commissionStatementRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/billing/commissions/statement.pdf',
    spec(
      {
        access: 'billing:read',
        errorCodes: ['billing_month_open', 'commission_distributor_required'],
      },
      {
        description:
          "A distributor's commission statement for a closed month (PDF); admins name the distributor. Once approved it shows its number and date, gross, TDS under section 194H and the net payable, and what was set against invoices or paid out of it.",
        querystring: CommissionQuery,
        produces: ['application/pdf'],
        response: { 200: fileAnswer('The PDF.', ['application/pdf']) },
      },
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      if (principal.role === 'admin' && request.query.distributorId === undefined)
        throw badRequest('commission_distributor_required', 'Choose the distributor');
      const [statement] = await commissionStatements(db, principal, request.query, clock());
      const approval = statement!.approval;
      const settled = approval ? await creditSettlements(db, 'COMMISSION', approval.id) : null;
      const pdf = await renderCommissionStatement(statement!, settled);
      return sendFile(
        reply,
        `commission-${statement!.month}-${statement!.distributorId}.pdf`,
        'application/pdf',
        pdf,
      );
    },
  );
};
