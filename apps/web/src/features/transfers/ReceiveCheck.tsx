import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasteWords } from '../../components/scan/PasteListDialog';
import { SerialEntry } from '../../components/scan/SerialEntry';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import type { ReceiveCheck as Check } from './use-receive-check';

const CHECK_WORDS: PasteWords = {
  submit: 'transfers.check.paste.submit',
  added: 'transfers.check.paste.found',
  already: 'transfers.check.paste.already',
  notAdded: 'transfers.check.paste.notFound',
};

/**
 * "Check the devices" on a pending transfer, for its receiver: scan or paste what arrived; the
 * devices of the transfer not scanned yet and the serials that are not on it are named. Accept
 * stays possible whatever the check says.
 */
export function ReceiveCheck({ check, total }: { check: Check; total: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const complete = check.missing.length === 0 && check.unexpected.length === 0;
  return (
    <Card className="mb-4 p-4" role="region" aria-labelledby={titleId}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t('transfers.check.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('transfers.check.description')}
          </p>
        </div>
        {check.started ? (
          <Button variant="secondary" size="sm" onClick={check.reset}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('transfers.check.reset')}
          </Button>
        ) : null}
      </div>
      <SerialEntry onSerials={check.check} pasteWords={CHECK_WORDS} />
      {check.started ? (
        <div aria-live="polite" data-testid="transfer-check" className="mt-4 grid gap-3">
          <p className="text-sm font-medium text-slate-900 dark:text-white">
            {t('transfers.check.progress', { checked: check.checked, count: total })}
          </p>
          {complete ? (
            <p className="flex items-center gap-2 text-sm font-medium text-green-800 dark:text-green-300">
              <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
              {t('transfers.check.complete', { count: total })}
            </p>
          ) : null}
          <SerialList title={t('transfers.check.missing', { count: check.missing.length })}>
            {check.missing}
          </SerialList>
          <SerialList title={t('transfers.check.unexpected', { count: check.unexpected.length })}>
            {check.unexpected}
          </SerialList>
        </div>
      ) : null}
    </Card>
  );
}

/** A titled list of serials; nothing when empty. */
function SerialList({ title, children }: { title: string; children: readonly string[] }) {
  const titleId = useId();
  if (children.length === 0) return null;
  return (
    <div>
      <h3 id={titleId} className="mb-1 text-sm font-semibold text-red-800 dark:text-red-300">
        {title}
      </h3>
      <ul aria-labelledby={titleId} className="flex flex-wrap gap-1.5">
        {children.map((serial) => (
          <li
            key={serial}
            className="rounded-md border border-red-200 bg-red-50 px-2 py-0.5 font-mono text-sm text-red-900 dark:border-red-500/30 dark:bg-red-500/15 dark:text-red-200"
          >
            {serial}
          </li>
        ))}
      </ul>
    </div>
  );
}
