import { useTranslation } from 'react-i18next';
import type { QueuedAction } from '../api/offline-queue';
import { Badge } from './ui/Badge';

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

/** Whether one of these actions still waits to be sent (the screen then does not offer it again). */
export const stillWaiting = (actions: QueuedAction[]) =>
  actions.some((a) => a.status === 'waiting');
