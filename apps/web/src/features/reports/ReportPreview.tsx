import type { ReportCell, ReportField, ReportPreviewResponse, ReportType } from '@dd/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { DataTable } from '../../components/ui/DataTable';
import { EmptyState } from '../../components/ui/States';
import { errorText } from '../../lib/errors';
import type { ReportFormatters } from './format';
import { codeLabel, columnHeader, statusLabel, statusTone } from './labels';

/** Columns whose cells can be long (they wrap); every other cell stays on one line. */
const LONG_TEXT_COLUMNS = new Set([
  'notes',
  'address',
  'machineSerials',
  'reason',
  'reverseReason',
]);

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
  const cell = (field: ReportField, v: ReportCell | undefined) => {
    if (field.codes === 'status' && typeof v === 'string') {
      return <Badge tone={statusTone(rowType, v)}>{statusLabel(t, v)}</Badge>;
    }
    if (field.codes && typeof v === 'string') return codeLabel(t, field.codes, v);
    if (field.key === 'id' && v !== null && v !== undefined) return String(v); // an id, not a quantity
    const text = fmt.cell(v ?? null, field.kind, yesNo);
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
  } else {
    body = (
      <>
        <DataTable
          label={tableLabel}
          rows={data?.rows ?? []}
          rowKey={(row, index) => String(row.id ?? index)}
          estimateRowHeight={45}
          states={{
            failed: Boolean(error) &&
              !data && {
                title: t('reports.preview.error'),
                detail: errorText(error, t, ''),
                onRetry,
              },
            loading: (isLoading || !data) && t('reports.preview.loading'),
            empty: { title: t('reports.preview.empty'), hint: t('reports.preview.emptyHint') },
          }}
          columns={(data?.fields ?? []).map((field) => {
            const figure = field.kind === 'number' || field.kind === 'rupees';
            return {
              key: field.key,
              header: columnHeader(t, rowType, field),
              headerClassName: figure ? 'text-right whitespace-nowrap' : 'whitespace-nowrap',
              className: figure
                ? 'text-right whitespace-nowrap tabular-nums'
                : LONG_TEXT_COLUMNS.has(field.key)
                  ? 'max-w-xs min-w-56 break-words'
                  : 'whitespace-nowrap',
              cell: (row: ReportPreviewResponse['rows'][number]) => cell(field, row[field.key]),
            };
          })}
        />
        {data && data.total > data.rows.length && (
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
