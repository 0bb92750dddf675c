import { z } from 'zod';
import {
  checkDateRange,
  DateRange,
  IdFilter,
  IntId,
  IsoDateTime,
  PageMeta,
  Pagination,
  SearchTerm,
  sortQuery,
} from './common';
import { UserType } from './enums';
import { SECURITY_EVENT_TYPES } from './event-types';

export { SECURITY_EVENT_TYPES } from './event-types';

export const SecurityEventType = z.enum(SECURITY_EVENT_TYPES);
export type SecurityEventType = z.infer<typeof SecurityEventType>;

export const SECURITY_EVENT_SORTS = ['at', 'type'] as const;
export type SecurityEventSort = (typeof SECURITY_EVENT_SORTS)[number];

/**
 * The event types to show: one (`type=sign_in_failed`), several (repeated, or comma-separated),
 * or none ('all' or '' = every type).
 */
const TypeFilter = z.preprocess((value) => {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : [value])
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '' && v !== 'all');
  return list.length > 0 ? [...new Set(list)] : undefined;
}, z.array(SecurityEventType).optional());

/** The log's filters, shared by the list and the export. */
const filterShape = {
  type: TypeFilter,
  /** One account's events (its id). */
  userId: IdFilter,
  /** Part of the account's email or name, or of the email typed at a failed sign-in. */
  search: SearchTerm.optional(),
  /** The start of the address (`10.0.` matches 10.0.0.1). */
  ip: z.string().trim().max(64).optional(),
  /** Days in India time, both included. */
  ...DateRange.shape,
};

/** GET /security-events: newest first unless sorted; paged like every list. */
export const SecurityEventListQuery = checkDateRange(
  Pagination.extend({ ...sortQuery(SECURITY_EVENT_SORTS).shape, ...filterShape }),
);
export type SecurityEventListQuery = z.infer<typeof SecurityEventListQuery>;

export const SECURITY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const SecurityExportFormat = z.enum(SECURITY_EXPORT_FORMATS);
export type SecurityExportFormat = z.infer<typeof SecurityExportFormat>;

/** GET /security-events/export: the same filters, the whole result as a file. */
export const SecurityEventExportQuery = checkDateRange(
  z.object({ ...filterShape, format: SecurityExportFormat.default('csv') }),
);
export type SecurityEventExportQuery = z.infer<typeof SecurityEventExportQuery>;

export const SecurityEvent = z.object({
  id: IntId,
  at: IsoDateTime,
  type: SecurityEventType,
  /** The account the event is about, as it is now (null: unknown email, or account gone). */
  userId: IntId.nullable(),
  user: z.object({ id: IntId, name: z.string(), email: z.string(), userType: UserType }).nullable(),
  /** The email recorded with the event (typed at a failed sign-in; the new one for email_changed). */
  email: z.string().nullable(),
  /** Who did it when that was not the account itself (an admin deactivating a distributor). */
  actor: z.object({ id: IntId, name: z.string() }).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;

export const SecurityEventListResponse = z.object({
  events: z.array(SecurityEvent),
  ...PageMeta.shape,
});
export type SecurityEventListResponse = z.infer<typeof SecurityEventListResponse>;

export const SECURITY_EXPORT_MIME_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<SecurityExportFormat, string>;

/** 'security-events-YYYY-MM-DD.csv' or '.xlsx'. */
export function securityExportFileName(format: SecurityExportFormat, day: string): string {
  return `security-events-${day}.${format}`;
}
