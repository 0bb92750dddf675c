import type { ReceiptScanResponse } from '@dd/contract';
import { AlertTriangle, CheckCircle2, CopyCheck, XCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useScan } from '../../api/receipts';
import { CameraButton } from '../../components/scan/CameraButton';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { Input, Label } from '../../components/ui/Field';
import { errorText } from '../../lib/errors';
import type { ScanOutcome } from '../../lib/scan/outcome';

type Line = { kind: ReceiptScanResponse['result'] | 'error'; text: string; n: number };

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
  error: {
    icon: XCircle,
    className: 'border-red-300 bg-red-50 text-red-900 dark:bg-red-500/15 dark:text-red-200',
  },
} as const;

/**
 * The serial input of an open receipt. A USB scanner types the serial and Enter: each one is
 * sent as it comes and answered loudly (a large coloured line, read out by aria-live), and the
 * focus stays in the input for the next. The camera button reads barcodes into the same call.
 */
export function ScanPanel({ receiptId }: { receiptId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const scan = useScan(receiptId);
  const [serial, setSerial] = useState('');
  const [line, setLine] = useState<Line | null>(null);
  const count = useRef(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = serial.trim();
    if (!value) return;
    setSerial('');
    input.current?.focus();
    const n = ++count.current;
    // Answers may come back out of order when scans are quick: the last scan's answer wins.
    scan.mutate(value, {
      onSuccess: (answer) => {
        if (n !== count.current) return;
        setLine({
          kind: answer.result,
          n,
          text: t(`receipts.scan.${answer.result}`, { serial: answer.item.serialNumber }),
        });
      },
      onError: (error) => {
        if (n !== count.current) return;
        setLine({
          kind: 'error',
          n,
          text: `${value}: ${errorText(error, t, t('receipts.scan.failed'))}`,
        });
      },
    });
  };

  // The camera's reads go through the same call, one after another; each answer is also the
  // panel's big line.
  const RESULT = { received: 'added', duplicate: 'already', unexpected: 'outOfScope' } as const;
  const onCameraRead = async (serials: string[]): Promise<ScanOutcome[]> => {
    const outcomes: ScanOutcome[] = [];
    for (const value of serials) {
      const n = ++count.current;
      try {
        const answer = await scan.mutateAsync(value);
        const text = t(`receipts.scan.${answer.result}`, { serial: answer.item.serialNumber });
        setLine({ kind: answer.result, n, text });
        outcomes.push({ serial: value, result: RESULT[answer.result], text });
      } catch (error) {
        const text = `${value}: ${errorText(error, t, t('receipts.scan.failed'))}`;
        setLine({ kind: 'error', n, text });
        outcomes.push({ serial: value, result: 'failed', text });
      }
    }
    return outcomes;
  };

  const look = line ? LOOK[line.kind] : null;
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
        <div className="flex gap-2">
          <Button type="submit" size="lg" className="h-12 flex-1">
            {t('receipts.scan.submit')}
          </Button>
          <CameraButton onSerials={onCameraRead} onClosed={() => input.current?.focus()} />
        </div>
      </form>
      <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
        {t('receipts.scan.hint')}
      </p>
      <div aria-live="assertive" aria-atomic="true" className="mt-4 min-h-16">
        {line && look ? (
          <p
            key={line.n}
            data-result={line.kind}
            className={cn(
              'flex items-center gap-3 rounded-xl border-2 px-4 py-3 text-lg font-bold break-all sm:text-2xl',
              look.className,
            )}
          >
            <look.icon className="size-7 shrink-0" aria-hidden="true" />
            {line.text}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
