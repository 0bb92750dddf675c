import type { ReportCell, ReportColumnKind, ReportPreviewResponse, ReportType } from '@dd/contract';
import { RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/States';
import { Td, Th } from '../../components/ui/Table';
import { TableBody } from '../../components/ui/TableBody';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { errorText } from '../../lib/errors';
import type { ReportFormatters } from './format';
import { columnHeader, machineTypeLabel, statusLabel, statusTone } from './labels';

/** Columns whose cells can be long (they wrap); every other cell stays on one line. */
const LONG_TEXT_COLUMNS = new Set(['notes', 'address', 'machineSerials']);

/**
 * The report's first rows (headers from the answer's `fields`, cells by their kind) and how many
 * rows the whole report has. The previous rows stay, marked as updating, while the next load.
 */
export function ReportPreview({
  type,
  title,
  data,
  isLoading,
  isUpdating,
  error,
  datesInvalid,
  fmt,
  onRetry,
}: {
  type: ReportType;
  title: string;
  data: ReportPreviewResponse | undefined;
  isLoading: boolean;
  isUpdating: boolean;
  error: unknown;
  datesInvalid: boolean;
  fmt: ReportFormatters;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const yesNo: [string, string] = [t('common.yes'), t('common.no')];

  let body: ReactNode;

  const tableLabel = t('reports.preview.tableLabel', { report: title });
  // While the next preview loads the previous one stays: its rows belong to its own type.
  const rowType = data?.type ?? type;
  const cell = (key: string, kind: ReportColumnKind, v: ReportCell | undefined) => {
    if ((key === 'status' || key === 'activationState') && typeof v === 'string') {
      return <Badge tone={statusTone(rowType, v)}>{statusLabel(t, v)}</Badge>;
    }
    if (key === 'id' && v !== null && v !== undefined) return String(v); // an id, not a quantity
    if (rowType !== 'assignments' && key === 'type' && typeof v === 'string') {
      return machineTypeLabel(t, v);
    }
    const text = fmt.cell(v ?? null, kind, yesNo);
    return text === null ? (
      <span className="text-slate-400 dark:text-slate-500">
        <span aria-hidden="true">{t('common.none')}</span>
      </span>
    ) : (
      text
    );
  };

  if (datesInvalid) {
    body = <EmptyState title={t('reports.preview.datesFirst')} />;
  } else if (error && !data) {
    body = (
      <ErrorState
        title={t('reports.preview.error')}
        detail={errorText(error, t, '')}
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (isLoading || !data) {
    body = <LoadingState label={t('reports.preview.loading')} />;
  } else if (data.rows.length === 0) {
    body = <EmptyState title={t('reports.preview.empty')} hint={t('reports.preview.emptyHint')} />;
  } else {
    body = (
      <>
        {/* Wide reports scroll sideways; the scroll area takes keyboard focus (arrow keys). */}
        <div
          role="region"
          aria-label={tableLabel}
          tabIndex={0}
          className={cn('overflow-x-auto', focusRing, 'focus-visible:-outline-offset-2')}
        >
          <table
            aria-label={tableLabel}
            aria-rowcount={data.rows.length + 1}
            className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800"
          >
            <thead>
              <tr aria-rowindex={1}>
                {data.fields.map((field) => (
                  <Th
                    key={field.key}
                    className={
                      field.kind === 'number' ? 'text-right whitespace-nowrap' : 'whitespace-nowrap'
                    }
                  >
                    {columnHeader(t, field)}
                  </Th>
                ))}
              </tr>
            </thead>
            <TableBody
              rows={data.rows}
              rowKey={(row, index) => String(row.id ?? index)}
              columns={data.fields.length}
              estimateRowHeight={45}
              className="divide-y divide-slate-200 dark:divide-slate-800"
            >
              {(row) =>
                data.fields.map((field) => (
                  <Td
                    key={field.key}
                    className={
                      field.kind === 'number'
                        ? 'text-right whitespace-nowrap tabular-nums'
                        : LONG_TEXT_COLUMNS.has(field.key)
                          ? 'max-w-xs min-w-56 break-words'
                          : 'whitespace-nowrap'
                    }
                  >
                    {cell(field.key, field.kind, row[field.key])}
                  </Td>
                ))
              }
            </TableBody>
          </table>
        </div>
        {data.total > data.rows.length && (
          <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            {t('reports.preview.firstRows', { shown: data.rows.length })}
          </p>
        )}
      </>
    );
  }

  return (
    <Card className="min-w-0 overflow-hidden">
      <section aria-labelledby={headingId} aria-busy={isLoading || isUpdating}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3 sm:px-5 dark:border-slate-800">
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t('reports.preview.heading')}
            <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
              {title}
            </span>
          </h2>
          <p
            className="flex items-center gap-2 text-sm text-slate-700 tabular-nums dark:text-slate-300"
            aria-live="polite"
          >
            {isUpdating && (
              <>
                <Spinner />
                <span className="sr-only">{t('reports.preview.updating')}</span>
              </>
            )}
            {data && !datesInvalid && (
              <span data-testid="report-total" className="font-medium">
                {t('reports.preview.rows', { count: data.total, value: fmt.number(data.total) })}
              </span>
            )}
          </p>
        </div>
        <div className={isUpdating ? 'opacity-60 transition-opacity' : undefined}>{body}</div>
      </section>
    </Card>
  );
}
