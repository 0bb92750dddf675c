import type {
  CreateOrderRequest,
  CreateOrderResponse,
  OrderDetailResponse,
  OrderListResponse,
  OrderStatus,
  OrderStatusUpdateRequest,
  OrderStatusUpdateResponse,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { refreshAfter } from './refresh';

export const ORDERS_PAGE_SIZE = 20;

/** The orders screen's status filter buttons (docs/product.md: All Orders, Pending, Approved, In Progress, Delivered). */
export const ORDER_FILTERS = ['PENDING', 'APPROVED', 'IN_PROGRESS', 'DELIVERED'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number] | 'all';

export interface OrderListParams {
  status: OrderFilter;
  search: string;
  page: number;
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (params: OrderListParams) => ['orders', 'list', params] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

export function useOrders(params: OrderListParams) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<OrderListResponse>('/orders', {
        query: {
          status: params.status === 'all' ? undefined : params.status,
          search: params.search.trim() || undefined,
          page: params.page,
          pageSize: ORDERS_PAGE_SIZE,
        },
        signal,
      }),
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
