import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  queuedLabel,
  useQueueActions,
  useQueuedActions,
  useQueueSender,
  type QueuedAction,
} from '../../api/offline-queue';
import { Badge } from '../../components/ui/Badge';
import { Button, focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { Serial } from '../../components/ui/Serial';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { useFormatters } from '../../lib/format';

/**
 * The header's queue (decision 0155): the signed-in account's field actions made without a
 * network, counted on a button that opens the list; a refused one shows the server's reason,
 * with Retry and Discard. It also sends the queue (useQueueSender). Loaded after the first
 * screen (Header), not part of the first load.
 */
export function OfflineQueue() {
  const { t } = useTranslation();
  useQueueSender();
  const actions = useQueuedActions();
  const [open, setOpen] = useState(false);
  if (actions.length === 0 && !open) return null;
  const refused = actions.some((a) => a.status === 'refused');
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('offline.queue.button', { count: actions.length })}
        data-testid="offline-queue-button"
        className={cn(
          'relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          focusRing,
        )}
      >
        <CloudUpload aria-hidden="true" className="size-5" />
        <span
          aria-hidden="true"
          className={cn(
            'absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs font-semibold text-white',
            refused ? 'bg-red-600' : 'bg-blue-600',
          )}
        >
          {actions.length}
        </span>
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('offline.queue.title')}
        description={t('offline.queue.hint')}
      >
        {actions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('offline.queue.empty')}</p>
        ) : (
          <ol aria-label={t('offline.queue.title')} className="space-y-3">
            {actions.map((action) => (
              <QueueItem key={action.id} action={action} />
            ))}
          </ol>
        )}
      </Dialog>
    </>
  );
}

function QueueItem({ action }: { action: QueuedAction }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const { discard, retry } = useQueueActions();
  const [confirming, setConfirming] = useState(false);
  const serial = action.kind === 'swap' ? '' : String(action.subject.serialNumber ?? '');
  const what = queuedLabel(t, action);
  const refusal = action.refusal;
  return (
    <li
      data-queued={action.status}
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={refusal ? 'red' : 'blue'}>
          {refusal ? t('offline.queue.refused') : t('offline.waiting')}
        </Badge>
        <span className="font-medium text-slate-900 dark:text-white">{what}</span>
        {serial ? <Serial>{serial}</Serial> : null}
      </div>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {dateTime(new Date(action.createdAt))}
      </p>
      {refusal ? (
        <>
          <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
            {errorText(
              new ApiError(refusal.status, refusal.message, 'http', {
                code: refusal.code,
                params: refusal.params,
              }),
              t,
              refusal.message || t('offline.queue.refusedFallback'),
            )}
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => void retry(action)}>
              {t('offline.queue.retry')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              {t('offline.queue.discard')}
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('offline.queue.discardTitle')}
            message={t('offline.queue.discardMessage')}
            confirmLabel={t('offline.queue.discard')}
            onConfirm={() => {
              setConfirming(false);
              void discard(action);
            }}
          />
        </>
      ) : null}
    </li>
  );
}
