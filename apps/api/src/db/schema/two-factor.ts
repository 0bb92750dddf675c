import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, serialId, stampedAt } from './columns';
import { ownerUserId } from './user-columns';
import { users } from './users';

/**
 * A user's TOTP secret, encrypted (AES-256-GCM, key derived from JWT_SECRET). The row exists
 * from the start of enrolment; 2FA is on once users.two_factor_enabled_at is set.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** The 30-second step of the last accepted code: that code and older ones are refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /**
   * Wrong codes in a row (kept here, so every API process counts the same): each fifth locks
   * the second step for a growing time (modules/two-factor/second-factor.ts).
   */
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: at('last_failed_at'),
  lockedUntil: at('locked_until'),
  createdAt: stampedAt('created_at'),
});

/**
 * Recovery codes: SHA-256 of 80-bit random codes (docs/decisions/0060-two-factor-totp.md); each
 * works once.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serialId(),
    userId: ownerUserId(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right, waiting for its code. The client holds the token; only
 * its SHA-256 is stored. Single use, a few minutes, a few attempts.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerUserId(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('two_factor_challenges_user_idx').on(t.userId),
    index('two_factor_challenges_expires_idx').on(t.expiresAt),
  ],
);
