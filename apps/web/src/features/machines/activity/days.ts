import { ACTIVITY_DAYS_SHOWN, type ActivityDay } from '@dd/contract';

/** One day of the chart: the rollup's figures, zeros on a day the provider reported nothing. */
export interface ChartDay {
  date: string;
  transactions: number;
  amountPaise: number;
}

/** 'YYYY-MM-DD' plus `days` calendar days (read at noon UTC: no time-zone surprises). */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last `count` India days up to `today`, oldest first, each with its rollup's figures or
 * zeros: the API answers only the days that have a row, the chart draws every day.
 */
export function chartDays(
  days: readonly ActivityDay[],
  today: string,
  count: number = ACTIVITY_DAYS_SHOWN,
): ChartDay[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const out: ChartDay[] = [];
  for (let n = count - 1; n >= 0; n--) {
    const date = addDays(today, -n);
    const day = byDate.get(date);
    out.push({ date, transactions: day?.transactions ?? 0, amountPaise: day?.amountPaise ?? 0 });
  }
  return out;
}
