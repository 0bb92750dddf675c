import { IMMEDIATE_EMAIL_EVENTS, type NotificationEventType } from '@dd/contract';
import type { Channel } from '../../../platform/outbox';
import { enqueue } from '../../../platform/queue';
import { recipientsOf } from '../recipients';
import { EMAIL_MAX_ATTEMPTS, type EmailDeps } from './deps';
import { holdForDigest } from './digest/hold';
import { previousAddressJobs } from './previous-address';

export const EMAIL_JOB = 'email.notification';

/**
 * Email: one job per recipient who wants this event by email, written in the dispatcher's
 * transaction. The key (event, user) makes a second dispatch of the same event a no-op. A
 * recipient with the daily digest has the event held for it instead, unless it is one that goes
 * at once (security alerts). Nothing is queued or held while email is off (no SMTP_URL): it is
 * not sent later when it is switched on.
 */
export function emailChannel(deps: EmailDeps): Channel {
  return async (tx, event) => {
    if (!deps.mailer) return;
    const wanting = (await recipientsOf(tx, event)).filter((r) => r.wantsEmail);
    const holdable = !IMMEDIATE_EMAIL_EVENTS.includes(event.type as NotificationEventType);
    const held = holdable ? wanting.filter((r) => r.emailDelivery === 'dailyDigest') : [];
    await holdForDigest(
      tx,
      event,
      held.map((r) => r.userId),
      deps.clock(),
    );
    await enqueue(tx, [
      ...wanting
        .filter((r) => !held.includes(r))
        .map((r) => ({
          kind: EMAIL_JOB,
          dedupeKey: `email:${event.eventId}:${r.userId}`,
          payload: { eventId: event.eventId, userId: r.userId },
          runAt: deps.clock(),
          maxAttempts: EMAIL_MAX_ATTEMPTS,
        })),
      ...previousAddressJobs(event, deps.clock()),
    ]);
  };
}
