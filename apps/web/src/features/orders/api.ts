import type {
  CreateOrderRequest,
  CreateOrderResponse,
  DistributorListResponse,
  OrderDetailResponse,
  OrderListResponse,
  OrderStatus,
  OrderStatusUpdateRequest,
  OrderStatusUpdateResponse,
  RetailerListResponse,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const ORDERS_PAGE_SIZE = 20;

/** The orders screen's status filter buttons (SPEC.md: All Orders, Pending, Approved, In Progress, Delivered). */
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
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const bookingKeys = {
  distributors: ['booking', 'distributors'] as const,
  retailers: (distributorId: number) => ['booking', 'retailers', distributorId] as const,
};

/** Active distributors the user may book for (an admin: all; a distributor: itself). */
export function useBookingDistributors() {
  return useQuery({
    queryKey: bookingKeys.distributors,
    queryFn: ({ signal }) =>
      api.get<DistributorListResponse>('/distributors', {
        query: { status: 'ACTIVE', pageSize: 500 },
        signal,
      }),
  });
}

/** Active retailers of the chosen distributor (SPEC.md: GET /retailers?distributorId=). */
export function useBookingRetailers(distributorId: number | null) {
  return useQuery({
    queryKey: bookingKeys.retailers(distributorId ?? 0),
    queryFn: ({ signal }) =>
      api.get<RetailerListResponse>('/retailers', {
        query: { distributorId: distributorId ?? undefined, status: 'ACTIVE', pageSize: 500 },
        signal,
      }),
    enabled: distributorId !== null,
  });
}

/** POST /orders, with the wizard session's Idempotency-Key. */
export function createOrder(body: CreateOrderRequest, idempotencyKey: string) {
  return api.post<CreateOrderResponse>('/orders', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
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
