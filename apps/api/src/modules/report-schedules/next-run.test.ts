import { describe, expect, it } from 'vitest';
import { indiaDay, nextRunAt } from './next-run';

const at = (iso: string) => new Date(iso);

describe('nextRunAt (Asia/Kolkata, UTC+05:30)', () => {
  it('daily: later today when the time has not come yet, else tomorrow', () => {
    const daily = { frequency: 'daily' as const, timeOfDay: '09:30' };
    // 08:00 IST = 02:30 UTC
    expect(nextRunAt(daily, at('2026-11-24T02:30:00Z')).toISOString()).toBe(
      '2026-11-24T04:00:00.000Z',
    );
    // 10:00 IST: tomorrow 09:30 IST
    expect(nextRunAt(daily, at('2026-11-24T04:30:00Z')).toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
    // exactly at the slot: the next one (strictly after)
    expect(nextRunAt(daily, at('2026-11-24T04:00:00Z')).toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
  });

  it('a time just after midnight in India is the previous day in UTC', () => {
    const daily = { frequency: 'daily' as const, timeOfDay: '00:15' };
    // 23:00 IST on the 24th (17:30 UTC): next is 00:15 IST on the 25th = 18:45 UTC on the 24th
    expect(nextRunAt(daily, at('2026-11-24T17:30:00Z')).toISOString()).toBe(
      '2026-11-24T18:45:00.000Z',
    );
    // 19:00 UTC on the 24th is already 00:30 IST on the 25th: next is the 26th's 00:15 IST
    expect(nextRunAt(daily, at('2026-11-24T19:00:00Z')).toISOString()).toBe(
      '2026-11-25T18:45:00.000Z',
    );
    expect(indiaDay(at('2026-11-24T18:45:00Z'))).toBe('2026-11-25');
  });

  it('weekly: the next chosen weekday, wrapping past Sunday', () => {
    // 2026-11-24 is a Tuesday. Monday (1) 08:00 IST -> next Monday 2026-11-30.
    const monday = { frequency: 'weekly' as const, timeOfDay: '08:00', dayOfWeek: 1 };
    expect(nextRunAt(monday, at('2026-11-24T06:00:00Z')).toISOString()).toBe(
      '2026-11-30T02:30:00.000Z',
    );
    // Tuesday 18:00 IST, asked on Tuesday noon IST: today
    const tuesday = { frequency: 'weekly' as const, timeOfDay: '18:00', dayOfWeek: 2 };
    expect(nextRunAt(tuesday, at('2026-11-24T06:30:00Z')).toISOString()).toBe(
      '2026-11-24T12:30:00.000Z',
    );
    // ... asked after it: a week later
    expect(nextRunAt(tuesday, at('2026-11-24T13:00:00Z')).toISOString()).toBe(
      '2026-12-01T12:30:00.000Z',
    );
    // Sunday (7) 23:45 IST
    const sunday = { frequency: 'weekly' as const, timeOfDay: '23:45', dayOfWeek: 7 };
    expect(nextRunAt(sunday, at('2026-11-24T06:00:00Z')).toISOString()).toBe(
      '2026-11-29T18:15:00.000Z',
    );
  });

  it('monthly: day 28 this month or next, across the year end', () => {
    const monthly = { frequency: 'monthly' as const, timeOfDay: '07:00', dayOfMonth: 28 };
    expect(nextRunAt(monthly, at('2026-11-24T06:00:00Z')).toISOString()).toBe(
      '2026-11-28T01:30:00.000Z',
    );
    expect(nextRunAt(monthly, at('2026-12-28T02:00:00Z')).toISOString()).toBe(
      '2027-01-28T01:30:00.000Z',
    );
    // February has a 28th too
    expect(nextRunAt(monthly, at('2027-01-29T00:00:00Z')).toISOString()).toBe(
      '2027-02-28T01:30:00.000Z',
    );
    // the 1st at 00:30 IST is the last day of the previous month in UTC
    const first = { frequency: 'monthly' as const, timeOfDay: '00:30', dayOfMonth: 1 };
    expect(nextRunAt(first, at('2026-11-24T06:00:00Z')).toISOString()).toBe(
      '2026-11-30T19:00:00.000Z',
    );
  });
});
