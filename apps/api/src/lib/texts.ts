import { LANGUAGES, type Language } from '@dd/contract';
import { SERVER_CATALOGUES } from '@dd/contract/texts';
import i18next, { type TOptions } from 'i18next';

/**
 * The server's texts: i18next over the contract's catalogues, the web's own system (decision
 * 0171). Plurals follow each language's rules (`_one` / `_other` keys, chosen by `count`), and
 * a key's `_<context>` variant is taken when `context` is given. Values are put in as they are:
 * an email's HTML escapes them itself.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { translation: SERVER_CATALOGUES[lang] }]),
  ),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export type Params = Record<string, string | number>;
/** One language's words: the text of a key with its values. */
export type Say = (key: string, params?: Params & Pick<TOptions, 'context'>) => string;

/** The texts of a language. */
export function textsIn(lang: Language): Say {
  const t = texts.getFixedT(lang);
  return (key, params) => t(key, params ?? {});
}

/** The English texts: what documents and downloaded files print. */
export const english: Say = textsIn('en');
