import type { MachineSwapRequest, MachineSwapResponse, MachineSwapsResponse } from '@dd/contract';
import { postOnce, useGet, useWrite } from './hooks';
import { machineSwapKeys } from './keys';

/** GET /machines/{id}/swaps: the machine's swaps and its provider's mapping rule. */
export function useMachineSwaps(id: number, enabled = true) {
  return useGet<MachineSwapsResponse>(machineSwapKeys.of(id), `/machines/${id}/swaps`, {
    enabled,
  });
}

/** POST /machines/{id}/swap: both machines and everything showing custody change. */
export function useSwapMachine(id: number) {
  return useWrite(
    'machineWrite',
    postOnce<MachineSwapRequest, MachineSwapResponse>(`/machines/${id}/swap`),
  );
}
