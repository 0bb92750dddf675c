import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './enums';

/** An id taken from a path or query string ('12' -> 12). */
export const Id = z.coerce.number().int().positive();
export type Id = z.infer<typeof Id>;

export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** An id inside a JSON body or answer. */
export const IntId = z.number().int().positive();
export type IntId = z.infer<typeof IntId>;

/** A count in an answer (never negative). */
export const Count = z.number().int().nonnegative();
export type Count = z.infer<typeof Count>;

/** An answer of counts, one per name (list stats, summaries, progress). */
export function counts<const K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((n) => [n, Count])) as Record<K, typeof Count>);
}

export const Pagination = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type Pagination = z.infer<typeof Pagination>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const SortOrder = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof SortOrder>;

/**
 * `sort` (one of the list's sortable columns, named as the rows' fields) and `order`. Without
 * `sort` a list keeps its default order (and ignores `order`); `sort` without `order` is asc.
 */
export function sortQuery<const T extends readonly [string, ...string[]]>(columns: T) {
  return z.object({ sort: z.enum(columns).optional(), order: SortOrder.optional() });
}

/** Free-text search: case-insensitive substring over the fields the spec names. */
export const SearchTerm = z.string().trim().max(200);
export const SearchQuery = z.object({ search: SearchTerm.optional() });
export type SearchQuery = z.infer<typeof SearchQuery>;

/**
 * A paged list's query: `page` and `pageSize`, `sort` over `sorts` and `order`, the list's own
 * `filters`, and the free-text `search`.
 */
export function listQuery<
  const S extends readonly [string, ...string[]],
  F extends z.core.$ZodLooseShape,
>(sorts: S, filters: F) {
  return Pagination.extend({
    ...sortQuery(sorts).shape,
    ...filters,
    search: SearchTerm.optional(),
  });
}

/** `limit`: only the newest N rows (the dashboard sends limit=5). */
export const NewestLimit = z.coerce.number().int().min(1).max(500).optional();

/**
 * A create body (`fields`, with `defaults` for what may be left out) and its update body (any
 * of `fields` and no defaults, so an update never resets a field).
 */
export function createAndUpdate<F extends z.core.$ZodLooseShape, D extends z.core.$ZodLooseShape>(
  fields: F,
  defaults: D,
) {
  return {
    create: z.strictObject({ ...fields, ...defaults } as Omit<F, keyof D> & D),
    update: z.strictObject(fields).partial(),
  };
}

/** 'YYYY-MM-DD', and a real calendar day (2023-02-29 is rejected). */
export const IsoDate = z.iso.date({ error: 'Invalid date, expected YYYY-MM-DD' });
export type IsoDate = z.infer<typeof IsoDate>;

/** A From / To day filter, both optional; `checkDateRange` refuses a To before the From. */
export const DateRange = z.object({ dateFrom: IsoDate.optional(), dateTo: IsoDate.optional() });
export type DateRange = z.infer<typeof DateRange>;

/** Rejects a To Date before the From Date. */
export function checkDateRange<T extends z.ZodType<DateRange>>(schema: T): T {
  return schema.refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    error: 'To Date cannot be before From Date',
    path: ['dateTo'],
  });
}

/** An ISO 8601 date-time as the server writes it (Date.prototype.toISOString). */
export const IsoDateTime = z.string().describe('ISO 8601 date-time');
export type IsoDateTime = z.infer<typeof IsoDateTime>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** total / page / pageSize carried by every paged list answer. */
export const PageMeta = z.object({
  total: Count,
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** Builds a list answer `{ [key]: item[], stats, total, page, pageSize }`. */
export function listResponse<K extends string, T extends z.ZodType, S extends z.ZodType>(
  key: K,
  item: T,
  stats: S,
) {
  const shape = { [key]: z.array(item), stats, ...PageMeta.shape } as {
    [P in K]: z.ZodArray<T>;
  } & { stats: S } & typeof PageMeta.shape;
  return z.object(shape);
}

/** A query filter taking one of `values`, or 'all' / '' (= no filter; see `unlessAll`). */
export function filterOrAll<const T extends readonly string[]>(values: T) {
  return z.enum([...values, 'all', '']).optional();
}

/** Maps the filter values 'all' and '' to undefined. */
export function unlessAll<T extends string>(
  value: T | undefined,
): Exclude<T, 'all' | ''> | undefined {
  return value === undefined || value === 'all' || value === ''
    ? undefined
    : (value as Exclude<T, 'all' | ''>);
}

/** An id filter in a query string; 'all' and '' mean no filter (old clients send them). */
export const IdFilter = z.preprocess(
  (v) => (v === '' || v === 'all' ? undefined : v),
  Id.optional(),
);

/** Shared field rules. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .check(z.email({ error: 'Invalid email address' }));
export const Phone = z
  .string()
  .trim()
  .regex(/^(?=(?:\D*\d){7})[0-9+\- ]{7,20}$/, 'Invalid phone number');
/** Indian PIN code: 6 digits, not starting with 0 (a party's, our organisation's). */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
export const isValidPinCode = (value: string): boolean => PIN_CODE_PATTERN.test(value);
export const PinCode = z
  .string()
  .trim()
  .regex(PIN_CODE_PATTERN, 'Invalid PIN code: 6 digits, not starting with 0');
/**
 * A single-line text (a name, a reference, a model, a code): trimmed, at most `max` characters,
 * and refused when a line break is inside it (a CR or LF would split a CSV row, a log line or an
 * email header further on). Addresses and notes may have several lines.
 */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\r\n\u2028\u2029]*$/, 'Must be on one line');
export const Name = line(100).min(1, 'Name is required');
export const Address = z.string().trim().min(1, 'Address is required').max(500);
export const Place = line(100);
export const Notes = z.string().trim().max(2000);
/**
 * A required reason on a record that undoes or refuses another (a credit note, a payment's
 * reversal, a refused transfer).
 */
export const Reason = z.string().trim().min(1, 'A reason is required').max(2000);

/** Indian GSTIN, upper-cased before the check. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GstNumber = z.string().trim().toUpperCase().regex(GSTIN_PATTERN, 'Invalid GST number');

/** 'YYYY-MM-DD' of the Date's local calendar day. */
export function toIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Machine ids in a body: unique positive ints, 1..1000 of them. */
export const MachineIds = z
  .array(IntId)
  .min(1, 'Select at least one machine')
  .max(1000, 'At most 1000 machines at once')
  .refine((ids) => new Set(ids).size === ids.length, 'Machine ids must be unique');
export type MachineIds = z.infer<typeof MachineIds>;
