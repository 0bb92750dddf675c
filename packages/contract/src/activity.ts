import { z } from 'zod';
import { IntId, IsoDate, IsoDateTime, line } from './common';
import { fileImportAnswer } from './file-import';

/**
 * Device activity (decision 0176): what the providers report of each device's life at the
 * merchant (heartbeats, transactions, boots, errors), the daily rollup and current health kept
 * from it, and what the product derives: online, offline, never seen, dormant.
 */

/** What a provider's integration key starts with (a session's JWT and a `ddt_` token never do). */
export const INTEGRATION_KEY_PREFIX = 'ddk_';

/** A provider's integration key as its list shows it; the key itself is shown once, at creation. */
export const IntegrationKey = z.object({
  id: IntId,
  name: z.string(),
  /** The key's first characters (`ddk_` and 8 more), to tell keys apart. */
  prefix: z.string(),
  createdAt: IsoDateTime,
  /** Null: never used. Updated at most once a minute. */
  lastUsedAt: IsoDateTime.nullable(),
  revokedAt: IsoDateTime.nullable(),
});
export type IntegrationKey = z.infer<typeof IntegrationKey>;

export const IntegrationKeyListResponse = z.object({ keys: z.array(IntegrationKey) });
export type IntegrationKeyListResponse = z.infer<typeof IntegrationKeyListResponse>;

export const CreateIntegrationKeyRequest = z.strictObject({
  name: line(100).min(1, 'Name is required'),
});
export type CreateIntegrationKeyRequest = z.infer<typeof CreateIntegrationKeyRequest>;

/** The new key with its secret `key`: shown once, only its SHA-256 is kept. */
export const CreateIntegrationKeyResponse = IntegrationKey.extend({ key: z.string() });
export type CreateIntegrationKeyResponse = z.infer<typeof CreateIntegrationKeyResponse>;

export const ACTIVITY_EVENT_KINDS = ['HEARTBEAT', 'TRANSACTION', 'BOOT', 'ERROR'] as const;
export const ActivityEventKind = z.enum(ACTIVITY_EVENT_KINDS);
export type ActivityEventKind = z.infer<typeof ActivityEventKind>;

export const NETWORKS = ['WIFI', '2G', '3G', '4G', '5G', 'ETHERNET'] as const;
export const Network = z.enum(NETWORKS);
export type Network = z.infer<typeof Network>;

/** Events one push may carry. */
export const MAX_ACTIVITY_EVENTS = 1000;
/** How far ahead of our clock an event's time may be (a device's clock runs a little fast). */
export const EVENT_FUTURE_SLACK_MS = 5 * 60_000;

/**
 * One event as a provider sends it: the device by serial number or TID, its time, its kind and
 * what it reported. The same device, kind, time and `ref` again is the same event. An event not
 * of this shape makes the whole batch a 400; one of this shape that breaks a rule
 * (activityEventProblem) is rejected alone as `invalid_event`.
 */
export const ActivityEventShape = z.strictObject({
  serialNumber: line(100).min(1).optional(),
  tid: line(100).min(1).optional(),
  at: z.iso.datetime({ offset: true }),
  kind: ActivityEventKind,
  battery: z.number().int().min(0).max(100).optional(),
  signal: z.number().int().min(0).max(5).optional(),
  network: Network.optional(),
  appVersion: line(50).optional(),
  firmware: line(50).optional(),
  amountPaise: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  ref: line(100).optional(),
});
export type ActivityEvent = z.infer<typeof ActivityEventShape>;

/**
 * Why an event of the right shape cannot be taken (its `invalid_event`), or null: it names its
 * device by one of serial number and TID, and only a TRANSACTION carries an amount.
 */
export function activityEventProblem(e: ActivityEvent): string | null {
  if ((e.serialNumber === undefined) === (e.tid === undefined))
    return 'Give serialNumber or tid, not both';
  if (e.amountPaise !== undefined && e.kind !== 'TRANSACTION')
    return 'amountPaise is for TRANSACTION events only';
  return null;
}

/**
 * POST /activity/events: 1 to 1,000 events (ActivityEventShape each). The server checks each one
 * itself, so the 400 of a malformed batch names the first bad event's index (`params.index`).
 */
