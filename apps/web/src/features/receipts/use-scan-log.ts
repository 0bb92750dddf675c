import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isQueued } from '../../api/offline-queue';
import { useScan } from '../../api/receipts';
import { errorText } from '../../lib/errors';
import type { ScanOutcome } from '../../lib/scan/outcome';

/**
 * What the server answered to one serial, `error` when it was not recorded, or `queued` when it
 * waits in the offline queue to be sent (decision 0155).
 */
export const SCAN_ANSWERS = ['received', 'duplicate', 'unexpected', 'queued', 'error'] as const;
export type ScanAnswer = (typeof SCAN_ANSWERS)[number];

/**
 * One scan of this visit: `n` orders them (newest highest), `at` is when it was scanned, `text`
 * the loud sentence, `reason` why an `error` was not recorded.
 */
export type ScanEntry = {
  n: number;
  serial: string;
  answer: ScanAnswer;
  text: string;
  reason?: string;
  at: Date;
};

/** How the shared scan toolkit (camera reads, pasted lists) shows each answer. */
const OUTCOME = {
  received: 'added',
  duplicate: 'already',
  unexpected: 'outOfScope',
  queued: 'added',
  error: 'failed',
} as const;

/**
 * The scans of an open receipt while its screen is open: every serial typed, read by the camera
 * or pasted goes through `record` (one POST each, so each commits on its own), and joins the
 * log, newest first. Quick scans may answer out of order: the log stays ordered by scan.
 */
export function useScanLog(receiptId: number) {
  const { t } = useTranslation();
  const scan = useScan(receiptId);
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  const count = useRef(0);

  const record = async (value: string): Promise<ScanEntry> => {
    const n = ++count.current;
    const at = new Date();
    let entry: ScanEntry;
    try {
      const answer = await scan.mutateAsync(value);
      if (isQueued(answer)) {
        const text = t('receipts.scan.queued', { serial: value });
        entry = { n, serial: value, answer: 'queued', text, at };
        setEntries((list) => [entry, ...list].sort((a, b) => b.n - a.n));
        return entry;
      }
      const serial = answer.item.serialNumber;
      const text = t(`receipts.scan.${answer.result}`, { serial });
      entry = { n, serial, answer: answer.result, text, at };
    } catch (error) {
      const reason = errorText(error, t, t('receipts.scan.failed'));
      entry = { n, serial: value, answer: 'error', text: `${value}: ${reason}`, reason, at };
    }
    setEntries((list) => [entry, ...list].sort((a, b) => b.n - a.n));
    return entry;
  };

  /** Many serials (a camera read, a pasted list), one after another, as the toolkit's outcomes. */
  const recordAll = async (serials: string[]): Promise<ScanOutcome[]> => {
    const outcomes: ScanOutcome[] = [];
    for (const serial of serials) {
      const entry = await record(serial);
      outcomes.push({ serial: entry.serial, result: OUTCOME[entry.answer], text: entry.text });
    }
    return outcomes;
  };

  return { entries, record, recordAll };
}
