import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { Money } from '../Money';

/** One fact of a document (left out when it has no value). */
export type Fact = { label: string; value: ReactNode };

/** A document's facts (distributor, dates, what it belongs to) under its status badge. */
export function FactsCard({ badge, facts }: { badge?: ReactNode; facts: Fact[] }) {
  return (
    <Card className="mb-4 p-4">
      {badge ? <div className="mb-3">{badge}</div> : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {facts
          .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
          .map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-xs text-slate-500 dark:text-slate-400">{fact.label}</dt>
              <dd className="text-sm break-words text-slate-900 dark:text-white">{fact.value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}

/** One sum of a document; zero ones are left out unless `always`. */
export type Figure = {
  key: string;
  label: string;
  paise: number;
  strong?: boolean;
  always?: boolean;
};

/** A document's sums, as the invoice's Totals shows them (`data-total` names each). */
export function FiguresCard({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <Card className="mb-4 p-4">
      <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">{title}</h2>
      <dl className="ml-auto max-w-sm space-y-1.5 text-sm">
        {figures
          .filter((row) => row.always || row.paise !== 0)
          .map((row) => (
            <div
              key={row.key}
              data-total={row.key}
              className={cn(
                'flex justify-between gap-4',
                row.strong &&
                  'border-t border-slate-200 pt-1.5 font-semibold text-slate-900 dark:border-slate-800 dark:text-white',
              )}
            >
              <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
              <dd>
                <Money paise={row.paise} />
              </dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
