import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { focusRing } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { dashboardStatusTone } from '../../lib/status-tones';
import { statusLabel } from './labels';

export interface RecentItem {
  id: number;
  title: string;
  /** Where the title links to, when the user may open that screen. */
  href?: string;
  lines: ReactNode[];
  status: string;
}

/**
 * A card with a heading, up to five rows with status badges, and the spec's empty text; its texts
 * are `dashboard.<area>.*`. "View all" links to `viewAll` when the user may open that screen.
 */
export function RecentList({
  id,
  area,
  items,
  loading,
  viewAll,
}: {
  id: string;
  area: 'recentOrders' | 'recentAssignments';
  items: RecentItem[];
  loading: boolean;
  viewAll?: string;
}) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  const heading = t(`dashboard.${area}.heading`);
  const empty = t(`dashboard.${area}.empty`);
  return (
    <Card className="flex flex-col" aria-busy={loading}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {heading}
        </h2>
        {viewAll ? (
          <Link
            to={viewAll}
            className={cn(
              'rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
              focusRing,
            )}
          >
            {t(`dashboard.${area}.viewAll`)}
          </Link>
        ) : null}
      </div>
      {loading ? (
        <div className="space-y-3 px-5 py-4">
          <span className="sr-only">{t('common.loading')}</span>
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              aria-hidden="true"
              className="h-12 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-slate-800"
            />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900 dark:text-white">
                  {item.href ? (
                    <Link
                      to={item.href}
                      className={cn(
                        'rounded hover:text-indigo-700 hover:underline dark:hover:text-indigo-300',
                        focusRing,
                      )}
                    >
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </p>
                {item.lines.map((line, index) => (
                  <p key={index} className="text-sm break-words text-slate-600 dark:text-slate-400">
                    {line}
                  </p>
                ))}
              </div>
              <Badge tone={dashboardStatusTone(item.status)} className="mt-0.5 shrink-0">
                {statusLabel(t, item.status)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
