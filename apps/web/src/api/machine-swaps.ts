import type {
  MachineSwapRequest,
  MachineSwapResponse,
  MachineSwapsResponse,
  SwapCheckResponse,
  SwapReplacementRef,
} from '@dd/contract';
import { postOnce, useGet, useWrite } from './hooks';
import { machineSwapKeys } from './keys';

/** GET /machines/{id}/swaps: the machine's swaps and its provider's mapping rule. */
export function useMachineSwaps(id: number, enabled = true) {
  return useGet<MachineSwapsResponse>(machineSwapKeys.of(id), `/machines/${id}/swaps`, {
    enabled,
  });
}

/**
 * GET /machines/{id}/swap-check: the swap's own rule on the picked replacement, asked as soon as
 * it is scanned, typed or chosen (nothing is asked while `ref` is null).
 */
export function useSwapCheck(id: number, ref: SwapReplacementRef | null) {
  const which = ref?.replacementMachineId ?? ref?.replacementSerial ?? '';
  return useGet<SwapCheckResponse>(machineSwapKeys.check(id, which), `/machines/${id}/swap-check`, {
    query: { ...ref },
    enabled: ref !== null,
  });
}

/** POST /machines/{id}/swap: both machines and everything showing custody change. */
export function useSwapMachine(id: number) {
  return useWrite(
    'machineWrite',
    postOnce<MachineSwapRequest, MachineSwapResponse>(`/machines/${id}/swap`),
  );
}
