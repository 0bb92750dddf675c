import { languageOf, type Language } from '@dd/contract/values';

/** Each language named in itself, in every language: a reader finds their own at a glance. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  gu: 'ગુજરાતી',
};

const KEY = 'ddc.language';

/** The language the signed-out screens show: the last one chosen or used on this device. */
export function signedOutLanguage(): Language {
  try {
    const kept = localStorage.getItem(KEY);
    return languageOf(kept);
  } catch {
    return 'en';
  }
}

/** Remembers the language shown on this device (the sign-in page opens in it). */
export function keepLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (private mode): the sign-in page opens in English.
  }
}

let picked: Language | null = null;

/** A language picked on the sign-in page: the sign-in that follows makes it the account's. */
export function pickOnSignIn(language: Language): void {
  picked = language;
  keepLanguage(language);
}

/** The sign-in page's pick, once (null when none was made). */
export function takeSignInPick(): Language | null {
  const language = picked;
  picked = null;
  return language;
}
