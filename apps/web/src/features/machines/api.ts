import type {
  MachineHistoryResponse,
  MachineImportResponse,
  MachineInput,
  MachineListQuery,
  MachineListResponse,
  MachineResponse,
  MachineUpdate,
  ServiceProvider,
} from '@dd/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../lib/api';

export const machineKeys = {
  all: ['machines'] as const,
  list: (query: Partial<MachineListQuery>) => ['machines', 'list', query] as const,
  history: (id: number) => ['machines', 'history', id] as const,
  providers: ['service-providers', 'list'] as const,
};

/**
 * Everything that shows machines: this screen, the assignments (and their checklist), the
 * dashboard and the providers' inventories.
 */
export function invalidateMachineViews(queryClient: QueryClient) {
  return Promise.all(
    [machineKeys.all, ['assignments'], ['dashboard'], ['service-providers']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useMachines(query: Partial<MachineListQuery>) {
  return useQuery({
    queryKey: machineKeys.list(query),
    queryFn: ({ signal }) => api.get<MachineListResponse>('/machines', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMachineHistory(id: number | null) {
  return useQuery({
    queryKey: machineKeys.history(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<MachineHistoryResponse>(`/reports/machine-history/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useServiceProviders(enabled = true) {
  return useQuery({
    queryKey: machineKeys.providers,
    queryFn: ({ signal }) => api.get<ServiceProvider[]>('/service-providers', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCreateMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: MachineInput; key: string }) =>
      api.post<MachineResponse>('/machines', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => invalidateMachineViews(queryClient),
  });
}

export function useUpdateMachine(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MachineUpdate) => api.put<MachineResponse>(`/machines/${id}`, body),
    onSuccess: () => invalidateMachineViews(queryClient),
  });
}

export function useImportMachines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) =>
      api.post<MachineImportResponse>('/machines/import', body),
    onSuccess: (answer) => {
      if (!answer.dryRun && answer.imported > 0) void invalidateMachineViews(queryClient);
    },
  });
}

/** A fresh Idempotency-Key (one per create dialog; a new one after each success). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
