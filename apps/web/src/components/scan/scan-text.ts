import type { TFunction } from 'i18next';
import type { ScanOutcome } from '../../lib/scan/outcome';

/** The sentence for one read: what was added, or clearly why not. */
export function scanText(t: TFunction, outcome: ScanOutcome): string {
  return outcome.text ?? t(`scan.result.${outcome.result}`, { serial: outcome.serial });
}
