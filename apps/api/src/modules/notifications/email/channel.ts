import type { BackgroundDeps } from '../background';
import { enqueue } from '../queue';
import { recipientsOf } from '../recipients';
import type { Channel } from '../worker';

export const EMAIL_JOB = 'email.notification';
/** 1, 2, 4 ... 128 minutes apart: about four hours of tries before a job is given up (dead). */
export const EMAIL_MAX_ATTEMPTS = 8;

/**
 * Email: one job per recipient who wants this event by email, written in the dispatcher's
 * transaction. The key (event, user) makes a second dispatch of the same event a no-op. Nothing
 * is queued while email is off (no SMTP_URL): it is not sent later when it is switched on.
 */
export function emailChannel(deps: BackgroundDeps): Channel {
  return async (tx, event) => {
    if (!deps.mailer) return;
    const wanting = (await recipientsOf(tx, event)).filter((r) => r.wantsEmail);
    await enqueue(
      tx,
      wanting.map((r) => ({
        kind: EMAIL_JOB,
        dedupeKey: `email:${event.eventId}:${r.userId}`,
        payload: { eventId: event.eventId, userId: r.userId },
        runAt: deps.now(),
        maxAttempts: EMAIL_MAX_ATTEMPTS,
      })),
    );
  };
}
