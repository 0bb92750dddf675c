import type { SwapCheckResponse, SwapMapping, SwapReplacementRef } from '@dd/contract';
import type { Principal } from '../../access/principal';
import type { Tx } from '../../db/client';
import { toMachine, type MachineRow } from '../machines';
import { mappingToMove, swapPair } from './pair';

const FIELDS = ['tid', 'mid', 'qrCode'] as const;

/** The replacement's own values that the moving ones would replace (null: none). */
function overwritten(moves: SwapMapping | null, replacement: MachineRow): SwapMapping | null {
  if (!moves) return null;
  const lost = Object.fromEntries(
    FIELDS.map((f) => {
      const own = replacement[f];
      return [f, moves[f] !== null && own !== null && own !== moves[f] ? own : null];
    }),
  ) as SwapMapping;
  return FIELDS.some((f) => lost[f] !== null) ? lost : null;
}

/**
 * GET /machines/{id}/swap-check: the swap's own rule (swapPair) on a scanned or typed
 * replacement, without changing anything, so the dialog says at once what is wrong; and what
 * the swap would move and overwrite.
 */
export async function checkSwap(
  tx: Tx,
  p: Principal,
  faultyId: number,
  ref: SwapReplacementRef,
): Promise<SwapCheckResponse> {
  const { faulty, replacement } = await swapPair(tx, p, faultyId, ref, false);
  const moves = await mappingToMove(tx, faulty);
  return {
    replacement: toMachine(replacement),
    moves,
    overwrites: overwritten(moves, replacement),
  };
}
