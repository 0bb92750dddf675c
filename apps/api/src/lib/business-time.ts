import { sql, type SQL } from 'drizzle-orm';

/**
 * The business's zone (India, no daylight saving): every date-time written into an export (CSV
 * cells, Excel cells) is its wall clock, the CSV's with the offset, e.g.
 * `2026-11-24T12:41:00+05:30`. One offset for all writers, so a CSV and an Excel file of the
 * same rows show the same times.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = 330;
const OFFSET_TEXT = '+05:30';
/** For SQL: `instant AT TIME ZONE ${BUSINESS_OFFSET_SQL}` is India's wall time then. */
export const BUSINESS_OFFSET_SQL = sql.raw(`INTERVAL '${OFFSET_TEXT}'`);

/** An instant (ISO text or Date) as the business's local time with its offset; null when unreadable. */
export function businessDateTime(value: string | Date): string | null {
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) return null;
  const local = new Date(ms + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${local.slice(0, 19)}${OFFSET_TEXT}`;
}

/** `businessDateTime` in SQL (PostgreSQL's COPY writes the CSV itself): same text, same zone. */
export function businessDateTimeSql(instant: SQL): SQL {
  // A fixed offset rather than the zone's name: no dependence on the server's zone database.
  return sql.join([
    sql`to_char((`,
    instant,
    sql.raw(`) AT TIME ZONE INTERVAL '${OFFSET_TEXT}', 'YYYY-MM-DD"T"HH24:MI:SS"${OFFSET_TEXT}"')`),
  ]);
}
