import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '../../../db/rows';
import { backoffMs, type JobHandler } from '../../../platform/queue';
import type { EmailDeps } from './deps';
import { renderEmail } from './render';
import { users } from '../../../db/schema';

type Payload = { eventId: string; userId: number };

/**
 * Sends one notification email. The Message-ID and X-Event-Id header are the same on every try,
 * so a receiver drops the repeat if a process died between sending and marking the job done.
 */
export function emailHandler(deps: EmailDeps): JobHandler {
  return {
    async run(job) {
      const { eventId, userId } = job.payload as Payload;
      if (!deps.mailer) throw new Error('email is off (SMTP_URL is not set)');
      const event = await deps.db.query.outboxEvents.findFirst({
        where: (t, { eq }) => eq(t.eventId, eventId),
      });
      const [user] = await rows(
        deps.db,
        sql`SELECT email, name, status, preferences->>'language' AS language, user_type AS role
              FROM ${users} WHERE id = ${userId}`,
        z.object({
          email: z.string(),
          name: z.string(),
          status: z.string(),
          language: z.string().nullable(),
          role: z.string(),
        }),
      );
      // The event is kept with the outbox; a user removed or switched off since is not written to.
      if (!event || !user || user.status !== 'ACTIVE') return;
      const mail = renderEmail(event, user, deps.publicUrl);
      const attachments = (await deps.attachmentsOf?.(event)) ?? [];
      await deps.mailer.send({
        ...(attachments.length > 0 ? { attachments } : {}),
        to: user.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${eventId}.${userId}@console>`,
        headers: { 'X-Event-Id': eventId },
      });
    },
    ...MAIL_JOB_TIMING,
  };
}

/** Every email job's tries: 1 min doubling to 2 h; a lease longer than the mailer's timeouts. */
export const MAIL_JOB_TIMING: Pick<JobHandler, 'retryAt' | 'leaseMs'> = {
  retryAt: (attempt, now) => new Date(now.getTime() + backoffMs(attempt, 60_000, 7_200_000)),
  // Longer than the mailer's timeouts (connection + greeting + socket: 2 min).
  leaseMs: 180_000,
};
