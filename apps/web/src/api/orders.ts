import type {
  CreateOrderRequest,
  CreateOrderResponse,
  OrderDetailResponse,
  OrderListQuery,
  OrderListResponse,
  OrderStatus,
  OrderStatusUpdateRequest,
  OrderStatusUpdateResponse,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { orderKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /orders with the list's query (filters, search, page and sort only when set). */
export function useOrders(query: Partial<OrderListQuery>) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api.get<OrderListResponse>('/orders', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<OrderDetailResponse>(`/orders/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: OrderStatusUpdateRequest & { id: number }) =>
      api.put<OrderStatusUpdateResponse>(`/orders/${id}/status`, body),
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
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderRequest; idempotencyKey: string }) =>
      api.post<CreateOrderResponse>('/orders', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      void refreshAfter(queryClient, 'booking');
    },
  });
}

/** The order statuses in their delivery order. */
export const STATUS_FLOW: readonly OrderStatus[] = [
  'PENDING',
  'APPROVED',
  'IN_PROGRESS',
  'DELIVERED',
  'CANCELLED',
];
