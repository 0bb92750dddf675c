import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../api/session';
import { BUSINESS_TIME_ZONE } from '@dd/contract/values';
import { asLanguage, formatDateIn, type DateStyle } from './dates';

// Dates and numbers as the screens show them, in the UI language. Dates: lib/dates.ts.

/** Indian grouping (12,34,567) in every language of the app. */
export const NUMBER_LOCALES = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' } as const;

type DateValue = string | Date | null | undefined;

/**
 * Numbers and dates in the UI language; instants in `timeZone`, by default the signed-in user's
 * (the business's, India's, when signed out). A date is '' when there is none.
 */
export function useFormatters(timeZone?: string) {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const userZone = useContext(SessionContext)?.user?.preferences.timezone;
  const zone = timeZone ?? userZone ?? BUSINESS_TIME_ZONE;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(NUMBER_LOCALES[language]);
    const dates = (style: DateStyle) => (value: DateValue) =>
      formatDateIn(value, style, language, zone);
    return {
      language,
      timeZone: zone,
      number: (value: number) => numbers.format(value),
      /** "Nov 27, 2026" */
      date: dates('date'),
      /** "Nov 27, 2026, 2:35 PM" */
      dateTime: dates('dateTime'),
      /** "2:35:07 PM" */
      time: dates('time'),
      /** "Nov 27" (a chart's axis) */
      dayMonth: dates('dayMonth'),
      /** "November 2026" (a billing month, 'YYYY-MM') */
      month: dates('month'),
    };
  }, [language, zone]);
}

export type Formatters = ReturnType<typeof useFormatters>;
