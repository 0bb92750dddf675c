import type { Webhook } from '@dd/contract';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReloadWebhooks, useWebhookDeliveries } from '../../../api/webhooks';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/States';
import { Table, Td, Th } from '../../../components/ui/Table';
import { errorText } from '../../../lib/errors';
import { DATE_TIME_PATTERN, useFormatters } from '../../../lib/format';
import { webhookDeliveryTone } from '../../../lib/status-tones';

/** A webhook's delivery log: the latest 50, newest first (time, event, status, code, tries). */
export function DeliveriesDialog({
  webhook,
  timeZone,
  onClose,
}: {
  webhook: Webhook | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={webhook !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.deliveries.title')}
      description={webhook?.url}
      closeLabel={t('common.close')}
      size="xl"
    >
      {webhook && <DeliveriesLog id={webhook.id} timeZone={timeZone} />}
    </Dialog>
  );
}

function DeliveriesLog({ id, timeZone }: { id: number; timeZone: string }) {
  const { t } = useTranslation();
  const fmt = useFormatters(timeZone);
  const query = useWebhookDeliveries(id);
  const reload = useReloadWebhooks();
  if (query.isPending) return <LoadingState label={t('webhooks.deliveries.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('webhooks.deliveries.loadFailed')}
        detail={errorText(query.error, t, '')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('webhooks.retry')}
          </Button>
        }
      />
    );
  const { deliveries, total } = query.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {total > 0 && t('webhooks.deliveries.shown', { shown: deliveries.length, total })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void reload()}
          disabled={query.isFetching}
        >
          {query.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" className="size-4" />}
          {t('webhooks.deliveries.refresh')}
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <EmptyState
          title={t('webhooks.deliveries.empty')}
          hint={t('webhooks.deliveries.emptyHint')}
        />
      ) : (
        <Table aria-label={t('webhooks.deliveries.title')}>
          <thead>
            <tr>
              <Th>{t('webhooks.deliveries.columns.time')}</Th>
              <Th>{t('webhooks.deliveries.columns.event')}</Th>
              <Th>{t('webhooks.deliveries.columns.status')}</Th>
              <Th>{t('webhooks.deliveries.columns.code')}</Th>
              <Th>{t('webhooks.deliveries.columns.attempts')}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {deliveries.map((d) => (
              <tr key={d.id} data-testid="webhook-delivery">
                <Td className="whitespace-nowrap">{fmt.date(d.createdAt, DATE_TIME_PATTERN)}</Td>
                <Td>
                  {t(`webhooks.events.${d.eventType}` as 'webhooks.events.webhook.test', {
                    defaultValue: d.eventType,
                  })}
                </Td>
                <Td>
                  <Badge tone={webhookDeliveryTone(d.status)}>
                    {t(`webhooks.deliveries.status.${d.status}`)}
                  </Badge>
                  {d.lastError && d.lastStatusCode === null && (
                    <p className="mt-1 text-xs break-words text-slate-500 dark:text-slate-400">
                      {d.lastError}
                    </p>
                  )}
                  {d.nextAttemptAt && (
                    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                      {t('webhooks.deliveries.nextAttempt', {
                        time: fmt.date(d.nextAttemptAt, DATE_TIME_PATTERN),
                      })}
                    </p>
                  )}
                </Td>
                <Td className="font-mono">{d.lastStatusCode ?? t('common.none')}</Td>
                <Td>{fmt.number(d.attempts)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
