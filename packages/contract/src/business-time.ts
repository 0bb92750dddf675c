/**
 * The business's zone: India, UTC+05:30 all year (no daylight saving since 1945). Its date is
 * the business day of every rule: billing months, due dates, a booking's first day, the latest
 * date a form takes. The API's SQL receives the zone as a parameter, never as a literal.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
/** The zone's one offset, for arithmetic that needs no time-zone database. */
export const BUSINESS_UTC_OFFSET_MINUTES = 330;

/** The business day of an instant, 'YYYY-MM-DD' (the caller says which instant: its clock's). */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
