import type { ModuleDeps } from '../../deps';
import type { Mailer, MailAttachment } from '../../../lib/mailer';
import type { DispatchedEvent } from '../../../platform/outbox';

/** 1, 2, 4 ... 128 minutes apart: about four hours of tries before a job is given up (dead). */
export const EMAIL_MAX_ATTEMPTS = 8;

/** What the notification emails are made and sent with. */
export type EmailDeps = ModuleDeps & {
  /** null: no SMTP_URL, no email is sent (and none is queued). */
  mailer: Mailer | null;
  /** The product's address, for links in emails. */
  publicUrl: string;
  /** Files an event's email carries (an issued invoice's PDF); given by app.ts. */
  attachmentsOf?: (event: DispatchedEvent) => Promise<MailAttachment[]>;
};
