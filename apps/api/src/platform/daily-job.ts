import { BUSINESS_UTC_OFFSET_MINUTES, todayInIndia } from '@dd/contract';
import type { PeriodicJob } from './scheduler';

/** The hour of the day in India. */
const indiaHour = (now: Date) =>
  new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).getUTCHours();

/**
 * Work done once per India day: at every poll from `fromHour` (India time) until a run of the day
 * succeeds. The day done is kept in memory, so the other polls of the day cost nothing; a failed
 * run tries again at the next poll. Another process does the same: `run` makes that harmless
 * (a lock, a claim).
 */
export function dailyJob(
  name: string,
  run: (now: Date) => Promise<unknown>,
  fromHour = 0,
): PeriodicJob {
  let doneFor: string | undefined;
  return {
    name,
    async run(now) {
      const today = todayInIndia(now);
      if (doneFor === today || indiaHour(now) < fromHour) return;
      await run(now);
      doneFor = today;
    },
  };
}
