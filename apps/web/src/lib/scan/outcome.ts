/**
 * What became of one serial scanned, typed or pasted on a screen that picks devices:
 * added (ticked), already (ticked before), unknown (no device the user may name: nothing tells
 * an unknown serial from another holder's device), unavailable (known but not in a state this
 * screen takes), outOfScope (known but not one this screen lists: another provider, another
 * order), failed (the look-up itself failed).
 */
export type ScanResult = 'added' | 'already' | 'unknown' | 'unavailable' | 'outOfScope' | 'failed';

/** `text` replaces the standard sentence where a screen has its own (receiving's answers). */
export type ScanOutcome = { serial: string; result: ScanResult; text?: string };

/** The results that mean "this one did not go in" (shown in red, listed after a paste). */
export function isRefusal(result: ScanResult): boolean {
  return result !== 'added' && result !== 'already';
}
