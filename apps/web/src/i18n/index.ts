import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@dd/contract';
import { catalogues } from './catalogues';

export const DEFAULT_LANGUAGE: Language = 'en';

export const resources = {
  en: { translation: catalogues.en },
  hi: { translation: catalogues.hi },
  gu: { translation: catalogues.gu },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Switches the UI language and keeps `<html lang>` in step. Unknown values fall back to English. */
export function applyLanguage(language: string | null | undefined): Language {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return lang;
}

export default i18n;
