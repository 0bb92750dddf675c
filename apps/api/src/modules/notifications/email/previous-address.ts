import { languageOf } from '@dd/contract';
import { eq } from 'drizzle-orm';
import { textsIn } from '../../../lib/texts';
import { users } from '../../../db/schema';
import type { DispatchedEvent } from '../../../platform/outbox';
import type { JobHandler, NewJob } from '../../../platform/queue';
import { emailChangeOf } from '../../security-log';
import { EMAIL_MAX_ATTEMPTS, type EmailDeps } from './deps';
import { MAIL_JOB_TIMING } from './handler';
import { maskEmail } from './mask';
import { clean, htmlPage, paragraph } from './render';

export const PREVIOUS_ADDRESS_JOB = 'email.previous_address';

type Payload = { eventId: string; userId: number };

/**
 * An email change is also told to the address it was changed from: whoever took the account
 * over controls the new one (and the account's switches), so this one is always queued, with
 * the alert, whatever the account chose.
 */
export function previousAddressJobs(event: DispatchedEvent, now: Date): NewJob[] {
  const securityType = (event.payload as { securityType?: unknown } | null)?.securityType;
  if (event.type !== 'security.alert' || securityType !== 'email_changed' || !event.userId)
    return [];
  return [
    {
      kind: PREVIOUS_ADDRESS_JOB,
      dedupeKey: `email:${event.eventId}:${event.userId}:previous`,
      payload: { eventId: event.eventId, userId: event.userId } satisfies Payload,
      runAt: now,
      maxAttempts: EMAIL_MAX_ATTEMPTS,
    },
  ];
}

/** The email to the previous address: the new one partly masked; what to do if it was not them. */
function renderPreviousAddress(
  change: { newEmail: string },
  recipient: { name: string; language: string | null | undefined },
) {
  const lang = languageOf(recipient.language);
  const say = textsIn(lang);
  const subject = say('email.emailChanged.subject');
  const greeting = say('email.greeting', { name: clean(recipient.name) });
  const body = say('email.emailChanged.body', { newEmail: maskEmail(change.newEmail) });
  const footer = say('email.emailChanged.footer');
  const text = `${greeting}\n\n${body}\n\n--\n${footer}\n`;
  const html = htmlPage(lang, subject, { blocks: [paragraph(greeting), paragraph(body)], footer });
  return { subject, text, html };
}

/** Sends the email to the previous address (an inactive account's too: the change was made). */
export function previousAddressHandler(deps: EmailDeps): JobHandler {
  return {
    async run(job) {
      const { eventId, userId } = job.payload as Payload;
      if (!deps.mailer) throw new Error('email is off (SMTP_URL is not set)');
      const change = await emailChangeOf(deps.db, eventId);
      const [user] = await deps.db
        .select({ name: users.name, preferences: users.preferences })
        .from(users)
        .where(eq(users.id, userId));
      if (!change || !user) return;
      const mail = renderPreviousAddress(change, {
        name: user.name,
        language: user.preferences?.language,
      });
      await deps.mailer.send({
        to: change.previousEmail,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${eventId}.${userId}.previous@console>`,
        headers: { 'X-Event-Id': eventId },
      });
    },
    ...MAIL_JOB_TIMING,
  };
}
