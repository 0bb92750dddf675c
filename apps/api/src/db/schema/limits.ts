import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, bigserialId, stampedAt } from './columns';

/**
 * The request rate limit's shared counts: requests per key (a client address) per fixed window
 * (a minute), added by every API process in one batched upsert a second
 * (plugins/rate-limit-store.ts). Windows that have ended are deleted.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    windowStart: at('window_start').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.windowStart, t.key] })],
);

/**
 * Failed sign-ins, one row each, shared by every API process (modules/auth/throttle.ts). An
 * attempt is written before its password is checked and deleted again when it was right, so
 * parallel guesses are counted too. `ip` is the client address (an IPv6 one as its /64).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserialId(),
    at: stampedAt('at'),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
  },
  (t) => [
    index('sign_in_failures_ip_idx').on(t.ip, t.at),
    index('sign_in_failures_email_ip_idx').on(t.email, t.ip, t.at),
    index('sign_in_failures_at_idx').on(t.at),
  ],
);
