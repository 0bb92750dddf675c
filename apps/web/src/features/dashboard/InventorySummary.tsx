import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/Card';
import type { DashboardFiguresProps } from './StatCards';

/**
 * Three counts (docs/product/screens.md): the two POS figures both show the total POS count, the
 * third the soundbox count.
 */
export function InventorySummary({ stats, loading, failed, formatNumber }: DashboardFiguresProps) {
  const { t } = useTranslation();
  const pos = stats?.machines.pos ?? 0;
  const rows = [
    { key: 'posMachines', label: t('dashboard.inventory.posMachines'), value: pos },
    { key: 'posTerminals', label: t('dashboard.inventory.posTerminals'), value: pos },
    {
      key: 'soundboxDevices',
      label: t('dashboard.inventory.soundboxDevices'),
      value: stats?.machines.soundbox ?? 0,
    },
  ];
  return (
    <Card className="p-5" aria-busy={loading}>
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        {t('dashboard.inventory.heading')}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => (
          <div
            key={row.key}
            data-testid={`inventory-${row.key}`}
            className="flex items-center justify-between gap-4 py-2.5"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
              {loading || failed ? t('common.none') : formatNumber(row.value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
