import type { Language } from '@dd/contract';
import { format, isValid, parseISO, type Locale } from 'date-fns';
import { enIN, enUS, gu, hi } from 'date-fns/locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// Dates and numbers as the screens show them, in the UI language (docs/product.md: dates as
// 'MMM d, yyyy'). One file for every screen; each helper keeps the output its screens had.

const DATE_LOCALES: Record<Language, Locale> = { en: enIN, hi, gu };
/** Indian grouping (12,34,567) in every language of the app. */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
/** docs/product.md section 8: dates as 'MMM d, yyyy'; with a time where one matters. */
export const DATE_PATTERN = 'MMM d, yyyy';
export const DATE_TIME_PATTERN = 'MMM d, yyyy, h:mm a';

function asLanguage(lang: string | undefined): Language {
  return lang === 'hi' || lang === 'gu' ? lang : 'en';
}

/**
 * The wall-clock time of `date` in `timeZone`, as a Date whose local fields hold it, so that
 * date-fns' `format` prints the time of that zone (the app has no time-zone add-on for date-fns).
 */
export function inTimeZone(date: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return new Date(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
}

/** `iso` formatted with a date-fns pattern in `timeZone` and the language's locale. */
export function formatInZone(
  iso: string,
  pattern: string,
  timeZone: string,
  language: string,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let zoned: Date;
  try {
    zoned = inTimeZone(date, timeZone);
  } catch {
    zoned = inTimeZone(date, DEFAULT_TIME_ZONE); // an unknown zone name
  }
  return format(zoned, pattern, { locale: DATE_LOCALES[asLanguage(language)] });
}

/** Numbers and dates in the UI language (and the given time zone). */
export function useFormatters(timeZone: string = DEFAULT_TIME_ZONE) {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(NUMBER_LOCALES[language]);
    return {
      language,
      number: (value: number) => numbers.format(value),
      date: (iso: string, pattern = DATE_PATTERN) => formatInZone(iso, pattern, timeZone, language),
    };
  }, [language, timeZone]);
}

/** Month names per language for the plain date helpers below (US English for 'en'). */
const PLAIN_LOCALES: Record<string, Locale> = { en: enUS, hi, gu };

function plainLocaleOf(language: string): Locale {
  return PLAIN_LOCALES[language.split('-')[0] ?? 'en'] ?? enUS;
}

/**
 * 'MMM d, yyyy' in the UI language. A date-only value ('2024-05-01') is that calendar day, not
 * midnight UTC; a value that is not a date is shown as it is.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, DATE_PATTERN, { locale: plainLocaleOf(language) }) : value;
}

/** Date and 24-hour time of an event (history entries). */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date)
    ? format(date, 'MMM d, yyyy, HH:mm', { locale: plainLocaleOf(language) })
    : value;
}

/** Dates of orders: null when there is no date (the screen shows a dash or nothing). */
export function useOrderDates() {
  const { i18n } = useTranslation();
  const locale = PLAIN_LOCALES[i18n.language] ?? enUS;
  const show = (value: string | null | undefined, pattern: string) => {
    if (!value) return null;
    const date = value.length === 10 ? parseISO(value) : new Date(value);
    return isValid(date) ? format(date, pattern, { locale }) : null;
  };
  return {
    date: (value: string | null | undefined) => show(value, DATE_PATTERN),
    dateTime: (value: string | null | undefined) => show(value, DATE_TIME_PATTERN),
  };
}
