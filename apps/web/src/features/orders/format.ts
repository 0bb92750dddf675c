import { format, isValid, parseISO } from 'date-fns';
import { enUS, gu, hi, type Locale } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, Locale> = { en: enUS, hi, gu };

/** SPEC.md section 9: orders dates as 'MMM d, yyyy' (month names in the UI language). */
export function useOrderDates() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? enUS;
  const show = (value: string | null | undefined, pattern: string) => {
    if (!value) return null;
    const date = value.length === 10 ? parseISO(value) : new Date(value);
    return isValid(date) ? format(date, pattern, { locale }) : null;
  };
  return {
    date: (value: string | null | undefined) => show(value, 'MMM d, yyyy'),
    dateTime: (value: string | null | undefined) => show(value, 'MMM d, yyyy, h:mm a'),
  };
}
