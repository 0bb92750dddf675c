import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, bigserialId, requiredRef, serialId, stampedAt } from './columns';
import { countDelta, countHolderIndex, countLevelColumns } from './count-deltas';
import { machines } from './machines';
import { serviceProviders } from './service-providers';
import { users } from './users';

/**
 * Device activity (decision 0176). The two tables that grow by the second and by the day are
 * partitioned by time in migration 0033 (drizzle-kit does not write PARTITION BY; the migration
 * does, and platform/activity-partitions.ts keeps the partitions): `device_events` by month of
 * `at`, `device_activity_days` by year of `day`. Their keys hold the partition key, as
 * PostgreSQL requires of a unique index on a partitioned table.
 */

/** A provider's integration key: reaches only the activity ingest, for that provider's devices. */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: serialId(),
    serviceProviderId: requiredRef('service_provider_id', () => serviceProviders.id, 'cascade'),
    name: text('name').notNull(),
    /** SHA-256 of the key (256 random bits: nothing to guess, so a fast hash). */
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stampedAt('created_at'),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('integration_keys_hash_key').on(t.keyHash),
    index('integration_keys_provider_idx').on(t.serviceProviderId, t.id),
  ],
);

/**
 * Every event a provider sent, kept ACTIVITY_RETENTION_DAYS (partitions dropped whole). An
 * event is stored once: the key is the device, kind, time and `ref` ('' when none).
 */
export const deviceEvents = pgTable(
  'device_events',
  {
    machineId: integer('machine_id').notNull(),
    kind: text('kind', { enum: ['HEARTBEAT', 'TRANSACTION', 'BOOT', 'ERROR'] }).notNull(),
    at: at('at').notNull(),
    ref: text('ref').notNull().default(''),
    serviceProviderId: integer('service_provider_id').notNull(),
    battery: smallint('battery'),
    signal: smallint('signal'),
    network: text('network'),
    appVersion: text('app_version'),
    firmware: text('firmware'),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    receivedAt: stampedAt('received_at'),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.at, t.kind, t.ref] })],
);

/** A device's day (India's date): kept 3 years, what the chart, the active rule and billing read. */
export const deviceActivityDays = pgTable(
  'device_activity_days',
  {
    machineId: integer('machine_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    transactions: integer('transactions').notNull().default(0),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
    firstSeenAt: at('first_seen_at'),
    lastSeenAt: at('last_seen_at'),
    lowestBattery: smallint('lowest_battery'),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day] })],
);

/**
 * A device's current health, one row per device seen, written in the transaction of each batch.
 * `online_until`: the last event's time plus the provider's heartbeat minutes; `online` turns
 * false when it passes (the sweep, modules/activity/sweep.ts), and the machine's kept `activity`
 * column follows both.
 */
export const deviceHealth = pgTable(
  'device_health',
  {
    machineId: requiredRef('machine_id', () => machines.id, 'cascade').primaryKey(),
    lastSeenAt: at('last_seen_at').notNull(),
    onlineUntil: at('online_until').notNull(),
    online: boolean('online').notNull().default(true),
    firstTransactionAt: at('first_transaction_at'),
    lastTransactionAt: at('last_transaction_at'),
    battery: smallint('battery'),
    signal: smallint('signal'),
    network: text('network'),
    appVersion: text('app_version'),
    firmware: text('firmware'),
  },
  (t) => [
    index('device_health_last_seen_idx').on(t.lastSeenAt, t.machineId),
    index('device_health_online_until_idx').on(t.onlineUntil).where(sql`${t.online}`),
  ],
);

/**
 * The Offline now and Dormant tiles' counts, kept like the machine counts: custody appends, with
 * each write of a machine's `activity` or `dormant` (or its holder), +1 / -1 per state and level.
 */
export const activityCountDeltas = pgTable(
  'activity_count_deltas',
  {
    id: bigserialId(),
    ...countLevelColumns(),
    state: text('state', { enum: ['OFFLINE', 'DORMANT'] }).notNull(),
    n: countDelta(),
  },
  (t) => [countHolderIndex('activity_count_deltas', t)],
);
