import { today } from '../../lib/clock';

/** The month `offset` months from 'YYYY-MM' (negative: earlier). */
export function addMonths(month: string, offset: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** This month, India time ('YYYY-MM'): it is open until it ends. */
export const currentMonth = () => today().slice(0, 7);

/** The last `count` months before `from`, newest first. */
const monthsBefore = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addMonths(from, -(i + 1)));

/** Closed months a run may bill, newest first (last month first). */
export const closedMonths = (count = 24) => monthsBefore(currentMonth(), count);

/** Months an invoice may be of, for a filter: this month and the ones before, newest first. */
export const recentMonths = (count = 24) => monthsBefore(addMonths(currentMonth(), 1), count);

/** A month to start a plan's terms from: a year back to a year ahead, newest first. */
export const termMonths = () => monthsBefore(addMonths(currentMonth(), 13), 25);

/** The first and last day of 'YYYY-MM' ('2026-11' -> 2026-11-01 and 2026-11-30). */
export function monthDays(month: string): { first: string; last: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}
