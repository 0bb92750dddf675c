import type { Db } from '../../../db/client';
import type { Mailer, MailAttachment } from '../../../lib/mailer';
import type { Channel, DispatchedEvent } from '../../../platform/outbox';
import { enqueue } from '../../../platform/queue';
import { recipientsOf } from '../recipients';

export const EMAIL_JOB = 'email.notification';
/** 1, 2, 4 ... 128 minutes apart: about four hours of tries before a job is given up (dead). */
export const EMAIL_MAX_ATTEMPTS = 8;

/** What the notification emails are made and sent with. */
export type EmailDeps = {
  db: Db;
  /** null: no SMTP_URL, no email is sent (and none is queued). */
  mailer: Mailer | null;
  /** The product's address, for links in emails. */
  publicUrl: string;
  now: () => Date;
  /** Files an event's email carries (an issued invoice's PDF); given by app.ts. */
  attachmentsOf?: (event: DispatchedEvent) => Promise<MailAttachment[]>;
};

/**
 * Email: one job per recipient who wants this event by email, written in the dispatcher's
 * transaction. The key (event, user) makes a second dispatch of the same event a no-op. Nothing
 * is queued while email is off (no SMTP_URL): it is not sent later when it is switched on.
 */
export function emailChannel(deps: EmailDeps): Channel {
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
