/** At most this many serials travel in an event's payload; `machineCount` tells the rest. */
export const SERIALS_IN_PAYLOAD = 20;

/** The devices of an event as its payload names them: how many, and the first serials. */
export function devicesPayload(serials: readonly string[]): {
  machineCount: number;
  serials: string[];
} {
  return { machineCount: serials.length, serials: serials.slice(0, SERIALS_IN_PAYLOAD) };
}
