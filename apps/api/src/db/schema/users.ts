import { BUSINESS_TIME_ZONE } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, choice, requiredRef, serialId, stampedAt, timestamps } from './columns';
import { distributors } from './distributors';
import { retailers } from './retailers';

export type UserPreferences = { theme: string; language: string; timezone: string };

export const users = pgTable(
  'users',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['admin', 'distributor', 'retailer'] }).notNull(),
    phone: text('phone'),
    status: choice('status', ['ACTIVE', 'INACTIVE'], 'ACTIVE'),
    distributorId: integer('distributor_id').references(() => distributors.id),
    retailerId: integer('retailer_id').references(() => retailers.id),
    preferences: jsonb('preferences')
      .$type<UserPreferences>()
      .notNull()
      .default({ theme: 'light', language: 'en', timezone: BUSINESS_TIME_ZONE }),
    ...timestamps(),
    lastLoginAt: at('last_login_at'),
    /** When two-factor sign-in was turned on (null: off); its secret is in user_two_factor. */
    twoFactorEnabledAt: at('two_factor_enabled_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_distributor_idx').on(t.distributorId),
    index('users_retailer_idx').on(t.retailerId),
    check(
      'users_link_matches_type',
      sql`(${t.userType} = 'admin' AND ${t.distributorId} IS NULL AND ${t.retailerId} IS NULL)
        OR (${t.userType} = 'distributor' AND ${t.distributorId} IS NOT NULL AND ${t.retailerId} IS NULL)
        OR (${t.userType} = 'retailer' AND ${t.retailerId} IS NOT NULL)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: stampedAt('created_at'),
    lastSeenAt: stampedAt('last_seen_at'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
