import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigserialId, stampedAt } from './columns';

/**
 * The security event log: sign-ins, failures, lockouts, 2FA, password and email changes, session
 * revocations, role and status changes. Never rewritten (a trigger refuses UPDATE; old rows may be
 * deleted for retention) and without FKs, so a record outlives the account it names. `email` is what was
 * typed at a failed sign-in for an unknown account (there is no user id then).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserialId(),
    at: stampedAt('at'),
    type: text('type').notNull(),
    userId: integer('user_id'),
    email: text('email'),
    actorUserId: integer('actor_user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details'),
  },
  (t) => [
    index('security_events_at_idx').on(t.at, t.id),
    index('security_events_user_idx').on(t.userId, t.at),
    index('security_events_type_idx').on(t.type, t.at),
  ],
);
