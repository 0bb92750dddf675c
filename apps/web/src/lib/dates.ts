import { BUSINESS_TIME_ZONE, languageOf, type Language } from '@dd/contract/values';

// The one place the web formats dates (decision 0140; the lint refuses date formatting elsewhere).
// Every date reads the same in a language: `Intl.DateTimeFormat` of the UI language, Latin digits
// as the numbers have, instants in the user's time zone.

/** US English keeps docs/product/texts.md's English dates ('MMM d, yyyy': "Nov 27, 2026"). */
const LOCALES: Record<Language, string> = { en: 'en-US', hi: 'hi-IN', gu: 'gu-IN' };

const STYLES = {
  /** "Nov 27, 2026" */
  date: { dateStyle: 'medium' },
  /** "Nov 27, 2026, 2:35 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "2:35:07 PM": the time of a moment on the screen (a scan), to the second. */
  time: { timeStyle: 'medium' },
  /** "Nov 27": a day on a chart's axis, where the year is the same along it. */
  dayMonth: { month: 'short', day: 'numeric' },
  /** "November 2026": a billing month. */
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

export function asLanguage(language: string | undefined): Language {
  return languageOf(language?.split('-')[0]);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${style}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(LOCALES[language], {
        ...STYLES[style],
        timeZone,
        numberingSystem: 'latn',
      });
    } catch {
      return formatter(style, language, BUSINESS_TIME_ZONE); // an unknown zone name
    }
    formatters.set(key, found);
  }
  return found;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar month ('2026-10', a billing month): shown as its first day. */
const CALENDAR_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * `value` as `style` in `language`: '' when there is none, the value itself when it is no date.
 * A calendar day ('2024-05-01') is that day wherever the user is; an instant is shown in
 * `timeZone`.
 */
export function formatDateIn(
  value: string | Date | null | undefined,
  style: DateStyle,
  language: string,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const day =
    typeof value === 'string'
      ? (CALENDAR_DAY.exec(value) ?? CALENDAR_MONTH.exec(value)?.concat('01') ?? null)
      : null;
  if (day) {
    const noon = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12);
    return formatter(style, asLanguage(language), 'UTC').format(noon);
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(style, asLanguage(language), timeZone).format(date);
}

const dayKeys = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') of an instant in `timeZone`: a key, not a text to show. */
export function calendarDay(date: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  let keys = dayKeys.get(timeZone);
  if (!keys) {
    keys = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      numberingSystem: 'latn',
    });
    dayKeys.set(timeZone, keys);
  }
  const parts = keys.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
