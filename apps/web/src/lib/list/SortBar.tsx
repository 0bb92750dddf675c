import type { SortOrder } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { SortIcon } from './SortIcon';

/**
 * The sort control of a card list (no table header to press): a row of buttons, one per sortable
 * column, the current one pressed (`aria-pressed`) with its direction said and shown by an arrow.
 */
export function SortBar<S extends string>({
  columns,
  sort,
  order,
  onSort,
  className,
}: {
  columns: readonly { column: S; label: string }[];
  sort: S | null;
  order: SortOrder;
  onSort: (column: S) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('common.list.sortBy')}
      className={cn('flex flex-wrap items-center gap-2 text-sm', className)}
    >
      <span className="text-slate-600 dark:text-slate-400" aria-hidden="true">
        {t('common.list.sortBy')}
      </span>
      {columns.map(({ column, label }) => {
        const active = sort === column ? order : null;
        return (
          <button
            key={column}
            type="button"
            aria-pressed={active !== null}
            aria-label={active ? `${label} (${t(`common.list.${active}`)})` : undefined}
            onClick={() => onSort(column)}
            className={cn(
              'inline-flex h-8 items-center gap-1 rounded-md border px-2.5',
              active
                ? 'border-indigo-600 bg-indigo-50 text-indigo-800 dark:border-indigo-400 dark:bg-indigo-950 dark:text-indigo-100'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
              focusRing,
            )}
          >
            {label}
            <SortIcon order={active} />
          </button>
        );
      })}
    </div>
  );
}
