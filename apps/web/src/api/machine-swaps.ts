import type { MachineSwapRequest, MachineSwapResponse, MachineSwapsResponse } from '@dd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { machineSwapKeys } from './keys';
import { refreshAfter } from './refresh';

/** GET /machines/{id}/swaps: the machine's swaps and its provider's mapping rule. */
export function useMachineSwaps(id: number, enabled = true) {
  return useQuery({
    queryKey: machineSwapKeys.of(id),
    queryFn: ({ signal }) => api.get<MachineSwapsResponse>(`/machines/${id}/swaps`, { signal }),
    enabled,
  });
}

/** POST /machines/{id}/swap: both machines and everything showing custody change. */
export function useSwapMachine(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: MachineSwapRequest; key: string }) =>
      api.post<MachineSwapResponse>(`/machines/${id}/swap`, body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => refreshAfter(queryClient, 'machineWrite'),
  });
}
