import { useTranslation } from 'react-i18next';
import { useProviderAdmin, type ProviderAdminCardProps } from './provider-admin';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ErrorState, LoadingState } from '../../../components/ui/States';
import { useStockThresholds } from '../../../api/stock-thresholds';
import { StockAlertsEditor } from './StockAlertsEditor';

/**
 * "Low-stock alerts" on the provider's inventory page (admins): thresholds per device type and
 * model with the devices in stock now; falling below tells the admins once per fall.
 */
export function StockAlertsCard({ providerId, className }: ProviderAdminCardProps) {
  const { t } = useTranslation();
  const isAdmin = useProviderAdmin();
  const query = useStockThresholds(providerId, isAdmin);
  if (!isAdmin) return null;
  return (
    <Card className={`p-4 ${className ?? ''}`}>
      <section aria-labelledby="stock-alerts-title">
        <h2
          id="stock-alerts-title"
          className="text-sm font-semibold text-slate-900 dark:text-white"
        >
          {t('stockAlerts.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('stockAlerts.intro')}</p>
        {query.isPending ? (
          <LoadingState label={t('stockAlerts.loading')} />
        ) : query.isError ? (
          <ErrorState
            title={t('stockAlerts.loadFailed')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                {t('stockAlerts.retry')}
              </Button>
            }
          />
        ) : (
          <StockAlertsEditor
            // A fresh editor for every saved list (after a save, or new counts from elsewhere).
            key={JSON.stringify(query.data.thresholds.map((s) => [s.id, s.threshold, s.model]))}
            providerId={providerId}
            saved={query.data.thresholds}
          />
        )}
      </section>
    </Card>
  );
}
