import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { errorText } from '../../lib/errors';

/**
 * The table card of a list screen: its title with the server's total, a quiet "Updating…"
 * while a new page or filter loads (the previous rows stay), then exactly one of loading,
 * error, empty or the rows, and the pager.
 */
export function ListCard({
  headingId,
  title,
  isLoading,
  isRefreshing,
  error,
  loadingLabel,
  updatingLabel,
  errorTitle,
  onRetry,
  isEmpty,
  emptyTitle,
  emptyHint,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  children,
}: {
  headingId: string;
  title: string;
  isLoading: boolean;
  isRefreshing: boolean;
  error: unknown;
  loadingLabel: string;
  updatingLabel: string;
  errorTitle: string;
  onRetry: () => void;
  isEmpty: boolean;
  emptyTitle: string;
  emptyHint?: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (isLoading) body = <LoadingState label={loadingLabel} />;
  else if (error)
    body = (
      <ErrorState
        title={errorTitle}
        detail={errorText(error, t, '') || undefined}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (isEmpty) body = <EmptyState title={emptyTitle} hint={emptyHint} />;
  else body = children;

  return (
    <Card className="overflow-hidden" aria-labelledby={headingId} role="region">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {isRefreshing && (
          <span
            className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400"
            role="status"
          >
            <Spinner />
            {updatingLabel}
          </span>
        )}
      </div>
      {body}
      {!isLoading && !error && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </Card>
  );
}
