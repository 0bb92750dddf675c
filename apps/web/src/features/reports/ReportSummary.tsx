import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFormatters } from './format';
import { TitledCard } from './TitledCard';

export interface ActiveFilter {
  key: string;
  label: string;
  value: string;
}

/**
 * docs/product/screens.md, Reports: the selected report, the format, the date range the file is
 * filtered on ('All dates' with none; one date alone filters too, so it says so; a report without
 * dates is as of today) and the active filters ('No filters applied' if none).
 * `children` goes under it (the Generate button).
 */
export function ReportSummary({
  report,
  format,
  dateFrom,
  dateTo,
  dates = true,
  filters,
  children,
}: {
  report: string;
  format: string;
  dateFrom: string;
  dateTo: string;
  /** False for a report without dates (the receivables ageing, as of today). */
  dates?: boolean;
  filters: ActiveFilter[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const fmt = useReportFormatters();
  const dateRange = !dates
    ? t('reports.summary.asOfToday')
    : dateFrom && dateTo
      ? t('reports.summary.range', { from: fmt.day(dateFrom), to: fmt.day(dateTo) })
      : dateFrom
        ? t('reports.summary.fromOnly', { from: fmt.day(dateFrom) })
        : dateTo
          ? t('reports.summary.toOnly', { to: fmt.day(dateTo) })
          : t('reports.summary.allDates');

  const term = 'text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400';
  const detail = 'mt-0.5 text-sm font-medium break-words text-slate-900 dark:text-white';

  const filterList =
    filters.length === 0 ? (
      <span className="font-normal text-slate-600 dark:text-slate-400">
        {t('reports.summary.noFilters')}
      </span>
    ) : (
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {filters.map((filter) => (
          <li
            key={filter.key}
            className="max-w-full rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium break-words text-indigo-800 ring-1 ring-indigo-600/20 ring-inset dark:bg-indigo-500/15 dark:text-indigo-200"
          >
            {t('reports.summary.filter', { label: filter.label, value: filter.value })}
          </li>
        ))}
      </ul>
    );

  const rows = [
    ['report', report],
    ['format', format],
    ['dateRange', dateRange],
    ['filters', filterList],
  ] as const;

  return (
    <TitledCard title={t('reports.summary.heading')} titleClassName="mb-4 text-base font-semibold">
      <dl className="space-y-3">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className={term}>{t(`reports.summary.${key}`)}</dt>
            <dd className={detail}>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </TitledCard>
  );
}
