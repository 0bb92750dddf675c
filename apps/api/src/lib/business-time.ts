import { BUSINESS_TIME_ZONE, BUSINESS_UTC_OFFSET_MINUTES } from '@dd/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Every date-time written into an export (CSV cells, Excel cells) is the business zone's wall
 * clock (@dd/contract's BUSINESS_TIME_ZONE), the CSV's with the offset, e.g.
 * `2026-11-24T12:41:00+05:30`. One offset for all writers, so a CSV and an Excel file of the
 * same rows show the same times.
 */
const OFFSET_TEXT = '+05:30';

/** An instant (ISO text or Date) as the business's local time with its offset; null when unreadable. */
export function businessDateTime(value: string | Date): string | null {
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${local.slice(0, 19)}${OFFSET_TEXT}`;
}

/** `businessDateTime` in SQL (PostgreSQL's COPY writes the CSV itself): same text, same zone. */
export function businessDateTimeSql(instant: SQL): SQL {
  return sql`to_char((${instant}) AT TIME ZONE ${BUSINESS_TIME_ZONE}, ${`YYYY-MM-DD"T"HH24:MI:SS"${OFFSET_TEXT}"`})`;
}
