import { describe, expect, it } from 'vitest';
import { indiaDay, nextRunAt } from './next-run';

const at = (iso: string) => new Date(iso);

const daily = (timeOfDay: string) => ({ frequency: 'daily' as const, timeOfDay });
const weekly = (timeOfDay: string, dayOfWeek: number) => ({
  frequency: 'weekly' as const,
  timeOfDay,
  dayOfWeek,
});
const monthly = (timeOfDay: string, dayOfMonth: number) => ({
  frequency: 'monthly' as const,
  timeOfDay,
  dayOfMonth,
});

describe('nextRunAt (Asia/Kolkata, UTC+05:30)', () => {
  // [schedule, asked at (UTC), next run (UTC), why]; 2026-11-24 is a Tuesday.
  it.each<[Parameters<typeof nextRunAt>[0], string, string, string]>([
    // daily: later today when the time has not come yet, else tomorrow
    [daily('09:30'), '2026-11-24T02:30', '2026-11-24T04:00', 'asked at 08:00 IST: today'],
    [daily('09:30'), '2026-11-24T04:30', '2026-11-25T04:00', 'asked at 10:00 IST: tomorrow'],
    [daily('09:30'), '2026-11-24T04:00', '2026-11-25T04:00', 'exactly at the slot: the next'],
    // a time just after midnight in India is the previous day in UTC
    [daily('00:15'), '2026-11-24T17:30', '2026-11-24T18:45', 'at 23:00 IST: the 25th 00:15'],
    [daily('00:15'), '2026-11-24T19:00', '2026-11-25T18:45', 'at the 25th 00:30 IST: the 26th'],
    // weekly: the next chosen weekday, wrapping past Sunday
    [weekly('08:00', 1), '2026-11-24T06:00', '2026-11-30T02:30', 'Monday: next Monday'],
    [weekly('18:00', 2), '2026-11-24T06:30', '2026-11-24T12:30', 'Tuesday, at noon IST: today'],
    [weekly('18:00', 2), '2026-11-24T13:00', '2026-12-01T12:30', 'Tuesday, after it: a week later'],
    [weekly('23:45', 7), '2026-11-24T06:00', '2026-11-29T18:15', 'Sunday (7)'],
    // monthly: day 28 this month or next, across the year end
    [monthly('07:00', 28), '2026-11-24T06:00', '2026-11-28T01:30', 'the 28th of this month'],
    [monthly('07:00', 28), '2026-12-28T02:00', '2027-01-28T01:30', 'of next month, a new year'],
    [monthly('07:00', 28), '2027-01-29T00:00', '2027-02-28T01:30', 'February has a 28th too'],
    // the 1st at 00:30 IST is the last day of the previous month in UTC
    [monthly('00:30', 1), '2026-11-24T06:00', '2026-11-30T19:00', 'the 1st at 00:30 IST'],
  ])('%o asked at %s UTC runs at %s UTC (%s)', (schedule, now, next) => {
    expect(nextRunAt(schedule, at(`${now}:00Z`)).toISOString()).toBe(`${next}:00.000Z`);
  });

  it('a time just after midnight in India is the previous day in UTC', () => {
    expect(indiaDay(at('2026-11-24T18:45:00Z'))).toBe('2026-11-25');
  });
});
