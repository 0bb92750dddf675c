import type { ParseKeys } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Label, Textarea } from '../ui/Field';
import { isRefusal, type ScanOutcome } from '../../lib/scan/outcome';
import { listSerials, PASTE_LIMIT } from '../../lib/scan/parse-serials';
import { ScanLine, type ScanDialogProps } from './ScanLine';

/** The keys of the dialog's button and result counts (`count` is passed to each count). */
export type PasteWords = Record<'submit' | 'added' | 'already' | 'notAdded', ParseKeys>;

/** A screen that picks devices: the found are "selected". */
const SELECT_WORDS: PasteWords = {
  submit: 'scan.pasteSubmit',
  added: 'scan.pasteAdded',
  already: 'scan.pasteAlready',
  notAdded: 'scan.pasteNotAdded',
};

/**
 * "Paste a list": serials on lines or separated by commas or spaces, looked up at once; the
 * found are selected (or what `words` says the screen does with them) and the others are
 * listed with the reason; a serial on the list twice is taken once and the result says how many
 * were (the screen is told them too).
 */
export function PasteListDialog({
  open,
  onOpenChange,
  onSerials,
  words = SELECT_WORDS,
}: ScanDialogProps & { words?: PasteWords }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<ScanOutcome[] | null>(null);
  const [repeats, setRepeats] = useState(0);

  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setProblem(null);
      setOutcomes(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React passes a portal's events up to the screen's own form: this submit is ours alone.
    event.stopPropagation();
    const { serials, repeated } = listSerials(text);
    if (serials.length === 0) return setProblem(t('scan.pasteEmpty'));
    if (serials.length > PASTE_LIMIT)
      return setProblem(t('scan.pasteTooMany', { count: PASTE_LIMIT }));
    setProblem(null);
    setBusy(true);
    try {
      setRepeats(repeated.length);
      setOutcomes(await onSerials(serials, repeated));
    } finally {
      setBusy(false);
    }
  };

  const refused = outcomes?.filter((o) => isRefusal(o.result)) ?? [];
  const added = outcomes?.filter((o) => o.result === 'added').length ?? 0;
  const already = outcomes?.filter((o) => o.result === 'already').length ?? 0;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('scan.pasteTitle')}
      footer={
        outcomes ? (
          <Button onClick={() => close(false)}>{t('scan.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={`${fieldId}-form`} disabled={busy}>
              {t(words.submit)}
            </Button>
          </>
        )
      }
    >
      {outcomes ? (
        <div aria-live="polite" data-testid="paste-result">
          <p className="text-sm font-medium text-slate-900 dark:text-white">
            {t(words.added, { count: added })}
            {already > 0 ? ` · ${t(words.already, { count: already })}` : ''}
            {repeats > 0 ? ` · ${t('scan.pasteRepeated', { count: repeats })}` : ''}
          </p>
          {refused.length > 0 ? (
            <>
              <h3 className="mt-3 mb-1.5 text-sm font-semibold text-red-800 dark:text-red-300">
                {t(words.notAdded, { count: refused.length })}
              </h3>
              <ul className="space-y-1.5">
                {refused.map((outcome) => (
                  <li key={outcome.serial}>
                    <ScanLine outcome={outcome} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : (
        <form id={`${fieldId}-form`} onSubmit={(e) => void submit(e)}>
          <Label htmlFor={fieldId}>{t('scan.pasteLabel')}</Label>
          <Textarea
            id={fieldId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={8}
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono"
            aria-describedby={`${fieldId}-hint`}
            aria-invalid={problem ? true : undefined}
          />
          <p id={`${fieldId}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
            {t('scan.pasteHint', { count: PASTE_LIMIT })}
          </p>
          {problem ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
