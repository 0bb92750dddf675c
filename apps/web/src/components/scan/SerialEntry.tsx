import { ClipboardList } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Input, Label } from '../ui/Field';
import { cn } from '../ui/cn';
import type { ScanOutcome } from '../../lib/scan/outcome';
import { CameraButton } from './CameraButton';
import { PasteListDialog, type PasteWords } from './PasteListDialog';
import { ScanLine } from './ScanLine';

/**
 * Where a serial is entered: a USB/Bluetooth scanner (or a person) types it and Enter, the camera
 * button reads barcodes, "Paste a list" takes many. All three go through `onSerials`, which
 * answers what became of each. No <form>: it sits inside the screens' own forms.
 */
export function SerialEntry({
  onSerials,
  label,
  placeholder,
  hideLabel,
  autoFocus,
  className,
  pasteWords,
}: {
  onSerials: (serials: string[]) => Promise<ScanOutcome[]>;
  /** What the pasted list's result says (default: devices selected). */
  pasteWords?: PasteWords;
  label?: string;
  placeholder?: string;
  hideLabel?: boolean;
  autoFocus?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [serial, setSerial] = useState('');
  const [last, setLast] = useState<{ n: number; outcome: ScanOutcome } | null>(null);
  const [pasting, setPasting] = useState(false);
  const count = useRef(0);

  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const value = serial.trim();
    if (!value) return;
    setSerial('');
    const n = ++count.current;
    void onSerials([value]).then((outcomes) => {
      // Quick scans may answer out of order: the last one's answer is shown.
      if (n === count.current && outcomes[0]) setLast({ n, outcome: outcomes[0] });
    });
  };

  return (
    <div className={className}>
      <Label htmlFor={inputId} className={hideLabel ? 'sr-only' : undefined}>
        {label ?? t('scan.entryLabel')}
      </Label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={input}
          id={inputId}
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          onKeyDown={enter}
          autoFocus={autoFocus}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={64}
          placeholder={placeholder ?? t('scan.entryPlaceholder')}
          className="min-w-40 flex-1 font-mono"
        />
        <CameraButton onSerials={onSerials} onClosed={() => input.current?.focus()} />
        <Button variant="secondary" onClick={() => setPasting(true)}>
          <ClipboardList className="size-4" aria-hidden="true" />
          {t('scan.paste')}
        </Button>
      </div>
      <div aria-live="assertive" aria-atomic="true" className={cn(last && 'mt-2')}>
        {last ? <ScanLine key={last.n} outcome={last.outcome} /> : null}
      </div>
      <PasteListDialog
        open={pasting}
        onOpenChange={setPasting}
        onSerials={onSerials}
        words={pasteWords}
      />
    </div>
  );
}
