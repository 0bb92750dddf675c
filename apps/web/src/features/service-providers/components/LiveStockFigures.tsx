import type { ProviderStock, StockScope } from '@dd/contract';
import { Activity } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

/** The buckets in the order shown (docs/product/screens-devices.md, "Live stock figures"). */
const BUCKETS = [
  'inStock',
  'booked',
  'inTransit',
  'atRetailers',
  'withDistributors',
  'maintenance',
  'awaitingReceipt',
] as const;

/**
 * A provider's live figures, counted by the server now, labelled "Live" so nobody takes them for
 * the spec's fixed figures. `stock` undefined: still loading (dashes). Awaiting receipt is left
 * out when the caller may not see receipts (null).
 */
export function LiveStockFigures({
  stock,
  scope,
  className,
}: {
  stock: ProviderStock | undefined;
  scope: StockScope | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = BUCKETS.filter((b) => b !== 'awaitingReceipt' || stock?.awaitingReceipt !== null);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={stock === undefined}
      className={cn(
        '@container rounded-lg border border-dashed border-sky-300 bg-sky-50/60 p-3 dark:border-sky-500/40 dark:bg-sky-500/5',
        className,
      )}
    >
      <h4
        id={headingId}
        className="flex items-center gap-1.5 text-sm font-semibold text-sky-900 dark:text-sky-200"
      >
        <Activity className="size-4" aria-hidden="true" />
        {t('providers.live.title')}
      </h4>
      <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
        {t(scope === 'yours' ? 'providers.live.noteYours' : 'providers.live.noteAll')}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm @3xl:grid-cols-4">
        {shown.map((bucket) => (
          <div key={bucket} className="flex items-baseline justify-between gap-2">
            <dt className="min-w-0 text-slate-600 dark:text-slate-400">
              {t(`providers.live.${bucket}`)}
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {stock ? (stock[bucket] ?? 0) : '–'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
