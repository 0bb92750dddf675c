import { ReceiptSerial, type ReceiptScan } from '@dd/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isQueued } from '../../api/offline-queue';
import { useScan, useScanBatch } from '../../api/receipts';
import { errorText } from '../../lib/errors';
import { isNetworkError } from '../../lib/offline-queue';
import type { ScanOutcome } from '../../lib/scan/outcome';
import { now } from '../../lib/clock';

/**
 * What the server answered to one serial, `error` when it was not recorded, `queued` when it
 * waits in the offline queue to be sent (decision 0155), or `repeated` when a pasted list held
 * it again (counted once, not sent again; decision 0163).
 */
export const SCAN_ANSWERS = [
  'received',
  'duplicate',
  'unexpected',
  'queued',
  'repeated',
  'error',
] as const;
type ScanAnswer = (typeof SCAN_ANSWERS)[number];

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
  repeated: 'already',
  error: 'failed',
} as const;

/**
 * The scans of an open receipt while its screen is open: every serial typed or read by the
 * camera goes through `record` (one POST each, so each commits on its own), a pasted list in one
 * call; each joins the log, newest first. Quick scans may answer out of order: the log stays
 * ordered by scan.
 */
export function useScanLog(receiptId: number) {
  const { t } = useTranslation();
  const scan = useScan(receiptId);
  const scanBatch = useScanBatch(receiptId);
  const [entries, setEntries] = useState<ScanEntry[]>([]);
  const count = useRef(0);

  const add = (added: ScanEntry[]) =>
    setEntries((list) => [...added, ...list].sort((a, b) => b.n - a.n));
  const answered = (n: number, answer: ReceiptScan): ScanEntry => {
    const serial = answer.item.serialNumber;
    const text = t(`receipts.scan.${answer.result}`, { serial });
    return { n, serial, answer: answer.result, text, at: now() };
  };
  const refused = (n: number, serial: string, error: unknown): ScanEntry => {
    const reason = errorText(error, t, t('receipts.scan.failed'));
    return { n, serial, answer: 'error', text: `${serial}: ${reason}`, reason, at: now() };
  };

  const record = async (value: string, n = ++count.current): Promise<ScanEntry> => {
    let entry: ScanEntry;
    try {
      const answer = await scan.mutateAsync(value);
      entry = isQueued(answer)
        ? {
            n,
            serial: value,
            answer: 'queued',
            text: t('receipts.scan.queued', { serial: value }),
            at: now(),
          }
        : answered(n, answer);
    } catch (error) {
      entry = refused(n, value, error);
    }
    add([entry]);
    return entry;
  };

  /**
   * Many serials (a camera read, a pasted list) as the toolkit's outcomes. The well-formed ones
   * go in one call; without a network they are recorded one by one (each queued), as are the
   * malformed (each answered with its own reason). A pasted list's `repeated` copies join the
   * log as such, after the list's serials.
   */
  const recordAll = async (serials: string[], repeated: string[] = []): Promise<ScanOutcome[]> => {
    const listed = serials.map((serial) => ({ serial, n: ++count.current }));
    const done = new Map<number, ScanEntry>();
    const wellFormed = listed.filter(({ serial }) => ReceiptSerial.safeParse(serial).success);
    if (wellFormed.length > 1) {
      try {
        const answer = await scanBatch.mutateAsync(wellFormed.map(({ serial }) => serial));
        wellFormed.forEach(({ n }, at) => done.set(n, answered(n, answer.scans[at]!)));
      } catch (error) {
        if (!isNetworkError(error)) {
          for (const { n, serial } of wellFormed) done.set(n, refused(n, serial, error));
        }
      }
      add([...done.values()]);
    }
    const outcomes: ScanOutcome[] = [];
    for (const { serial, n } of listed) {
      const entry = done.get(n) ?? (await record(serial, n));
      outcomes.push({ serial: entry.serial, result: OUTCOME[entry.answer], text: entry.text });
    }
    const repeats = repeated.map(
      (serial): ScanEntry => ({
        n: ++count.current,
        serial,
        answer: 'repeated',
        text: t('receipts.scan.repeated', { serial }),
        at: now(),
      }),
    );
    add(repeats);
    return outcomes;
  };

  return { entries, record, recordAll };
}
