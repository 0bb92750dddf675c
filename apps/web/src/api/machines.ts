import type {
  MachineHistoryResponse,
  MachineImportResponse,
  MachineInput,
  MachineListQuery,
  MachineListResponse,
  MachineResponse,
  MachineUpdate,
} from '@dd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { refreshAfter } from './refresh';

export const machineKeys = {
  all: ['machines'] as const,
  list: (query: Partial<MachineListQuery>) => ['machines', 'list', query] as const,
  history: (id: number) => ['machines', 'history', id] as const,
};

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

export function useCreateMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: MachineInput; key: string }) =>
      api.post<MachineResponse>('/machines', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => refreshAfter(queryClient, 'machineWrite'),
  });
}

export function useUpdateMachine(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MachineUpdate) => api.put<MachineResponse>(`/machines/${id}`, body),
    onSuccess: () => refreshAfter(queryClient, 'machineWrite'),
  });
}

export function useImportMachines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; dryRun: boolean }) =>
      api.post<MachineImportResponse>('/machines/import', body),
    onSuccess: (answer) => {
      if (!answer.dryRun && answer.imported > 0) void refreshAfter(queryClient, 'machineWrite');
    },
  });
}
