import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';

/** Label / value pairs of a detail view (a description list, two columns from 640 px). */
export function DetailList({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {item.label}
          </dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A small titled group inside a detail view. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}

/** The summary counts of a detail view, as small figures. */
export function SummaryCounts({ items }: { items: Array<{ label: string; value: number }> }) {
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-3',
        items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-4',
      )}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
        >
          <dt className="truncate text-xs text-slate-600 dark:text-slate-400">{item.label}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums dark:text-white">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A link from a detail view to another screen, filtered through its URL. */
export function RelatedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-indigo-700 hover:bg-indigo-50 dark:border-slate-700 dark:text-indigo-300 dark:hover:bg-slate-800',
        focusRing,
      )}
    >
      {children}
      <ArrowRight className="size-3.5" aria-hidden="true" />
    </Link>
  );
}
