import {
  CreateOrderRequest,
  CreateOrderResponse,
  IdParams,
  OrderDetailResponse,
  OrderListQuery,
  OrderListResponse,
  OrderStatusUpdateRequest,
  OrderStatusUpdateResponse,
  ReceiptConfirmationRequest,
} from '@dd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth';
import { IdempotencyHeaders, KeptRefusal } from '../../platform/idempotency';
import { HOLD_ERROR_CODES } from '../custody';
import type { ModuleDeps } from '../deps';
import { errorResponses, routeSpec, sendCreated, sendReplayable } from '../route-spec';
import { bookOrder } from './commands/booking';
import { orderDetail } from './queries/detail';
import { listOrders } from './queries/list';
import { updateOrderStatus } from './commands/status';
import { confirmReceipt } from './handover/confirm';
import { issueHandoverCode } from './handover/reissue';

const spec = routeSpec('orders', errorResponses);

export const ordersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/orders',
    spec(
      { access: 'orders:read' },
      { querystring: OrderListQuery, response: { 200: OrderListResponse } },
    ),
    async (request) => listOrders(db, principalOf(request), request.query),
  );

  app.get(
    '/orders/:id',
    spec({ access: 'orders:read' }, { params: IdParams, response: { 200: OrderDetailResponse } }),
    async (request) => ({ order: await orderDetail(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/orders',
    spec(
      {
        access: 'orders:create',
        invalidMessage: 'Please complete all required fields',
        errorCodes: [...HOLD_ERROR_CODES, 'machines_wrong_provider', 'order_type_mismatch'],
      },
      {
        headers: IdempotencyHeaders,
        body: CreateOrderRequest,
        response: { 201: CreateOrderResponse },
      },
    ),
    sendCreated(db, async (tx, principal, request) => {
      const order = await bookOrder(tx, principal, request.body, clock());
      return { success: true as const, id: order.id, order };
    }),
  );

  app.put(
    '/orders/:id/status',
    spec(
      {
        access: 'orders:updateStatus',
        errorCodes: ['invalid_transition', 'already_in_status', 'concurrent_change'],
      },
      {
        params: IdParams,
        body: OrderStatusUpdateRequest,
        response: { 200: OrderStatusUpdateResponse },
      },
    ),
    async (request) => {
      const principal = principalOf(request);
      await updateOrderStatus(db, principal, request.params.id, request.body);
      return { order: await orderDetail(db, principal, request.params.id) };
    },
  );

  app.post(
    '/orders/:id/receipt-confirmation',
    spec(
      {
        access: 'orders:confirmReceipt',
        errorCodes: [
          'handover_not_out_for_delivery',
          'handover_code_invalid',
          'handover_locked',
          'handover_code_not_issued',
          'receipt_serials_unknown',
          'receipt_serials_unaccounted',
          'receipt_serials_repeated',
          'receipt_note_required',
        ],
      },
      {
        headers: IdempotencyHeaders,
        params: IdParams,
        body: ReceiptConfirmationRequest,
        response: { 200: OrderDetailResponse },
      },
    ),
    // Idempotent: a confirmation queued offline is sent again when its answer was lost. A wrong
    // code's refusal is kept with its count: sent again, it answers the same and costs no try.
    sendReplayable(db, async (tx, principal, request) => {
      const { id } = request.params;
      const refusal = await confirmReceipt(tx, principal, id, request.body);
      return refusal ? new KeptRefusal(refusal) : { order: await orderDetail(tx, principal, id) };
    }),
  );

  app.post(
    '/orders/:id/handover-code',
    spec(
      { access: 'orders:handoverCode', errorCodes: ['handover_not_out_for_delivery'] },
      { params: IdParams, response: { 200: OrderDetailResponse } },
    ),
    async (request) => {
      const principal = principalOf(request);
      await issueHandoverCode(db, principal, request.params.id);
      return { order: await orderDetail(db, principal, request.params.id) };
    },
  );
};
