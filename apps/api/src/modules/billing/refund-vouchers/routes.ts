import {
  IdParams,
  RefundVoucherListQuery,
  RefundVoucherListResponse,
  RefundVoucherResponse,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../access/principal';
import { principalOf } from '../../../plugins/auth';
import { errorResponses, routeSpec } from '../../route-spec';
import type { BillingRoutesDeps } from '../deps';
import { issueRefundVoucher } from './commands';
import { listRefundVouchers, refundVoucherDetail } from './queries';

const spec = routeSpec('billing', errorResponses);

/** Refund vouchers (decision 0159): the deposits returned, listed, read and issued. */
export const refundVoucherRoutes: FastifyPluginAsyncZod<BillingRoutesDeps> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/refund-vouchers',
    spec(
      { access: 'billing:read' },
      { querystring: RefundVoucherListQuery, response: { 200: RefundVoucherListResponse } },
    ),
    async (request) => listRefundVouchers(db, principalOf(request), request.query),
  );

  app.get(
    '/refund-vouchers/:id',
    spec(
      { access: 'billing:read' },
      { params: IdParams, response: { 200: RefundVoucherResponse } },
    ),
    async (request) => ({
      refundVoucher: await refundVoucherDetail(db, principalOf(request), request.params.id),
    }),
  );

  app.post(
    '/refund-vouchers/:id/issue',
    spec(
      { access: 'billing:write', errorCodes: ['refund_voucher_not_draft'] },
      { params: IdParams, response: { 200: RefundVoucherResponse } },
    ),
    async (request) => ({
      refundVoucher: await db.transaction((tx) =>
        issueRefundVoucher(tx, actorOf(principalOf(request)), request.params.id, clock()),
      ),
    }),
  );
};
