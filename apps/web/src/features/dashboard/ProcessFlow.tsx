import { Building2, ClipboardList, PackageSearch, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';

const STEPS = [
  { key: 'serviceProvider', icon: Building2 },
  { key: 'inventory', icon: PackageSearch },
  { key: 'booking', icon: ClipboardList },
  { key: 'delivery', icon: Truck },
] as const;

/** Service Provider → Inventory → Order Booking → Delivery Tracking (docs/product/overview.md). */
export function ProcessFlow() {
  const { t } = useTranslation();
  return (
    <Card className="p-5">
      <h2
        id="dashboard-flow-heading"
        className="text-base font-semibold text-slate-900 dark:text-white"
      >
        {t('dashboard.flow.heading')}
      </h2>
      <ol
        aria-labelledby="dashboard-flow-heading"
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2"
      >
        {STEPS.map(({ key, icon: Icon }, index) => (
          <li
            key={key}
            className="relative flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/40"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white dark:bg-indigo-500"
            >
              <Icon className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-medium text-indigo-700 uppercase dark:text-indigo-300">
                {t('dashboard.flow.step', { number: index + 1 })}
              </span>
              <span className="block font-medium text-slate-900 dark:text-white">
                {t(`dashboard.flow.${key}.title`)}
              </span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                {t(`dashboard.flow.${key}.description`)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
