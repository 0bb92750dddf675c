import type { NotificationEventType, SecurityEventType } from '@dd/contract';
import type { OutboxEvent } from '../../../../platform/outbox';

type EntityType = NonNullable<OutboxEvent['entityType']>;

/**
 * The words of one language. Templates name their values in braces ({ref}, {status}, ...); the
 * renderer takes the first template of a list whose values are all known, so the last one of each
 * list uses only {ref} (always known) and reads well without the payload's details.
 */
export type EmailTexts = {
  /** The object the email links to, as a noun ("Order"). */
  entity: Record<EntityType | 'none', string>;
  /** Order, transfer, RMA and assignment statuses as the screens show them. */
  status: Record<string, string>;
  machineType: Record<string, string>;
  /** What a security alert is about (payload.securityType). */
  security: Record<SecurityEventType, string>;
  events: Record<NotificationEventType, { subject: string[]; body: string[] }>;
  /**
   * Whose account a credit goes to ({account}) and who is paid ({payee}): the reader's own for
   * the distributor's users, the distributor's ({distributor}) for the admins.
   */
  whose: { account: [own: string, of: string]; payee: [own: string, of: string] };
  greeting: string;
  /** The link's words: "Open order #12". */
  open: string;
  /** Why this email came and where to change it (Profile > Notifications). */
  footer: string;
  /** The daily digest: one email listing the events since the last one, by kind ({day}, {count}). */
  digest: {
    subject: string;
    intro: string;
    /** Each kind's heading (its count follows). */
    kinds: Record<NotificationEventType, string>;
    /** After a kind's first lines, before the link to its list: "…and {count} more". */
    more: string;
    footer: string;
  };
  /** To the previous address when the account's email changes ({newEmail}, partly masked). */
  emailChanged: { subject: string; body: string; footer: string };
};
