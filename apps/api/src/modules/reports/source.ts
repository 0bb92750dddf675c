import { unlessAll, type ReportFilters, type ReportType } from '@dd/contract';
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Principal } from '../../access/principal';
import { MAX_INT_ID } from '../../db/id-filter';

/**
 * The day a report is made, India 'YYYY-MM-DD': set by the server from its clock (never a
 * request's; the contract's filter schemas have no such field). The receivables ageing counts
 * days past due to it.
 */
export type ReportDay = { today?: string };

/** Any type's filters (the route pairs each type with its own schema), and the day. */
export type AnyReportFilters = ReportFilters[ReportType] & ReportDay;

/** What a report file is made from: the filters and the day. */
export type DatedReportFilters = AnyReportFilters & Required<ReportDay>;

/** Where a report's rows come from (report-sql.ts builds THE query from it). */
export type Source = {
  /**
   * FROM + JOINs; the main table unaliased, lookups aliased as columns.ts expects. A function
   * when the rows depend on the filters beyond the WHERE (the ageing's day).
   */
  from: SQL | ((f: AnyReportFilters) => SQL);
  /** The `id` column's expression: the ORDER BY and the export's keyset. */
  id: SQL;
  /**
   * For a report with several rows per id (one per device of an RMA batch or a transfer): the
   * second sort key and the column key holding it, so (id, tie) is unique and ordered.
   */
  tie?: { sql: SQL; key: string };
  /** The report's natural date, which dateFrom / dateTo filter; none: it takes no dates. */
  createdAt?: SQL;
  /**
   * Instead, a document's own date (a `date` column, India's calendar day: an invoice's issue
   * day, a payment's): dateFrom / dateTo compare it as a date, so its index serves.
   */
  day?: SQL;
  /** Rows every caller's report is limited to (e.g. devices at retailers), besides the scope. */
  base?: SQL;
  scope(p: Principal): SQL | undefined;
  filters(f: AnyReportFilters): (SQL | undefined)[];
};

/**
 * A report's source whose rows are `table`'s (its `id` orders them), with `filters` typed as the
 * report's own (the route paired the type with its schema).
 */
export function source<T extends ReportType>(
  table: { id: Column },
  s: Omit<Source, 'id' | 'filters'> & {
    filters(f: ReportFilters[T] & ReportDay): (SQL | undefined)[];
  },
): Source {
  return {
    ...s,
    id: sql`${table.id}`,
    filters: (f) => s.filters(f as ReportFilters[T] & ReportDay),
  };
}

/** The source's FROM clause for these filters. */
export function fromOf(s: Source, f: AnyReportFilters): SQL {
  return typeof s.from === 'function' ? s.from(f) : s.from;
}

/** Case-insensitive equality on a free-text filter ('' and 'all' = no filter). */
export function sameText(column: Column | SQL, value: string | undefined): SQL | undefined {
  const v = unlessAll(value?.trim());
  return v ? sql`lower(${column}) = lower(${v})` : undefined;
}

export const eqIf = <T>(column: Parameters<typeof eq>[0], value: T | undefined) =>
  value === undefined
    ? undefined
    : typeof value === 'number' && value > MAX_INT_ID
      ? sql`false`
      : eq(column, value);
