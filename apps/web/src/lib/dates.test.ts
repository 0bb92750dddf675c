import { describe, expect, it } from 'vitest';
import { calendarDay, formatDateIn } from './dates';

// 09:05:07 UTC is 14:35:07 in India.
const AT = '2026-11-27T09:05:07Z';

describe('one date format per language', () => {
  it.each([
    ['en', 'Nov 27, 2026', 'Nov 27, 2026, 2:35 PM', '2:35:07 PM', 'Nov 27'],
    ['hi', '27 नव॰ 2026', '27 नव॰ 2026, 2:35 pm', '2:35:07 pm', '27 नव॰'],
    ['gu', '27 નવે, 2026', '27 નવે, 2026 02:35 PM', '02:35:07 PM', '27 નવે'],
  ])('%s: date, date and time, time, day of an axis (Latin digits)', (lang, ...expected) => {
    const styles = ['date', 'dateTime', 'time', 'dayMonth'] as const;
    expect(styles.map((style) => formatDateIn(AT, style, lang, 'Asia/Kolkata'))).toEqual(expected);
  });

  it('shows an instant in the time zone given, India time by default', () => {
    expect(formatDateIn(AT, 'dateTime', 'en')).toBe('Nov 27, 2026, 2:35 PM');
    expect(formatDateIn(AT, 'dateTime', 'en', 'America/New_York')).toBe('Nov 27, 2026, 4:05 AM');
    expect(formatDateIn('2026-11-27T20:00:00Z', 'date', 'en', 'Asia/Kolkata')).toBe('Nov 28, 2026');
    expect(formatDateIn(new Date(AT), 'time', 'en', 'UTC')).toBe('9:05:07 AM');
  });

  it('an unknown zone name falls back to India time', () => {
    expect(formatDateIn(AT, 'dateTime', 'en', 'Mars/Olympus')).toBe('Nov 27, 2026, 2:35 PM');
  });

  it('a calendar day is that day in every zone', () => {
    expect(formatDateIn('2024-05-01', 'date', 'en', 'America/New_York')).toBe('May 1, 2024');
    expect(formatDateIn('2024-05-01', 'date', 'en', 'Asia/Kolkata')).toBe('May 1, 2024');
    expect(formatDateIn('2024-12-31', 'date', 'hi')).toBe('31 दिस॰ 2024');
  });

  it("nothing is '', a value that is no date is shown as it is, another language is English", () => {
    expect([null, undefined, ''].map((v) => formatDateIn(v, 'date', 'en'))).toEqual(['', '', '']);
    expect(formatDateIn('soon', 'date', 'en')).toBe('soon');
    expect(formatDateIn(AT, 'date', 'fr')).toBe('Nov 27, 2026');
  });

  it('calendarDay: the day of an instant in a zone, as YYYY-MM-DD', () => {
    const lateUtc = new Date('2026-11-27T20:00:00Z');
    expect(calendarDay(lateUtc)).toBe('2026-11-28');
    expect(calendarDay(lateUtc, 'UTC')).toBe('2026-11-27');
  });
});
