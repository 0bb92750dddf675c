import {
  CreateOrderRequest,
  CreateOrderResponse,
  ErrorBody,
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
import { IdempotencyHeaders, sendIdempotent } from '../../platform/idempotency';
import type { ModuleDeps } from '../deps';
import { bookOrder } from './commands/booking';
import { orderDetail } from './queries/detail';
import { listOrders } from './queries/list';
import { updateOrderStatus } from './commands/status';
import { confirmReceipt } from './handover/confirm';
import { issueHandoverCode } from './handover/reissue';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const ordersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/orders',
    {
      config: { access: 'orders:read' },
      schema: {
        tags: ['orders'],
        querystring: OrderListQuery,
        response: { 200: OrderListResponse, ...errors },
      },
    },
    async (request) => listOrders(db, principalOf(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'orders:read' },
      schema: {
        tags: ['orders'],
        params: IdParams,
        response: { 200: OrderDetailResponse, ...errors },
      },
    },
    async (request) => ({ order: await orderDetail(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/orders',
    {
      config: {
        access: 'orders:create',
        invalidMessage: 'Please complete all required fields',
        errorCodes: [
          'distributor_inactive',
          'retailer_inactive',
          'retailer_not_of_distributor',
          'machines_unavailable',
          'machines_not_found',
          'machines_wrong_provider',
          'idempotency_key_invalid',
          'idempotency_key_reused',
        ],
      },
      schema: {
        tags: ['orders'],
        headers: IdempotencyHeaders,
        body: CreateOrderRequest,
        response: { 201: CreateOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendIdempotent(db, request, reply, principal.userId, async (tx) => {
        const order = await bookOrder(tx, principal, request.body);
        return { statusCode: 201, body: { success: true as const, id: order.id, order } };
      });
    },
  );

  app.put(
    '/orders/:id/status',
    {
      config: {
        access: 'orders:updateStatus',
        errorCodes: ['invalid_transition', 'already_in_status', 'concurrent_change'],
      },
      schema: {
        tags: ['orders'],
        params: IdParams,
        body: OrderStatusUpdateRequest,
        response: { 200: OrderStatusUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await updateOrderStatus(db, principal, request.params.id, request.body);
      return { order: await orderDetail(db, principal, request.params.id) };
    },
  );

  app.post(
    '/orders/:id/receipt-confirmation',
    {
      config: {
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
      schema: {
        tags: ['orders'],
        params: IdParams,
        body: ReceiptConfirmationRequest,
        response: { 200: OrderDetailResponse, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await confirmReceipt(db, principal, request.params.id, request.body);
      return { order: await orderDetail(db, principal, request.params.id) };
    },
  );

  app.post(
    '/orders/:id/handover-code',
    {
      config: { access: 'orders:handoverCode', errorCodes: ['handover_not_out_for_delivery'] },
      schema: {
        tags: ['orders'],
        params: IdParams,
        response: { 200: OrderDetailResponse, ...errors },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await issueHandoverCode(db, principal, request.params.id);
      return { order: await orderDetail(db, principal, request.params.id) };
    },
  );
};
