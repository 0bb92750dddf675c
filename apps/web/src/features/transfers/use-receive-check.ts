import type { TransferMachine } from '@dd/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanOutcome } from '../../lib/scan/outcome';

type Seen = { checked: ReadonlySet<number>; unexpected: readonly string[] };
const NOTHING: Seen = { checked: new Set(), unexpected: [] };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The receiver's check of a transfer against its device list, in the browser (the detail lists
 * every serial): each serial scanned, typed or pasted is on the transfer (checked) or not
 * (unexpected). What is missing is the transfer's devices not checked yet.
 */
export function useReceiveCheck(machines: readonly TransferMachine[]) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState<Seen>(NOTHING);
  // A paste and a scanner may answer back to back: each check starts from the last one's result.
  const latest = useRef(seen);

  const check = async (serials: string[]): Promise<ScanOutcome[]> => {
    const checked = new Set(latest.current.checked);
    const unexpected = [...latest.current.unexpected];
    const outcomes = serials.map((asked): ScanOutcome => {
      const machine = machines.find((m) => same(m.serialNumber, asked));
      if (!machine) {
        if (!unexpected.some((u) => same(u, asked))) unexpected.push(asked);
        const text = t('transfers.check.result.unexpected', { serial: asked });
        return { serial: asked, result: 'outOfScope', text };
      }
      const serial = machine.serialNumber;
      if (checked.has(machine.id)) {
        return { serial, result: 'already', text: t('transfers.check.result.already', { serial }) };
      }
      checked.add(machine.id);
      return { serial, result: 'added', text: t('transfers.check.result.found', { serial }) };
    });
    latest.current = { checked, unexpected };
    setSeen(latest.current);
    return outcomes;
  };

  const reset = () => {
    latest.current = NOTHING;
    setSeen(NOTHING);
  };

  return {
    check,
    reset,
    started: seen.checked.size > 0 || seen.unexpected.length > 0,
    checked: seen.checked.size,
    missing: machines.filter((m) => !seen.checked.has(m.id)).map((m) => m.serialNumber),
    unexpected: seen.unexpected,
  };
}

export type ReceiveCheck = ReturnType<typeof useReceiveCheck>;
