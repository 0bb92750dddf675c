import type { Webhook } from '@dd/contract';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReloadWebhooks, useWebhookDeliveries } from '../../../api/webhooks';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { DataTable } from '../../../components/ui/DataTable';
import { ErrorState, LoadingState } from '../../../components/ui/States';
import { errorText } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
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
        onRetry={() => void query.refetch()}
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
      <DataTable
        label={t('webhooks.deliveries.title')}
        rows={deliveries}
        rowKey={(d) => d.id}
        rowData={() => ({ 'data-testid': 'webhook-delivery' })}
        states={{
          empty: {
            title: t('webhooks.deliveries.empty'),
            hint: t('webhooks.deliveries.emptyHint'),
          },
        }}
        columns={[
          {
            key: 'time',
            header: t('webhooks.deliveries.columns.time'),
            className: 'whitespace-nowrap',
            cell: (d) => fmt.dateTime(d.createdAt),
          },
          {
            key: 'event',
            header: t('webhooks.deliveries.columns.event'),
            cell: (d) =>
              t(`webhooks.events.${d.eventType}` as 'webhooks.events.webhook.test', {
                defaultValue: d.eventType,
              }),
          },
          {
            key: 'status',
            header: t('webhooks.deliveries.columns.status'),
            cell: (d) => (
              <>
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
                      time: fmt.dateTime(d.nextAttemptAt),
                    })}
                  </p>
                )}
              </>
            ),
          },
          {
            key: 'code',
            header: t('webhooks.deliveries.columns.code'),
            className: 'font-mono',
            cell: (d) => d.lastStatusCode ?? t('common.none'),
          },
          {
            key: 'attempts',
            header: t('webhooks.deliveries.columns.attempts'),
            cell: (d) => fmt.number(d.attempts),
          },
        ]}
      />
    </div>
  );
}
