import { ASSIGNMENT_STATUSES, type AssignmentStats } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { useFormatters } from '../../lib/format';
import { ListSearch } from '../../lib/list/ListSearch';

const STATUS_OPTIONS = ['', ...ASSIGNMENT_STATUSES] as const;
const STAT_KEY = {
  '': 'total',
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  RETURNED: 'returned',
  REASSIGNED: 'reassigned',
} as const;

/** The Assignments search box and its status buttons, each with its count. */
export function AssignmentFilters({
  status,
  onStatus,
  searchText,
  onSearchText,
  stats,
}: {
  status: string;
  onStatus: (status: string) => void;
  searchText: string;
  onSearchText: (text: string) => void;
  stats: AssignmentStats | undefined;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <Card className="mb-4 space-y-4 p-4">
      <ListSearch
        id="assignments-search"
        label={t('assignments.search.label')}
        text={searchText}
        onText={onSearchText}
        placeholder={t('assignments.search.placeholder')}
      />
      <div role="group" aria-label={t('assignments.filter.label')} className="flex flex-wrap gap-2">
        {STATUS_OPTIONS.map((option) => {
          const active = status === option;
          const count = stats?.[STAT_KEY[option]];
          return (
            <button
              key={option || 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onStatus(option)}
              className={cn(
                'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                active
                  ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-500'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {option ? t(`assignments.filter.${option}`) : t('assignments.filter.all')}
              {count !== undefined ? (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    active
                      ? 'bg-indigo-800 text-white dark:bg-indigo-700'
                      : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
                  )}
                >
                  {number(count)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </Card>
  );
}
