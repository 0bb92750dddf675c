import {
  type MachineSwapRequest,
  MachineSwapsResponse,
  SwapCheckResponse,
  type SwapReplacementRef,
} from '@dd/contract';
import { useGet, type KeyedBody } from './hooks';
import { machineSwapKeys } from './keys';
import { useFieldAction } from './offline-queue';

/** GET /machines/{id}/swaps: the machine's swaps and its provider's mapping rule. */
export function useMachineSwaps(id: number, enabled = true) {
  return useGet(machineSwapKeys.of(id), `/machines/${id}/swaps`, MachineSwapsResponse, {
    enabled,
  });
}

/**
 * GET /machines/{id}/swap-check: the swap's own rule on the picked replacement, asked as soon as
 * it is scanned, typed or chosen (nothing is asked while `ref` is null).
 */
export function useSwapCheck(id: number, ref: SwapReplacementRef | null) {
  const which = ref?.replacementMachineId ?? ref?.replacementSerial ?? '';
  return useGet(machineSwapKeys.check(id, which), `/machines/${id}/swap-check`, SwapCheckResponse, {
    query: { ...ref },
    enabled: ref !== null,
  });
}

/**
 * POST /machines/{id}/swap under the dialog's Idempotency-Key: both machines and everything
 * showing custody change. Without a network it waits in the offline queue (`{ queued }`).
 */
export function useSwapMachine(id: number, serialNumber = '') {
  // `replacement`: the replacement's serial, which the queue shows.
  return useFieldAction(
    ({ body, key, replacement }: KeyedBody<MachineSwapRequest> & { replacement: string }) => ({
      kind: 'swap',
      path: `/machines/${id}/swap`,
      body,
      subject: { machineId: id, serialNumber, replacement },
      key,
    }),
  );
}
