import type { ReportSchedule } from '@dd/contract';
import type { TFunction } from 'i18next';

/** "Every Monday at 09:00" in the UI language (the time is India time, as stored). */
export function timetableText(
  t: TFunction,
  s: Pick<ReportSchedule, 'frequency' | 'timeOfDay' | 'dayOfWeek' | 'dayOfMonth'>,
): string {
  const time = s.timeOfDay;
  if (s.frequency === 'weekly')
    return t('schedules.timetable.weekly', {
      weekday: t(`schedules.weekday.${String(s.dayOfWeek ?? 1) as '1'}`),
      time,
    });
  if (s.frequency === 'monthly')
    return t('schedules.timetable.monthly', { day: s.dayOfMonth ?? 1, time });
  return t('schedules.timetable.daily', { time });
}

/** Addresses typed one per line or separated by commas / spaces; '' entries dropped. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A plain check for the form (the server checks properly). */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
