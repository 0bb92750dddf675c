import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@dd/contract/values';
import { englishShell, loadCatalogue } from './catalogues';
import { loadFontsFor } from './fonts';

const DEFAULT_LANGUAGE: Language = 'en';

void i18n.use(initReactI18next).init({
  resources: { en: { translation: englishShell } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

const loading = new Map<Language, Promise<void>>();
/** A letter of each language's script: the font its texts need. */
const SCRIPT_LETTER = { en: '', hi: 'क', gu: 'ક' };

/**
 * Fetches a language's catalogue once (English: see loadEnglishTexts). Never fails: on a network error the
 * texts stay English (the fallback) and a later call tries again.
 */
export function loadLanguage(language: string | null | undefined): Promise<void> {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (i18n.hasResourceBundle(lang, 'translation')) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    // The language is shown once its script's font is ready too (i18n/fonts.ts says why).
    pending = Promise.all([loadCatalogue(lang), loadFontsFor(SCRIPT_LETTER[lang])])
      .then(([tree]) => {
        i18n.addResourceBundle(lang, 'translation', tree);
      })
      .catch(() => {})
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

let english: Promise<void> | undefined;

/**
 * Adds the screens' English texts (the first load holds only the shell's). Every page waits for
 * it with its code (routes.tsx), so no screen shows a key; a failed fetch fails the page's load
 * (its error says so and offers a retry), and the next call fetches again.
 */
export function loadEnglishTexts(): Promise<void> {
  english ??= loadCatalogue('en').then(
    (tree) => {
      i18n.addResourceBundle('en', 'translation', tree, true, true);
    },
    (error: unknown) => {
      english = undefined;
      throw error;
    },
  );
  return english;
}

let wanted: Language = DEFAULT_LANGUAGE;

/**
 * Switches the UI language and keeps `<html lang>` in step. Unknown values fall back to English.
 * A language not fetched yet is switched to once it has arrived (unless another was asked for
 * meanwhile); the session fetches the user's language before it shows any screen.
 */
export function applyLanguage(language: string | null | undefined): Language {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  wanted = lang;
  const apply = () => {
    if (wanted !== lang) return;
    // Not arrived (offline): English rather than the previous language.
    const shown = i18n.hasResourceBundle(lang, 'translation') ? lang : DEFAULT_LANGUAGE;
    if (i18n.language !== shown) void i18n.changeLanguage(shown);
    if (typeof document !== 'undefined') document.documentElement.lang = shown;
  };
  if (i18n.hasResourceBundle(lang, 'translation')) apply();
  else void loadLanguage(lang).then(apply);
  return lang;
}

export default i18n;
