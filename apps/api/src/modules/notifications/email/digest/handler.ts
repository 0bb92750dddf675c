import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { emailDigestItems, outboxEvents, users } from '../../../../db/schema';
import type { JobHandler } from '../../../../platform/queue';
import type { EmailDeps } from '../deps';
import { MAIL_JOB_TIMING } from '../handler';
import { digestSlot } from './queue';
import { renderDigest } from './render';

type Payload = { userId: number; day: string };

/**
 * Sends one user's digest of one day: the events held before that day's 09:00 (India time),
 * then lets them go. Every try has the same Message-ID (`<digest.<day>.<userId>@console>`), so
 * a repeat after a crash between sending and letting go is dropped by the receiver. An inactive
 * account gets none: its held events are let go.
 */
export function digestHandler(deps: EmailDeps): JobHandler {
  return {
    async run(job) {
      const { userId, day } = job.payload as Payload;
      if (!deps.mailer) throw new Error('email is off (SMTP_URL is not set)');
      const [user] = await deps.db
        .select({
          email: users.email,
          name: users.name,
          status: users.status,
          preferences: users.preferences,
        })
        .from(users)
        .where(eq(users.id, userId));
      const held = await deps.db
        .select({ id: emailDigestItems.id, event: outboxEvents })
        .from(emailDigestItems)
        // An event pruned from the outbox (30 days) cannot be written about: left out.
        .leftJoin(outboxEvents, eq(outboxEvents.eventId, emailDigestItems.eventId))
        .where(and(eq(emailDigestItems.userId, userId), lt(emailDigestItems.at, digestSlot(day))))
        .orderBy(asc(emailDigestItems.at), asc(emailDigestItems.id));
      const events = held.flatMap((h) => (h.event ? [h.event] : []));
      if (user && user.status === 'ACTIVE' && events.length > 0) {
        const mail = renderDigest(
          events,
          { name: user.name, language: user.preferences?.language },
          deps.publicUrl,
          day,
        );
        await deps.mailer.send({
          to: user.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<digest.${day}.${userId}@console>`,
          headers: { 'X-Digest-Day': day },
        });
      }
      if (held.length > 0)
        await deps.db.delete(emailDigestItems).where(
          inArray(
            emailDigestItems.id,
            held.map((h) => h.id),
          ),
        );
    },
    ...MAIL_JOB_TIMING,
  };
}
