import { ROLLUP_RETENTION_YEARS } from '@dd/contract';
import type { Db } from '../../db/client';
import {
  dropOldPartitions,
  ensureEventMonths,
  ensureRollupYears,
  monthsBetween,
} from '../../db/activity-partitions';

const DAY_MS = 86_400_000;
/** Months of event partitions made ahead of the clock. */
const MONTHS_AHEAD = 2;

/**
 * The partition job (daily, and at start): event partitions from the retention's first day to
 * two months ahead, rollup partitions for this year and the next; partitions wholly past their
 * retention dropped whole (events after ACTIVITY_RETENTION_DAYS, rollups after 3 years).
 */
export async function keepActivityPartitions(db: Db, now: Date, retentionDays: number) {
  const from = new Date(now.getTime() - retentionDays * DAY_MS);
  const ahead = new Date(now);
  ahead.setUTCMonth(ahead.getUTCMonth() + MONTHS_AHEAD);
  await ensureEventMonths(db, monthsBetween(from, ahead));
  const year = now.getUTCFullYear();
  await ensureRollupYears(db, [year, year + 1]);
  return dropOldPartitions(db, from, year - ROLLUP_RETENTION_YEARS);
}
