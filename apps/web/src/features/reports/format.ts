import type { ReportCell, ReportColumnKind } from '@dd/contract';
import { format, isValid, parseISO, type Locale } from 'date-fns';
import { enIN, gu, hi } from 'date-fns/locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product.md section 8: dates as 'MMM d, yyyy'. */
export const DATE_PATTERN = 'MMM d, yyyy';
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

type Lang = 'en' | 'hi' | 'gu';
const DATE_LOCALES: Record<Lang, Locale> = { en: enIN, hi, gu };
/** Indian digit grouping (12,34,567) in every language of the app. */
const NUMBER_LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

function asLang(language: string | undefined): Lang {
  const base = language?.split('-')[0];
  return base === 'hi' || base === 'gu' ? base : 'en';
}

/** The calendar day of an instant in `timeZone`, as a local Date date-fns can format. */
function dayIn(date: Date, timeZone: string): Date {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(date);
  } catch {
    return dayIn(date, DEFAULT_TIME_ZONE); // an unknown zone name
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(get('year'), get('month') - 1, get('day'));
}

/** Formatters in the UI language: counts, calendar days, report cells and file sizes. */
export function useReportFormatters(timeZone: string = DEFAULT_TIME_ZONE) {
  const { i18n } = useTranslation();
  const lang = asLang(i18n.language);
  return useMemo(() => {
    const locale = DATE_LOCALES[lang];
    const numbers = new Intl.NumberFormat(NUMBER_LOCALES[lang]);
    const sizes = {
      byte: new Intl.NumberFormat(NUMBER_LOCALES[lang], {
        style: 'unit',
        unit: 'byte',
        unitDisplay: 'long',
      }),
      kilobyte: new Intl.NumberFormat(NUMBER_LOCALES[lang], {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 0,
      }),
      megabyte: new Intl.NumberFormat(NUMBER_LOCALES[lang], {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      }),
    };

    /** 'YYYY-MM-DD' -> 'May 1, 2024' (that calendar day, not midnight UTC). */
    const day = (value: string): string => {
      const date = parseISO(value);
      return isValid(date) ? format(date, DATE_PATTERN, { locale }) : value;
    };

    /** An ISO date-time -> its day in the user's time zone. */
    const instantDay = (value: string): string => {
      const date = new Date(value);
      return Number.isNaN(date.getTime())
        ? value
        : format(dayIn(date, timeZone), DATE_PATTERN, { locale });
    };

    return {
      number: (value: number) => numbers.format(value),
      day,
      bytes: (value: number) =>
        value < 1024
          ? sizes.byte.format(value)
          : value < 1024 * 1024
            ? sizes.kilobyte.format(value / 1024)
            : sizes.megabyte.format(value / (1024 * 1024)),
      /** A report cell as text by its column kind; null when the cell is empty. */
      cell: (value: ReportCell, kind: ReportColumnKind, yesNo: [string, string]): string | null => {
        if (value === null || value === '') return null;
        switch (kind) {
          case 'number':
            return typeof value === 'number' ? numbers.format(value) : String(value);
          case 'date':
            return day(String(value));
          case 'datetime':
            return instantDay(String(value));
          case 'boolean':
            return value === true || value === 'true' ? yesNo[0] : yesNo[1];
          default:
            return String(value);
        }
      },
    };
  }, [lang, timeZone]);
}

export type ReportFormatters = ReturnType<typeof useReportFormatters>;
