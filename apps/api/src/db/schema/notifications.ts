import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, bigserialId, choice, requiredRef, serialId, stampedAt, timestamps } from './columns';
import { serviceProviders } from './service-providers';
import { ownerUserId } from './user-columns';
import { users } from './users';

/**
 * The outbox: one row per event worth telling, written in the same transaction as the change
 * (platform/outbox.ts). `eventId` travels with every delivery so receivers can drop
 * repeats. The dispatcher fans a row out (in-app rows, email and webhook jobs) and stamps
 * `dispatchedAt` in one transaction. `distributorId`/`retailerId` say whose business it is: they
 * scope who is told.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserialId(),
    eventId: uuid('event_id').notNull().defaultRandom().unique(),
    type: text('type').notNull(),
    at: stampedAt('at'),
    actorUserId: integer('actor_user_id'),
    distributorId: integer('distributor_id'),
    retailerId: integer('retailer_id'),
    /** Only this account is told (security events, a report that ran). */
    userId: integer('user_id'),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    payload: jsonb('payload').notNull().default({}),
    dispatchedAt: at('dispatched_at'),
  },
  (t) => [index('outbox_events_pending_idx').on(t.id).where(sql`${t.dispatchedAt} IS NULL`)],
);

/** A user's in-app notification: one per (user, event). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserialId(),
    userId: ownerUserId(),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    at: at('at').notNull(),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    payload: jsonb('payload').notNull().default({}),
    readAt: at('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_user_event_idx').on(t.userId, t.eventId),
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

/** Per user and event type: in-app and email on or off. No row = the type's defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: ownerUserId(),
    eventType: text('event_type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventType] })],
);

/**
 * Per user: how notification emails go out (`perEvent` or `dailyDigest`). No row = the role's
 * default, read when used (digest for admins), so existing admins have it without a migration.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: ownerUserId().primaryKey(),
    emailDelivery: text('email_delivery', { enum: ['perEvent', 'dailyDigest'] }).notNull(),
  },
  (t) => [
    check(
      'notification_settings_email_delivery',
      sql`${t.emailDelivery} IN ('perEvent', 'dailyDigest')`,
    ),
  ],
);

/**
 * The events held for a user's daily digest email (one row per user and event), until the
 * digest that lists them is sent. `at`: when it was held; a day's digest takes those held
 * before its 09:00.
 */
export const emailDigestItems = pgTable(
  'email_digest_items',
  {
    id: bigserialId(),
    userId: ownerUserId(),
    eventId: uuid('event_id').notNull(),
    at: at('at').notNull(),
  },
  (t) => [uniqueIndex('email_digest_items_user_event_idx').on(t.userId, t.eventId)],
);

/**
 * The job queue (platform/queue.ts): emails, webhook deliveries, report runs,
 * checks. Any number of processes claim due rows with FOR UPDATE SKIP LOCKED and hold them by a
 * lease (`lockedUntil`); a process that dies loses its lease and the job runs again.
 * `dedupeKey` makes enqueueing the same work twice a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserialId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    dedupeKey: text('dedupe_key').unique(),
    status: choice('status', ['queued', 'running', 'done', 'dead'], 'queued'),
    runAt: stampedAt('run_at'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: stampedAt('created_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} IN ('queued', 'running')`),
    index('jobs_kind_idx').on(t.kind, t.id),
  ],
);

/** Outgoing webhooks (admins): a URL, the event types it wants, and its signing secret. */
export const webhooks = pgTable('webhooks', {
  id: serialId(),
  url: text('url').notNull(),
  description: text('description'),
  events: jsonb('events').$type<string[]>().notNull(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * One event sent to one webhook: its current state, and `deliveryId` (the header receivers
 * drop repeats by). Each try is a row of webhook_attempts.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserialId(),
    deliveryId: uuid('delivery_id').notNull().defaultRandom().unique(),
    webhookId: requiredRef('webhook_id', () => webhooks.id, 'cascade'),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: jsonb('body').notNull(),
    status: choice('status', ['pending', 'succeeded', 'failed'], 'pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: stampedAt('created_at'),
    nextAttemptAt: at('next_attempt_at'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.webhookId, t.eventId),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserialId(),
    deliveryId: requiredRef('delivery_id', () => webhookDeliveries.id, 'cascade'),
    at: stampedAt('at'),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

/**
 * A report of the Reports screen on a timetable (Asia/Kolkata). `nextRunAt` is when it is due;
 * the scheduler claims due rows with SKIP LOCKED and moves `nextRunAt` on in the same step.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: serialId(),
    ownerUserId: requiredRef('owner_user_id', () => users.id, 'cascade'),
    name: text('name').notNull(),
    reportType: text('report_type').notNull(),
    filters: jsonb('filters').notNull().default({}),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    /** 'HH:MM' in Asia/Kolkata. */
    timeOfDay: text('time_of_day').notNull(),
    /** weekly: 1 = Monday .. 7 = Sunday. */
    dayOfWeek: integer('day_of_week'),
    /** monthly: 1..28 (every month has it). */
    dayOfMonth: integer('day_of_month'),
    /** Extra addresses (admins only); the owner always receives it. */
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    paused: boolean('paused').notNull().default(false),
    nextRunAt: at('next_run_at').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('report_schedules_owner_idx').on(t.ownerUserId),
    index('report_schedules_due_idx').on(t.nextRunAt).where(sql`NOT ${t.paused}`),
  ],
);

export const reportRuns = pgTable(
  'report_runs',
  {
    id: bigserialId(),
    scheduleId: requiredRef('schedule_id', () => reportSchedules.id, 'cascade'),
    /** The slot it ran for (the schedule's nextRunAt when claimed): one run per slot. */
    dueAt: at('due_at').notNull(),
    startedAt: stampedAt('started_at'),
    finishedAt: at('finished_at'),
    status: choice('status', ['running', 'sent', 'failed'], 'running'),
    rowCount: integer('row_count'),
    fileSize: integer('file_size'),
    error: text('error'),
  },
  (t) => [uniqueIndex('report_runs_slot_idx').on(t.scheduleId, t.dueAt)],
);

/**
 * Personal API tokens: shown once, stored as SHA-256 (they are 256-bit random, so a fast hash
 * is enough), used as `Authorization: Bearer`. `scope` never exceeds the owner's role.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serialId(),
    userId: ownerUserId(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'read_write'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters, to tell tokens apart in the list. */
    prefix: text('prefix').notNull(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/**
 * Low-stock thresholds (admins): below `threshold` AVAILABLE devices of a provider and device
 * type (and model) notifies once; `isBelow` remembers the side of the line, so only a crossing
 * tells.
 */
export const stockThresholds = pgTable(
  'stock_thresholds',
  {
    id: serialId(),
    serviceProviderId: requiredRef('service_provider_id', () => serviceProviders.id, 'cascade'),
    machineType: text('machine_type', { enum: ['POS', 'SOUNDBOX'] }).notNull(),
    model: text('model'),
    threshold: integer('threshold').notNull(),
    isBelow: boolean('is_below').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('stock_thresholds_key_idx').on(
      t.serviceProviderId,
      t.machineType,
      sql`coalesce(${t.model}, '')`,
    ),
  ],
);
