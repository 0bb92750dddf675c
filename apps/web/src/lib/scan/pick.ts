import type { Machine, ResolveSerialsResponse } from '@dd/contract';
import type { ScanOutcome } from './outcome';

/** How a screen judges a device the server found: it takes it, or why not. */
export type Fit = 'ok' | 'unavailable' | 'outOfScope';

/**
 * The outcome of each serial asked, in the order asked, from the server's answer: devices the
 * screen takes and has not ticked yet are `picked` (to tick), the rest say why not.
 */
export function pickFromAnswer<M extends Pick<Machine, 'id' | 'serialNumber'>>(
  asked: readonly string[],
  answer: { machines: readonly M[]; notFound: ResolveSerialsResponse['notFound'] },
  screen: { fit: (machine: M) => Fit; isPicked: (machine: M) => boolean },
): { outcomes: ScanOutcome[]; picked: M[] } {
  const byKey = new Map(answer.machines.map((m) => [m.serialNumber.toLowerCase(), m]));
  const outcomes: ScanOutcome[] = [];
  const picked: M[] = [];
  for (const serial of asked) {
    const machine = byKey.get(serial.toLowerCase());
    if (!machine) {
      outcomes.push({ serial, result: 'unknown' });
      continue;
    }
    const fit = screen.fit(machine);
    const shown = machine.serialNumber;
    if (fit !== 'ok') outcomes.push({ serial: shown, result: fit });
    else if (screen.isPicked(machine) || picked.some((m) => m.id === machine.id))
      outcomes.push({ serial: shown, result: 'already' });
    else {
      picked.push(machine);
      outcomes.push({ serial: shown, result: 'added' });
    }
  }
  return { outcomes, picked };
}