export const ActivityEventsRequest = z.strictObject({
  events: z.array(z.unknown()).min(1).describe('1 to 1,000 events (ActivityEvent)'),
});
export type ActivityEventsRequest = z.infer<typeof ActivityEventsRequest>;

/** Why one event of a well-formed batch was not stored (the rest are). */
export const ACTIVITY_EVENT_ISSUES = [
  'device_not_found',
  'device_of_other_provider',
  'event_in_future',
  'event_too_old',
  'invalid_event',
] as const;
export const ActivityEventIssue = z.enum(ACTIVITY_EVENT_ISSUES);
export type ActivityEventIssue = z.infer<typeof ActivityEventIssue>;

export const ActivityEventsResponse = z.object({
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  rejected: z.array(z.object({ index: z.number().int().nonnegative(), code: ActivityEventIssue })),
});
export type ActivityEventsResponse = z.infer<typeof ActivityEventsResponse>;

/** The provider's daily file (POST /activity/import): a row per device and day. */
export const ACTIVITY_IMPORT_ISSUES = [
  'device_not_found',
  'device_of_other_provider',
  'duplicate_in_file',
  'invalid_row',
] as const;
export const ActivityImportIssue = z.enum(ACTIVITY_IMPORT_ISSUES);
export const { error: ActivityImportError, response: ActivityImportResponse } =
  fileImportAnswer(ActivityImportIssue);
export type ActivityImportError = z.infer<typeof ActivityImportError>;
export type ActivityImportResponse = z.infer<typeof ActivityImportResponse>;

/** What the product derives of a device's activity (the Machines list's Activity column). */
export const ACTIVITY_STATES = ['ONLINE', 'OFFLINE', 'DORMANT', 'NEVER_SEEN'] as const;
export const ActivityState = z.enum(ACTIVITY_STATES);
export type ActivityState = z.infer<typeof ActivityState>;

/** A device's current health (GET /machines/{id}/activity). */
export const DeviceHealth = z.object({
  state: ActivityState,
  lastSeenAt: IsoDateTime.nullable(),
  lastTransactionAt: IsoDateTime.nullable(),
  battery: z.number().int().nullable(),
  signal: z.number().int().nullable(),
  network: Network.nullable(),
  appVersion: z.string().nullable(),
  firmware: z.string().nullable(),
});
export type DeviceHealth = z.infer<typeof DeviceHealth>;

/** One day of a device's rollup. */
export const ActivityDay = z.object({
  date: IsoDate,
  transactions: z.number().int().nonnegative(),
  amountPaise: z.number().int().nonnegative(),
  firstSeenAt: IsoDateTime.nullable(),
  lastSeenAt: IsoDateTime.nullable(),
  lowestBattery: z.number().int().nullable(),
});
export type ActivityDay = z.infer<typeof ActivityDay>;

/** Days of rollup the machine's activity answers (and its chart draws). */
export const ACTIVITY_DAYS_SHOWN = 90;

export const MachineActivityResponse = z.object({
  health: DeviceHealth,
  /** The last 90 India days, oldest first, only days with a rollup row. */
  days: z.array(ActivityDay),
});
export type MachineActivityResponse = z.infer<typeof MachineActivityResponse>;

/** The activity settings of a provider, beside its idle days (defaults in the database). */
export const ActivitySettings = z.object({
  /** Seen within this many minutes: online. */
  heartbeatMinutes: z.number().int().min(1).max(1440),
  /** Active in the last 30 days: at least this many transactions ... */
  activeMinTransactions: z.number().int().min(1).max(100_000),
  /** ... on at least this many distinct days. */
  activeMinDays: z.number().int().min(1).max(30),
  /** A first transaction of an ALLOTTED or INSTALLED device activates it. */
  activateOnFirstTransaction: z.boolean(),
  /** Offline longer than this: in the offline alert. */
  offlineAlertHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
});
export type ActivitySettings = z.infer<typeof ActivitySettings>;

/** The window the active rule counts in. */
export const ACTIVE_WINDOW_DAYS = 30;
/** Raw events are kept this many days unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 90;
/** Daily rollups are kept this long. */
export const ROLLUP_RETENTION_YEARS = 3;
