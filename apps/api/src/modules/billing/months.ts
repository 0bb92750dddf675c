import { BUSINESS_UTC_OFFSET_MINUTES, todayInIndia } from '@dd/contract';
import { badRequest, conflict } from '../../lib/http-errors';

/** 'YYYY-MM' -> its first day 'YYYY-MM-01' (the month's key in the database). */
export const firstDay = (month: string) => `${month}-01`;

/** 'YYYY-MM-01' -> 'YYYY-MM'. */
export const monthOf = (day: string) => day.slice(0, 7);

/** A month's bounds: its first day and the next month's, and the instants they begin in India. */
export function monthBounds(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const startUtc = Date.UTC(y, m - 1, 1);
  const endUtc = Date.UTC(y, m, 1);
  const offset = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    first: iso(startUtc),
    next: iso(endUtc),
    startsAt: new Date(startUtc - offset).toISOString(),
    endsAt: new Date(endUtc - offset).toISOString(),
    days: Math.round((endUtc - startUtc) / 86_400_000),
  };
}

/** A month is closed once India's calendar has left it. */
function isClosed(month: string, now: Date): boolean {
  return month < todayInIndia(now).slice(0, 7);
}

/** India's month `back` months before `now`'s: 'YYYY-MM' (1: the last closed month). */
export function monthBefore(now: Date, back: number): string {
  const [y, m] = todayInIndia(now).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 7);
}

/** 409 billing_month_open unless the month is closed: only a closed month is run or stated. */
export function refuseOpenMonth(month: string, now: Date): void {
  if (!isClosed(month, now))
    throw conflict('billing_month_open', `${month} is not over yet`, { params: { month } });
}

/** The financial year (April to March) of an India date: '2026-11-28' -> '2026-27'. */
export function financialYear(day: string): string {
  const y = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A date plus some days, 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The last day a credit note may be issued for a supply invoiced on `day`: 30 November after the
 * end of its financial year (CGST Act section 34(2), as amended by the Finance Act 2022).
 */
export function lastCreditNoteDay(day: string): string {
  const start = Number(financialYear(day).slice(0, 4));
  return `${start + 1}-11-30`;
}

/**
 * A date of money moved may not be before the document the money moves for (`earliest`: a
 * payment's invoice's date, a payout's credit's), nor after today in India.
 */
export function requireMovedOn(
  day: string,
  now: Date,
  earliest: {
    day: string | null;
    code: 'payment_date_before_invoice' | 'payout_date_before_credit';
  },
): void {
  requireNotFuture(day, now, 'paidOn');
  if (earliest.day === null || day >= earliest.day) return;
  const message =
    earliest.code === 'payment_date_before_invoice'
      ? `The payment date cannot be before the invoice's date, ${earliest.day}`
      : `The payout date cannot be before the credit's date, ${earliest.day}`;
  throw badRequest(earliest.code, message, {
    params: { earliest: earliest.day },
    details: [{ path: 'paidOn', message, code: earliest.code }],
  });
}

function requireNotFuture(day: string, now: Date, path: string): void {
  if (day <= todayInIndia(now)) return;
  const message = 'The payment date cannot be in the future';
  throw badRequest('payment_date_in_future', message, {
    details: [{ path, message, code: 'payment_date_in_future' }],
  });
}
