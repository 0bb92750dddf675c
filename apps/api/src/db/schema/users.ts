import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { distributors } from './distributors';
import { retailers } from './retailers';

export type UserPreferences = { theme: string; language: string; timezone: string };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['admin', 'distributor', 'retailer'] }).notNull(),
    phone: text('phone'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    distributorId: integer('distributor_id').references(() => distributors.id),
    retailerId: integer('retailer_id').references(() => retailers.id),
    preferences: jsonb('preferences')
      .$type<UserPreferences>()
      .notNull()
      .default({ theme: 'light', language: 'en', timezone: 'Asia/Kolkata' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When two-factor sign-in was turned on (null: off); its secret is in user_two_factor. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
