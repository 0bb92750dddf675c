import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

export const STEPS = ['distributor', 'retailer', 'details', 'review'] as const;
export type Step = 1 | 2 | 3 | 4;

/**
 * The steps from `first` (a distributor books for itself: its wizard starts at the retailer) and
 * numbered from there; the current one is marked for screen readers (aria-current="step").
 */
export function Stepper({ step, first }: { step: Step; first: Step }) {
  const { t } = useTranslation();
  const shown = STEPS.slice(first - 1);
  return (
    <nav aria-label={t('booking.steps.label')} className="mb-6">
      <ol className={cn('grid gap-2', shown.length === 4 ? 'grid-cols-4' : 'grid-cols-3')}>
        {shown.map((key, index) => {
          const number = index + 1;
          const done = number + first - 1 < step;
          const current = number + first - 1 === step;
          return (
            <li
              key={key}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done && 'bg-indigo-600 text-white dark:bg-indigo-500',
                  current &&
                    'bg-indigo-600 text-white ring-4 ring-indigo-100 dark:ring-indigo-500/30',
                  !done &&
                    !current &&
                    'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : number}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight sm:text-sm',
                  current
                    ? 'font-semibold text-slate-900 dark:text-white'
                    : 'text-slate-600 dark:text-slate-400',
                )}
              >
                <span className="sr-only">
                  {t('booking.steps.stepOf', { step: number, total: shown.length })}:{' '}
                </span>
                {t(`booking.steps.${key}`)}
                {done && <span className="sr-only"> ({t('booking.steps.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
