import type { Language } from '@dd/contract';

/**
 * The Indic fonts, shipped with the app and served by our own server (never a font CDN), so
 * Hindi and Gujarati never show empty boxes on a machine without such fonts. Each language's
 * faces (the weights the screens use: 400, 500, 600, 700) are a chunk of their own, fetched only
 * when that language is shown: English pages load none of them.
 */
const FONT_FACES: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-500.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-600.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
};

const loaded = new Map<Language, Promise<unknown>>();

/** Adds a language's font faces to the page, once; never fails (the system fonts remain). */
export function loadLanguageFonts(lang: Language): Promise<unknown> {
  const load = FONT_FACES[lang];
  if (!load) return Promise.resolve();
  let pending = loaded.get(lang);
  if (!pending) {
    pending = load().catch(() => loaded.delete(lang));
    loaded.set(lang, pending);
  }
  return pending;
}
