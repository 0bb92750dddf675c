import type { ReceiptState } from '@dd/contract';
import { badRequest } from '../../../lib/http-errors';

type OrderMachine = { id: number; serialNumber: string };
export type Reported = { received: string[]; missing: string[]; damaged: string[] };

/**
 * Every device of the order accounted for exactly once, as received, missing or damaged
 * (serials compared without case, as typed or scanned). Answers each machine's state, or 400
 * naming the repeated, unknown (not of this order) or unaccounted serials.
 */
export function accountForSerials(
  machines: OrderMachine[],
  reported: Reported,
): Map<number, ReceiptState> {
  const byKey = new Map(machines.map((m) => [m.serialNumber.toLowerCase(), m]));
  const states = new Map<number, ReceiptState>();
  const seen = new Set<string>();
  const repeated: string[] = [];
  const unknown: string[] = [];
  const lists: [ReceiptState, string[]][] = [
    ['RECEIVED', reported.received],
    ['MISSING', reported.missing],
    ['DAMAGED', reported.damaged],
  ];
  for (const [state, serials] of lists) {
    for (const serial of serials) {
      const key = serial.toLowerCase();
      if (seen.has(key)) {
        if (!repeated.includes(serial)) repeated.push(serial);
        continue;
      }
      seen.add(key);
      const machine = byKey.get(key);
      if (machine) states.set(machine.id, state);
      else unknown.push(serial);
    }
  }
  if (repeated.length > 0) {
    throw badRequest(
      'receipt_serials_repeated',
      `Serials reported more than once: ${repeated.join(', ')}`,
      { params: { serials: repeated } },
    );
  }
  if (unknown.length > 0) {
    throw badRequest(
      'receipt_serials_unknown',
      `These serials are not devices of this order: ${unknown.join(', ')}`,
      { params: { serials: unknown } },
    );
  }
  const unaccounted = machines.filter((m) => !states.has(m.id)).map((m) => m.serialNumber);
  if (unaccounted.length > 0) {
    throw badRequest(
      'receipt_serials_unaccounted',
      `Devices not reported as received, missing or damaged: ${unaccounted.join(', ')}`,
      { params: { serials: unaccounted } },
    );
  }
  return states;
}
