import type { ActivationFunnel as Funnel } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';

const STEPS = ['allotted', 'installed', 'activated'] as const;

/**
 * The activation funnel (#16): devices at retailers in the caller's scope, allotted / installed /
 * activated as bars (widths relative to the largest), then deactivated and idle (THE idle rule).
 * `idleHref` links the idle figure to the Machines list filtered to them, where they can be acted on.
 */
export function ActivationFunnel({
  funnel,
  loading,
  failed = false,
  formatNumber,
  idleHref,
}: {
  funnel: Funnel | undefined;
  loading: boolean;
  /** The stats call failed: a dash, never a 0 that looks real. */
  failed?: boolean;
  formatNumber: (n: number) => string;
  idleHref?: string;
}) {
  const { t } = useTranslation();
  const value = (n: number | undefined) =>
    loading || failed ? t('common.none') : formatNumber(n ?? 0);
  const largest = Math.max(1, ...STEPS.map((s) => funnel?.[s] ?? 0));
  return (
    <Card className="p-5" aria-busy={loading} data-testid="activation-funnel">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {t('dashboard.funnel.heading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('dashboard.funnel.description')}
      </p>
      <dl className="mt-4 space-y-3">
        {STEPS.map((step) => (
          <div
            key={step}
            data-testid={`funnel-${step}`}
            className="grid grid-cols-[1fr_auto] gap-x-4 text-sm"
          >
            <dt className="text-slate-600 dark:text-slate-400">{t(`dashboard.funnel.${step}`)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {value(funnel?.[step])}
            </dd>
            <dd
              className="col-span-2 mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800"
              aria-hidden="true"
            >
              <div
                className="h-2 rounded-full bg-indigo-500"
                style={{ width: `${(((funnel?.[step] ?? 0) / largest) * 100).toFixed(1)}%` }}
              />
            </dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid grid-cols-2 gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
        <div data-testid="funnel-deactivated">
          <dt className="text-sm text-slate-600 dark:text-slate-400">
            {t('dashboard.funnel.deactivated')}
          </dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
            {value(funnel?.deactivated)}
          </dd>
        </div>
        <div data-testid="funnel-idle">
          <dt
            className="text-sm text-slate-600 dark:text-slate-400"
            title={t('dashboard.funnel.idleHint')}
          >
            {t('dashboard.funnel.idle')}
          </dt>
          <dd className="text-lg font-semibold text-amber-700 tabular-nums dark:text-amber-400">
            {value(funnel?.idle)}
          </dd>
          {idleHref ? (
            <dd>
              <Link
                to={idleHref}
                className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {t('dashboard.funnel.viewIdle')}
              </Link>
            </dd>
          ) : null}
        </div>
      </dl>
    </Card>
  );
}
