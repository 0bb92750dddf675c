import {
  AlertTriangle,
  CheckCircle2,
  ClipboardList,
  Clock,
  CopyCheck,
  XCircle,
} from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraButton } from '../../components/scan/CameraButton';
import { PasteListDialog, type PasteWords } from '../../components/scan/PasteListDialog';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { Input, Label } from '../../components/ui/Field';
import { ScanLog } from './ScanLog';
import { useScanLog } from './use-scan-log';

const LOOK = {
  received: {
    icon: CheckCircle2,
    className:
      'border-green-300 bg-green-50 text-green-900 dark:bg-green-500/15 dark:text-green-200',
  },
  duplicate: {
    icon: CopyCheck,
    className:
      'border-yellow-300 bg-yellow-50 text-yellow-900 dark:bg-yellow-500/15 dark:text-yellow-200',
  },
  unexpected: {
    icon: AlertTriangle,
    className:
      'border-orange-400 bg-orange-100 text-orange-950 dark:bg-orange-500/20 dark:text-orange-100',
  },
  repeated: {
    icon: CopyCheck,
    className:
      'border-yellow-300 bg-yellow-50 text-yellow-900 dark:bg-yellow-500/15 dark:text-yellow-200',
  },
  queued: {
    icon: Clock,
    className: 'border-blue-300 bg-blue-50 text-blue-900 dark:bg-blue-500/15 dark:text-blue-200',
  },
  error: {
    icon: XCircle,
    className: 'border-red-300 bg-red-50 text-red-900 dark:bg-red-500/15 dark:text-red-200',
  },
} as const;

/** A pasted list is recorded, not selected. */
const RECORD_WORDS: PasteWords = {
  submit: 'receipts.paste.submit',
  added: 'receipts.paste.received',
  already: 'receipts.paste.duplicate',
  notAdded: 'receipts.paste.notReceived',
};

/**
 * The serial input of an open receipt. A USB scanner types the serial and Enter: each one is
 * sent as it comes and answered loudly (a large coloured line, read out by aria-live), and the
 * focus stays in the input for the next. The camera button and "Paste a list" go through the
 * same call; every scan joins the log below.
 */
export function ScanPanel({ receiptId }: { receiptId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { entries, record, recordAll } = useScanLog(receiptId);
  const [serial, setSerial] = useState('');
  const [pasting, setPasting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = serial.trim();
    if (!value) return;
    setSerial('');
    input.current?.focus();
    void record(value);
  };

  // The loud line is the newest scan answered (an older answer arriving late goes below it).
  const line = entries[0];
  const look = line ? LOOK[line.answer] : null;
  return (
    <Card className="mb-6 p-4 sm:p-6">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={inputId}>{t('receipts.scan.label')}</Label>
          <Input
            ref={input}
            id={inputId}
            value={serial}
            onChange={(e) => setSerial(e.target.value)}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="send"
            maxLength={64}
            className="h-12 font-mono text-lg"
            aria-describedby={`${inputId}-hint`}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="lg" className="h-12 flex-1">
            {t('receipts.scan.submit')}
          </Button>
          <CameraButton
            onSerials={recordAll}
            onClosed={() => input.current?.focus()}
            className="h-12"
          />
          <Button variant="secondary" size="lg" className="h-12" onClick={() => setPasting(true)}>
            <ClipboardList className="size-4" aria-hidden="true" />
            {t('scan.paste')}
          </Button>
        </div>
      </form>
      <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
        {t('receipts.scan.hint')}
      </p>
      <div aria-live="assertive" aria-atomic="true" className="mt-4 min-h-16">
        {line && look ? (
          <p
            key={line.n}
            data-result={line.answer}
            className={cn(
              'flex items-center gap-3 rounded-xl border-2 px-4 py-3 text-lg font-bold wrap-anywhere sm:text-2xl',
              look.className,
            )}
          >
            <look.icon className="size-7 shrink-0" aria-hidden="true" />
            {line.text}
          </p>
        ) : null}
      </div>
      <ScanLog entries={entries} />
      <PasteListDialog
        open={pasting}
        onOpenChange={setPasting}
        onSerials={recordAll}
        words={RECORD_WORDS}
      />
    </Card>
  );
}
