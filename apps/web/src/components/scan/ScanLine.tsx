import { CheckCircle2, CopyCheck, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';
import { isRefusal, type ScanOutcome } from '../../lib/scan/outcome';
import { scanText } from './scan-text';

const LOOK = {
  added: {
    icon: CheckCircle2,
    className:
      'border-green-300 bg-green-50 text-green-900 dark:bg-green-500/15 dark:text-green-200',
  },
  already: {
    icon: CopyCheck,
    className:
      'border-yellow-300 bg-yellow-50 text-yellow-900 dark:bg-yellow-500/15 dark:text-yellow-200',
  },
  refused: {
    icon: XCircle,
    className: 'border-red-300 bg-red-50 text-red-900 dark:bg-red-500/15 dark:text-red-200',
  },
} as const;

/** One read's answer as a coloured line (`data-result` names it for tests). */
/** What a way of entering serials (camera, pasted list) is given: its dialog's state and the lookup. */
export interface ScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `repeated`: a pasted list's later copies of its serials (listSerials), not in `serials`. */
  onSerials: (serials: string[], repeated?: string[]) => Promise<ScanOutcome[]>;
}

export function ScanLine({ outcome, large }: { outcome: ScanOutcome; large?: boolean }) {
  const { t } = useTranslation();
  const look =
    LOOK[isRefusal(outcome.result) ? 'refused' : outcome.result === 'added' ? 'added' : 'already'];
  return (
    <p
      data-result={outcome.result}
      className={cn(
        'flex items-center gap-2 rounded-lg border px-3 py-2 font-medium wrap-anywhere',
        large ? 'text-base sm:text-lg' : 'text-sm',
        look.className,
      )}
    >
      <look.icon className="size-5 shrink-0" aria-hidden="true" />
      {scanText(t, outcome)}
    </p>
  );
}
