import type { OrderDetail } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { useFormatters } from '../../../lib/format';
import { phraseText } from '../../../lib/phrases';
import { OrderStatusBadge, OrderStatusIcon } from './OrderStatus';

/**
 * The order's delivery timeline, oldest first: each status change with what the server wrote (in
 * the reader's language) and the notes a person wrote, who and when;
 * a Delivered entry says whether receipt was confirmed with the hand-over code.
 */
export function OrderTimeline({ entries }: { entries: OrderDetail['timeline'] }) {
  const { t } = useTranslation();
  const dates = useFormatters();
  return (
    <ol
      aria-label={t('orders.detail.timeline')}
      className="relative space-y-5 border-l border-slate-200 pl-5 dark:border-slate-700"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            className="absolute top-0.5 -left-[1.95rem] flex size-6 items-center justify-center rounded-full bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            aria-hidden="true"
          >
            <OrderStatusIcon status={entry.status} className="size-3.5" />
          </span>
          <OrderStatusBadge status={entry.status} />
          {entry.confirmation && (
            <p
              className={cn(
                'mt-1 text-xs font-semibold',
                entry.confirmation === 'confirmed'
                  ? 'text-green-700 dark:text-green-300'
                  : 'text-amber-700 dark:text-amber-300',
              )}
            >
              {t(`orders.handover.timeline.${entry.confirmation}`)}
            </p>
          )}
          {entry.phrase && (
            <p className="mt-1 text-sm break-words text-slate-800 dark:text-slate-200">
              {phraseText(t, entry.phrase, '')}
            </p>
          )}
          {entry.notes && (
            <p className="mt-1 text-sm break-words text-slate-800 dark:text-slate-200">
              {entry.notes}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t('orders.detail.by', {
              name: entry.by.name ?? t('orders.detail.system'),
              date: dates.dateTime(entry.at) || t('common.none'),
            })}
          </p>
        </li>
      ))}
    </ol>
  );
}
