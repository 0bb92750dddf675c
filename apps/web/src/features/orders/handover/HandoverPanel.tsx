import { can, type OrderDetail } from '@dd/contract';
import { KeyRound, Lock, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useIssueHandoverCode } from '../../../api/order-handover';
import { useWaitingDecision } from '../../../api/offline-queue';
import { QueuedBadges, WaitingReason, waitingReasonOf } from '../../../components/QueuedBadges';
import { useUser } from '../../../api/session';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorText } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog';

/**
 * The order detail's hand-over panel: Out for Delivery, the admin sees the code (and issues a
 * new one, which unlocks a locked order) and the receiver confirms receipt; once delivered,
 * who confirmed receipt and when, or that it was marked delivered without confirmation.
 */
export function HandoverPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const user = useUser();
  const dates = useFormatters();
  const [confirming, setConfirming] = useState(false);
  const [reissuing, setReissuing] = useState(false);
  const issue = useIssueHandoverCode(order.id);
  const waiting = useWaitingDecision('order', order.id);
  const isAdmin = can(user.userType, 'orders:handoverCode');
  const canConfirm = can(user.userType, 'orders:confirmReceipt');
  const h = order.handover;

  if (order.status === 'DELIVERED') {
    return (
      <Card className="mb-6 flex items-start gap-3 p-5" data-testid="handover-panel">
        <PackageCheck className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          {order.receipt ? (
            <>
              <p className="font-semibold text-slate-900 dark:text-white">
                {t('orders.handover.receivedBy', {
                  name: order.receipt.by.name ?? t('orders.detail.system'),
                  date: dates.dateTime(order.receipt.at),
                })}
              </p>
              {order.receipt.notes && (
                <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
                  {order.receipt.notes}
                </p>
              )}
            </>
          ) : (
            <p className="font-semibold text-amber-800 dark:text-amber-300">
              {t('orders.handover.unconfirmed')}
            </p>
          )}
        </div>
      </Card>
    );
  }
  if (order.status !== 'IN_PROGRESS' || (!isAdmin && !canConfirm)) return null;

  const locked = h?.locked ?? false;
  return (
    <Card className="mb-6 p-5" data-testid="handover-panel">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1 text-sm">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
            <KeyRound className="size-4 text-slate-400" aria-hidden="true" />
            {t('orders.handover.title')}
          </h2>
          {!h?.issued ? (
            <p className="text-slate-600 dark:text-slate-400">{t('orders.handover.noCode')}</p>
          ) : isAdmin && h.code ? (
            <p>
              {t('orders.handover.codeIs')}{' '}
              <span
                className="font-mono text-2xl font-semibold tracking-[0.3em] text-slate-900 dark:text-white"
                data-testid="handover-code"
              >
                {h.code}
              </span>
            </p>
          ) : (
            <p className="text-slate-600 dark:text-slate-400">{t('orders.handover.askCode')}</p>
          )}
          {locked ? (
            <p className="flex items-center gap-1.5 font-semibold text-red-700 dark:text-red-300">
              <Lock className="size-4" aria-hidden="true" />
              {t('orders.handover.locked')}
            </p>
          ) : (
            h?.issued && (
              <p className="text-slate-600 dark:text-slate-400">
                {t('orders.handover.triesLeft', { count: h.triesLeft })}
              </p>
            )
          )}
          <QueuedBadges actions={waiting.queued} what={() => t('orders.handover.confirm')} />
          <WaitingReason decision={waiting} />
        </div>
        <div className="flex flex-wrap gap-2">
          {isAdmin && (
            <Button variant="secondary" onClick={() => setReissuing(true)}>
              {t(locked ? 'orders.handover.unlock' : 'orders.handover.newCode')}
            </Button>
          )}
          {canConfirm && (
            <Button
              onClick={() => setConfirming(true)}
              disabled={locked || !h?.issued || waiting.waiting}
              aria-describedby={waitingReasonOf(waiting)}
            >
              <PackageCheck className="size-4" aria-hidden="true" />
              {t('orders.handover.confirm')}
            </Button>
          )}
        </div>
      </div>
      {canConfirm && (
        <ConfirmReceiptDialog
          key={confirming ? 'open' : 'closed'}
          order={order}
          open={confirming}
          onClose={() => setConfirming(false)}
        />
      )}
      {isAdmin && (
        <ConfirmDialog
          open={reissuing}
          onOpenChange={(open) => !issue.isPending && setReissuing(open)}
          title={t('orders.handover.newCodeTitle')}
          message={t('orders.handover.newCodeMessage')}
          confirmLabel={t(locked ? 'orders.handover.unlock' : 'orders.handover.newCode')}
          cancelLabel={t('orders.handover.cancel')}
          busy={issue.isPending}
          onConfirm={() =>
            issue.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('orders.handover.newCodeDone'));
                setReissuing(false);
              },
              onError: (error) =>
                toast.error(errorText(error, t, t('orders.handover.newCodeFailed'))),
            })
          }
        />
      )}
    </Card>
  );
}
