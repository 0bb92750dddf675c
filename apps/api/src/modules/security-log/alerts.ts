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

/** The account a lockout is about: the email typed, when an account has it. */
async function accountOf(db: Executor, event: SecurityEvent): Promise<number | null> {
  if (event.userId !== null) return event.userId;
  if (event.type !== 'sign_in_throttled' || !event.email) return null;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${event.email})`);
  if (!found) return null;
  const [told] = await db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.type, 'security.alert'),
        eq(outboxEvents.userId, found.id),
        sql`${outboxEvents.payload}->>'securityType' = 'sign_in_throttled'`,
        gt(outboxEvents.at, sql`now() - ${THROTTLE_ALERT_WINDOW}`),
      ),
    )
    .limit(1);
  return told ? null : found.id;
}

/** Writes the alerts of the events to the outbox, on `db` (the change's transaction if any). */
export async function alertAccountHolders(db: Executor, events: SecurityEvent[]): Promise<void> {
  const alerts: OutboxEvent[] = [];
  for (const event of events) {
    if (!ALERTED.has(event.type)) continue;
    const userId = await accountOf(db, event);
    const alert = userId === null ? null : alertOf(event, userId);
    if (alert) alerts.push(alert);
  }
  await emit(db, alerts);
}
