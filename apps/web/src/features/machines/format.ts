import { format, isValid, parseISO } from 'date-fns';
import { enUS, gu, hi, type Locale } from 'date-fns/locale';

const LOCALES: Record<string, Locale> = { en: enUS, hi, gu };

function localeOf(language: string): Locale {
  return LOCALES[language.split('-')[0] ?? 'en'] ?? enUS;
}

/**
 * 'MMM d, yyyy' (SPEC.md section 9), in the UI language. A date-only value ('2024-05-01') is
 * that calendar day, not midnight UTC.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy', { locale: localeOf(language) }) : value;
}

/** Date and time of an event (history entries). */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy, HH:mm', { locale: localeOf(language) }) : value;
}
