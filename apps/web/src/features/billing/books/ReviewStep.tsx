import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyLabel } from '../../../components/forms/BusyLabel';
import { Button } from '../../../components/ui/Button';

/** What a dialog is about to issue, fact by fact, and the warning that it is final. */
export function ReviewStep({
  facts,
  warning,
}: {
  facts: { label: string; value: ReactNode }[];
  warning: string;
}) {
  return (
    <div className="space-y-3" data-step="review">
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
        {facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-4 px-3 py-2">
            <dt className="text-slate-600 dark:text-slate-400">{fact.label}</dt>
            <dd className="text-right font-medium break-words text-slate-900 dark:text-white">
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm font-medium text-amber-800 dark:text-amber-300" role="note">
        {warning}
      </p>
    </div>
  );
}

/**
 * The review's footer: Back to the form, and the button that issues the document (the
 * confirmation).
 */
export function ReviewFooter({
  confirmLabel,
  busy,
  onBack,
  onConfirm,
}: {
  confirmLabel: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        {t('books.review.back')}
      </Button>
      <Button onClick={onConfirm} disabled={busy}>
        <BusyLabel busy={busy} busyText={t('billing.saving')}>
          {confirmLabel}
        </BusyLabel>
      </Button>
    </>
  );
}
