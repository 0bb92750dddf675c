import { useTranslation } from 'react-i18next';
import type { QueuedAction, WaitingDecision } from '../api/offline-queue';
import { Badge } from './ui/Badge';
import { cn } from './ui/cn';

/**
 * A screen's actions waiting in the offline queue (decision 0155): "Waiting to send: <what>",
 * or "Refused: <what>" once the server said no (the header's queue tells why).
 */
export function QueuedBadges({
  actions,
  what,
}: {
  actions: QueuedAction[];
  what: (action: QueuedAction) => string;
}) {
  const { t } = useTranslation();
  return actions.map((a) => (
    <Badge key={a.id} tone={a.status === 'refused' ? 'red' : 'blue'}>
      {a.status === 'refused' ? t('offline.queue.refused') : t('offline.waiting')}: {what(a)}
    </Badge>
  ));
}

/**
 * Why a record's actions are disabled while a decision on it waits to be sent (decision 0163):
 * the buttons point at it with `aria-describedby={waitingReasonOf(decision)}`.
 */
export function WaitingReason({
  decision,
  className,
}: {
  decision: WaitingDecision;
  className?: string;
}) {
  if (!decision.reason) return null;
  return (
    <p
      id={decision.reasonId}
      data-testid="waiting-reason"
      className={cn('text-sm text-blue-800 dark:text-blue-200', className)}
    >
      {decision.reason}
    </p>
  );
}

/** The aria-describedby of a button the waiting decision disables (undefined when none waits). */
export const waitingReasonOf = (decision: WaitingDecision) =>
  decision.waiting ? decision.reasonId : undefined;
