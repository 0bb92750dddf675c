import {
  type CreateAccountRequest,
  type CreateAccountResponse,
  type DistributorInput,
  type DistributorListResponse,
  type DistributorResponse,
  type DistributorUpdate,
  type RetailerListResponse,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ALL_OPTIONS_PAGE_SIZE } from './party/area';

export interface DistributorListParams {
  search: string;
  status: string;
  page: number;
  pageSize: number;
}

export const distributorKeys = {
  all: ['distributors'] as const,
  list: (params: DistributorListParams) => ['distributors', 'list', params] as const,
  options: () => ['distributors', 'options'] as const,
  detail: (id: number) => ['distributors', 'detail', id] as const,
  retailers: (id: number) => ['distributors', 'detail', id, 'retailers'] as const,
};

/** GET /distributors: server-side search, status filter and paging; stats cover the scope. */
export function useDistributors(params: DistributorListParams) {
  return useQuery({
    queryKey: distributorKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<DistributorListResponse>('/distributors', {
        signal,
        query: {
          search: params.search || undefined,
          status: params.status === 'all' ? undefined : params.status,
          page: params.page,
          pageSize: params.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every distributor the user may see, for selects (the retailers screen's filter and form):
 * an admin gets all of them, a distributor only itself (the server scopes the list).
 */
export function useDistributorOptions(enabled = true) {
  return useQuery({
    queryKey: distributorKeys.options(),
    queryFn: async ({ signal }) => {
      const answer = await api.get<DistributorListResponse>('/distributors', {
        signal,
        query: { pageSize: ALL_OPTIONS_PAGE_SIZE },
      });
      return answer.distributors.map((d) => ({
        id: d.id,
        name: d.name,
        company_name: d.company_name,
      }));
    },
    enabled,
    staleTime: 60_000,
  });
}

/** GET /distributors/:id with its summary counts. */
export function useDistributor(id: number | null) {
  return useQuery({
    queryKey: distributorKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<DistributorResponse>(`/distributors/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The first retailers of one distributor, for its detail view. */
export function useDistributorRetailers(id: number | null, pageSize: number) {
  return useQuery({
    queryKey: distributorKeys.retailers(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<RetailerListResponse>('/retailers', {
        signal,
        query: { distributorId: id, pageSize },
      }),
    enabled: id !== null,
  });
}

export function useCreateDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DistributorInput; idempotencyKey: string }) =>
      api.post<DistributorResponse>('/distributors', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributorKeys.all }),
  });
}

export function useUpdateDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DistributorUpdate }) =>
      api.put<DistributorResponse>(`/distributors/${id}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: distributorKeys.all });
      // Retailer rows show their distributor's name and company.
      await queryClient.invalidateQueries({ queryKey: ['retailers'] });
    },
  });
}

export function useCreateDistributorAccount() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreateAccountRequest }) =>
      api.post<CreateAccountResponse>(`/distributors/${id}/account`, body),
  });
}
