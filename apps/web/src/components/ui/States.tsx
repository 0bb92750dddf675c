import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Card } from './Card';
import { Spinner } from './Spinner';
import { BackLink } from './TextLink';

/** What a list shows when it has nothing: a title (the spec's text) and an optional hint. */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center" role="status">
      <Inbox className="size-10 text-slate-300 dark:text-slate-600" aria-hidden="true" />
      <p className="font-medium text-slate-900 dark:text-white">{title}</p>
      {hint && <p className="text-sm text-slate-500 dark:text-slate-400">{hint}</p>}
      {action}
    </div>
  );
}

/**
 * An inline load failure (the spec's 'Error loading …' texts). `onRetry` gives it a small
 * "Try again" button; `action` any other.
 */
export function ErrorState({
  title,
  detail,
  action,
  onRetry,
}: {
  title: string;
  detail?: string;
  action?: ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const retry = onRetry ? (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      {t('common.retry')}
    </Button>
  ) : null;
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center" role="alert">
      <AlertTriangle className="size-10 text-red-400" aria-hidden="true" />
      <p className="font-medium text-red-700 dark:text-red-300">{title}</p>
      {detail && <p className="text-sm text-slate-500 dark:text-slate-400">{detail}</p>}
      {retry ?? action}
    </div>
  );
}

/** A centred spinner with a label for screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-12 text-slate-500" role="status">
      <Spinner />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** A screen the user's role may not use: the way back (if any) and why, in a card. */
export function NotAllowed({
  back,
  title,
}: {
  back?: { to: string; label: string };
  title: string;
}) {
  return (
    <>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <Card>
        <EmptyState title={title} />
      </Card>
    </>
  );
}
