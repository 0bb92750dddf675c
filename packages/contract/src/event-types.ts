// The event names of notifications and of the security log, without zod (`@dd/contract/values`).

/**
 * Every event the product tells people about (the outbox's `type`). Who is told: admins, plus the
 * users of the event's distributor and retailer; or only `userId` where the event names one
 * (security). `inApp` / `email` are the defaults while a user has not chosen.
 */
export const NOTIFICATION_EVENTS = {
  'order.created': { inApp: true, email: false },
  'order.status_changed': { inApp: true, email: false },
  'order.awaiting_receipt': { inApp: true, email: true },
  'order.delivered': { inApp: true, email: true },
  'assignment.created': { inApp: true, email: false },
  'assignment.returned': { inApp: true, email: false },
  /** The Undo of a Return: the assignment holds its machines again. */
  'assignment.return_undone': { inApp: true, email: false },
  'receipt.discrepancy': { inApp: true, email: true },
  'stock.low': { inApp: true, email: true },
  'devices.idle': { inApp: true, email: false },
  'machine.swapped': { inApp: true, email: false },
  /** Devices at a retailer marked installed (by the retailer itself, its distributor or an admin). */
  'machine.installed': { inApp: true, email: false },
  'rma.sent': { inApp: true, email: false },
  'rma.received': { inApp: true, email: false },
  'rma.closed': { inApp: true, email: false },
  'transfer.created': { inApp: true, email: true },
  'transfer.accepted': { inApp: true, email: false },
  'transfer.refused': { inApp: true, email: false },
  'transfer.cancelled': { inApp: true, email: false },
  /** An invoice was issued to a distributor (the email carries its PDF). */
  'invoice.issued': { inApp: true, email: true },
  /** An issued invoice is past its due date and unpaid: once every 7 days, at 10:00 India time. */
  'invoice.overdue': { inApp: true, email: true },
  /** A payment of an invoice was recorded (decision 0144); the invoice's distributor is told. */
  'payment.recorded': { inApp: true, email: true },
  /** A payment settled an invoice: its status is PAID. */
  'invoice.paid': { inApp: true, email: false },
  /** A payment was reversed (a cheque bounced, a mistake): what it paid is owed again. */
  'payment.reversed': { inApp: true, email: true },
  /** A credit note was issued against an invoice (decision 0159; the email carries its PDF). */
  'credit_note.issued': { inApp: true, email: true },
  /** A refund voucher was issued: deposits credited back (the email carries its PDF). */
  'refund_voucher.issued': { inApp: true, email: true },
  /** Money was paid to the distributor out of one of its credits. */
  'payout.recorded': { inApp: true, email: true },
  /** A month's commission statement was approved: its net, after TDS, is the distributor's credit. */
  'commission.approved': { inApp: true, email: true },
  /** A security log event about the recipient's own account (payload.securityType). */
  'security.alert': { inApp: true, email: true },
} as const satisfies Record<string, { inApp: boolean; email: boolean }>;

export type NotificationEventType = keyof typeof NOTIFICATION_EVENTS;

/**
 * How a user's notification emails go out: one per event, or one summary a day at 09:00 India
 * time (admins only; their default). Non-admins always get one email per event.
 */
export const EMAIL_DELIVERIES = ['perEvent', 'dailyDigest'] as const;
/** The hour (India time) the daily digest goes out. */
export const EMAIL_DIGEST_HOUR = 9;
/**
 * Emails never held for the digest: they go out at once whatever the delivery chosen (password,
 * email address, two-factor, sessions, role, status, lockout, API token: decision 0153).
 */
export const IMMEDIATE_EMAIL_EVENTS: readonly NotificationEventType[] = ['security.alert'];
export const NOTIFICATION_EVENT_TYPES = Object.keys(NOTIFICATION_EVENTS) as [
  NotificationEventType,
  ...NotificationEventType[],
];

/**
 * What the security event log records (admins read it from Profile > Security events). Each is
 * written by the code path that does the thing, with the IP and user agent of the request.
 */
export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_out',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'password_changed',
  'email_changed',
  'sessions_revoked',
  'account_created',
  'role_changed',
  'status_changed',
  'api_token_created',
  'api_token_revoked',
  'data_exported',
  'deletion_requested',
  'deletion_declined',
] as const;
