import type {
  CreateAccountRequest,
  CreateAccountResponse,
  RetailerInput,
  RetailerListResponse,
  RetailerResponse,
  RetailerUpdate,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface RetailerListParams {
  search: string;
  status: string;
  distributorId: number | null;
  page: number;
  pageSize: number;
}

export const retailerKeys = {
  all: ['retailers'] as const,
  list: (params: RetailerListParams) => ['retailers', 'list', params] as const,
  detail: (id: number) => ['retailers', 'detail', id] as const,
};

/**
 * GET /retailers: server-side search, status and distributor filters ('all' is omitted) and
 * paging; the previous rows stay while the next answer loads (SPEC.md section 7).
 */
export function useRetailers(params: RetailerListParams) {
  return useQuery({
    queryKey: retailerKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<RetailerListResponse>('/retailers', {
        signal,
        query: {
          search: params.search || undefined,
          status: params.status === 'all' ? undefined : params.status,
          distributorId: params.distributorId ?? undefined,
          page: params.page,
          pageSize: params.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /retailers/:id with its summary counts. */
export function useRetailer(id: number | null) {
  return useQuery({
    queryKey: retailerKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<RetailerResponse>(`/retailers/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** Retailers also appear in the distributors' detail view (its retailers, its counts). */
async function invalidateRetailers(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: retailerKeys.all });
  await queryClient.invalidateQueries({ queryKey: ['distributors', 'detail'] });
}

export function useCreateRetailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RetailerInput; idempotencyKey: string }) =>
      api.post<RetailerResponse>('/retailers', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => invalidateRetailers(queryClient),
  });
}

export function useUpdateRetailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RetailerUpdate }) =>
      api.put<RetailerResponse>(`/retailers/${id}`, body),
    onSuccess: () => invalidateRetailers(queryClient),
  });
}

export function useCreateRetailerAccount() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreateAccountRequest }) =>
      api.post<CreateAccountResponse>(`/retailers/${id}/account`, body),
  });
}
