import type { ScheduleFrequency } from '@dd/contract';

/** The parts of a schedule that say when it runs. */
export type Timetable = {
  frequency: ScheduleFrequency;
  /** 'HH:MM' in Asia/Kolkata. */
  timeOfDay: string;
  /** weekly: 1 = Monday .. 7 = Sunday. */
  dayOfWeek?: number | null;
  /** monthly: 1..28. */
  dayOfMonth?: number | null;
};

/**
 * Asia/Kolkata is UTC+05:30 all year (India has had no daylight saving since 1945), so a wall
 * time there is a fixed shift of UTC: no Intl needed, and no ambiguous or missing local times.
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The UTC instant of a wall time in India (month 0-based; days past the month's end roll on). */
function istInstant(year: number, month: number, day: number, minutes: number): Date {
  return new Date(Date.UTC(year, month, day) + minutes * 60_000 - IST_OFFSET_MS);
}

/**
 * The schedule's first slot strictly after `after`. Slots missed while nothing ran (server
 * down, paused) are not caught up one by one: the next slot is always in the future.
 */
export function nextRunAt(t: Timetable, after: Date): Date {
  const [hh, mm] = t.timeOfDay.split(':').map(Number) as [number, number];
  const minutes = hh * 60 + mm;
  // India's calendar day of `after`, read with UTC getters on the shifted instant.
  const wall = new Date(after.getTime() + IST_OFFSET_MS);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth();
  const d = wall.getUTCDate();

  if (t.frequency === 'monthly') {
    const day = t.dayOfMonth ?? 1;
    for (let k = 0; k < 3; k++) {
      const slot = istInstant(y, m + k, day, minutes);
      if (slot > after) return slot;
    }
    throw new Error('unreachable: a monthly slot within two months');
  }
  for (let k = 0; k <= 7; k++) {
    const slot = istInstant(y, m, d + k, minutes);
    if (slot <= after) continue;
    if (t.frequency === 'daily') return slot;
    // Weekday of the slot's day in India, 1 = Monday .. 7 = Sunday.
    const weekday = ((new Date(slot.getTime() + IST_OFFSET_MS).getUTCDay() + 6) % 7) + 1;
    if (weekday === (t.dayOfWeek ?? 1)) return slot;
  }
  throw new Error('unreachable: a weekly slot within eight days');
}

/** 'YYYY-MM-DD' of an instant in India (a run's file is named by its slot's day). */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
