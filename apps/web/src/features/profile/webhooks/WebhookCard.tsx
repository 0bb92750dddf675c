import type { Webhook } from '@dd/contract';
import { KeyRound, ListChecks, Pencil, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useFormatters } from '../../../lib/format';
import { webhookDeliveryTone } from '../../../lib/status-tones';

/** One webhook in the list: URL, state, events, last delivery, and its actions. */
export function WebhookCard({
  webhook,
  timeZone,
  testing,
  onEdit,
  onTest,
  onDeliveries,
  onRotate,
  onDelete,
}: {
  webhook: Webhook;
  timeZone: string;
  testing: boolean;
  onEdit: () => void;
  onTest: () => void;
  onDeliveries: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters(timeZone);
  const last = webhook.lastDelivery;
  const actions = [
    { key: 'deliveries', icon: ListChecks, onClick: onDeliveries },
    { key: 'edit', icon: Pencil, onClick: onEdit },
    { key: 'rotate', icon: KeyRound, onClick: onRotate },
    { key: 'delete', icon: Trash2, onClick: onDelete },
  ] as const;
  return (
    <li
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      aria-label={webhook.url}
      data-testid="webhook"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm font-medium break-all text-slate-900 dark:text-white">
            {webhook.url}
          </p>
          {webhook.description && (
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              {webhook.description}
            </p>
          )}
        </div>
        <Badge tone={webhook.active ? 'green' : 'slate'}>
          {t(webhook.active ? 'webhooks.active' : 'webhooks.inactive')}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500 dark:text-slate-400">{t('webhooks.form.events')}</dt>
        <dd className="text-slate-700 dark:text-slate-300" title={webhook.events.join(', ')}>
          {t('webhooks.eventCount', { count: webhook.events.length })}
          {': '}
          {webhook.events
            .slice(0, 3)
            .map((type) => t(`webhooks.events.${type}` as 'webhooks.events.webhook.test'))
            .join(', ')}
          {webhook.events.length > 3 ? ', …' : ''}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('webhooks.lastDelivery')}</dt>
        <dd className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
          {last ? (
            <>
              <Badge tone={webhookDeliveryTone(last.status)}>
                {t(`webhooks.deliveries.status.${last.status}`)}
              </Badge>
              {last.statusCode !== null && <span className="font-mono">{last.statusCode}</span>}
              <span>{fmt.dateTime(last.at)}</span>
            </>
          ) : (
            t('webhooks.never')
          )}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('webhooks.secret.label')}</dt>
        <dd className="font-mono text-slate-700 dark:text-slate-300">{webhook.secretHint}</dd>
      </dl>
      <div
        className="mt-3 flex flex-wrap gap-2"
        role="group"
        aria-label={t('webhooks.actions.label', { url: webhook.url })}
      >
        <Button
          variant="secondary"
          size="sm"
          onClick={onTest}
          disabled={testing || !webhook.active}
        >
          {testing ? <Spinner /> : <Send aria-hidden="true" className="size-4" />}
          {t('webhooks.actions.test')}
        </Button>
        {actions.map(({ key, icon: Icon, onClick }) => (
          <Button
            key={key}
            variant={key === 'delete' ? 'ghost' : 'secondary'}
            size="sm"
            onClick={onClick}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`webhooks.actions.${key}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}
