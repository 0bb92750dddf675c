import type { SecurityEventType } from '@dd/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEvents, users } from '../../db/schema';
import { emit, type OutboxEvent } from '../../platform/outbox';
import type { SecurityEvent } from './event';

/**
 * The security events the account holder is told of (`security.alert`, to that account only).
 * Sign-ins, sign-outs and failed sign-ins or codes are not: they are routine or noise (a failed
 * guess tells the guesser's target nothing to act on; a lockout does). A new account is told by
 * the invitation itself.
 */
const ALERTED: ReadonlySet<SecurityEventType> = new Set<SecurityEventType>([
  'password_changed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'sessions_revoked',
  'role_changed',
  'status_changed',
  'sign_in_throttled',
  // A token acts as the account: one the holder did not make is worth knowing at once.
  'api_token_created',
  // An export or a deletion request made with a stolen session; a request declined.
  'data_exported',
  'deletion_requested',
  'deletion_declined',
]);

/** A lockout tells the account at most once in this window, however many tries are refused. */
const THROTTLE_ALERT_WINDOW = sql`interval '1 hour'`;

/** The alert for one event, or null when the event is not one to tell. */
function alertOf(event: SecurityEvent, userId: number): OutboxEvent | null {
  if (!ALERTED.has(event.type)) return null;
  // Deactivating a party revokes its accounts' sessions: the status alert already says it.
  if (event.type === 'sessions_revoked' && event.details?.reason === 'deactivated') return null;
  const extra: Record<string, unknown> = {};
  if (event.type === 'status_changed' && typeof event.details?.status === 'string')
    extra.status = event.details.status;
  if (event.type === 'role_changed' && typeof event.details?.role === 'string')
    extra.role = event.details.role;
  return {
    type: 'security.alert',
    userId,
    actorUserId: event.actorUserId ?? null,
    payload: { securityType: event.type, ip: event.meta?.ip ?? null, ...extra },
  };
}

/** The account a lockout is about: its own, or the account with the email typed. */
async function lockedAccount(db: Executor, event: SecurityEvent): Promise<number | null> {
  if (event.userId !== null) return event.userId;
  if (!event.email) return null;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${event.email})`);
  return found?.id ?? null;
}

/**
 * A lockout's alert, at most once per account per hour however many tries are refused at once:
 * the account's row is locked while the last hour's alerts are read and the new one written, so
 * concurrent refusals (in any API process) queue and only the first finds none.
 */
async function alertLockout(db: Executor, event: SecurityEvent): Promise<void> {
  const userId = await lockedAccount(db, event);
  if (userId === null) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${users} WHERE id = ${userId} FOR UPDATE`);
    const [told] = await tx
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'security.alert'),
          eq(outboxEvents.userId, userId),
          sql`${outboxEvents.payload}->>'securityType' = 'sign_in_throttled'`,
          gt(outboxEvents.at, sql`now() - ${THROTTLE_ALERT_WINDOW}`),
        ),
      )
      .limit(1);
    const alert = told ? null : alertOf(event, userId);
    if (alert) await emit(tx, [alert]);
  });
}

/** Writes the alerts of the events to the outbox, on `db` (the change's transaction if any). */
export async function alertAccountHolders(db: Executor, events: SecurityEvent[]): Promise<void> {
  const alerts: OutboxEvent[] = [];
  for (const event of events) {
    if (event.type === 'sign_in_throttled') await alertLockout(db, event);
    else if (event.userId !== null) {
      const alert = alertOf(event, event.userId);
      if (alert) alerts.push(alert);
    }
  }
  await emit(db, alerts);
}
