import type { Machine } from '@dd/contract';
import { useEffect, useRef } from 'react';
import { useResolveSerials } from '../../api/machines';
import type { ScanOutcome } from '../../lib/scan/outcome';
import { pickFromAnswer, type Fit } from '../../lib/scan/pick';

export type MachineScreen = {
  /** Whether this screen takes the device, or why not. */
  fit: (machine: Machine) => Fit;
  isPicked: (machine: Machine) => boolean;
  /** Tick these (found, fit, not ticked yet). */
  onPick: (machines: Machine[]) => void;
};

/**
 * Serials scanned, typed or pasted on a screen that picks devices: the server resolves them
 * (its scope decides what the caller may name), the screen judges each device, the fit ones
 * are ticked. Answers every serial's outcome for SerialEntry.
 */
export function useMachinePicker(screen: MachineScreen) {
  const resolve = useResolveSerials();
  const latest = useRef(screen);
  useEffect(() => {
    latest.current = screen;
  });
  return async (serials: string[]): Promise<ScanOutcome[]> => {
    try {
      const answer = await resolve.mutateAsync(serials);
      const { outcomes, picked } = pickFromAnswer(serials, answer, latest.current);
      if (picked.length > 0) latest.current.onPick(picked);
      return outcomes;
    } catch {
      return serials.map((serial) => ({ serial, result: 'failed' as const }));
    }
  };
}
