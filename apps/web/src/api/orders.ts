import {
  type CreateOrderRequest,
  CreateOrderResponse,
  OrderDetailResponse,
  type OrderListQuery,
  OrderListResponse,
  type OrderStatusUpdateRequest,
  OrderStatusUpdateResponse,
} from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { postOnce, useListGet, useRecordGet } from './hooks';
import { orderKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /orders with the list's query (filters, search, page and sort only when set). */
export function useOrders(query: Partial<OrderListQuery>) {
  return useListGet(orderKeys.list(query), '/orders', OrderListResponse, query);
}

export function useOrder(id: number) {
  return useRecordGet(orderKeys.detail(id), `/orders/${id}`, OrderDetailResponse, id);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: OrderStatusUpdateRequest & { id: number }) =>
      api.put(`/orders/${id}/status`, body, { schema: OrderStatusUpdateResponse }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.detail(answer.order.id), answer);
      void refreshAfter(queryClient, 'orderStatus');
    },
  });
}

/**
 * POST /orders (a booking), with the wizard session's Idempotency-Key. The refresh is not
 * awaited: the wizard leaves for the orders list at once.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const post = postOnce<CreateOrderRequest, CreateOrderResponse>('/orders', CreateOrderResponse);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderRequest; idempotencyKey: string }) =>
      post({ body, key: idempotencyKey }),
    onSuccess: () => {
      void refreshAfter(queryClient, 'booking');
    },
  });
}
