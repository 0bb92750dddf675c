import type { Language } from '@dd/contract';

/**
 * The translation catalogues: one JSON file per screen area and language under
 * locales/<lang>/<area>.json (each area file holds one top-level key, its area's name; core.json
 * holds the shared keys). They are merged here, so a screen adds its texts without touching
 * anyone else's file.
 *
 * English (the default and the fallback) is bundled; Hindi and Gujarati are fetched when a user
 * who chose them signs in, so the first load carries only one language.
 */
export type Tree = { [key: string]: string | Tree };

const english = import.meta.glob<{ default: Tree }>('./locales/en/*.json', { eager: true });
const others = import.meta.glob<{ default: Tree }>(['./locales/*/*.json', '!./locales/en/*.json']);

function merge(files: Array<{ default: Tree }>): Tree {
  const merged: Tree = {};
  for (const file of files) Object.assign(merged, file.default);
  return merged;
}

export const en: Tree = merge(Object.values(english));

/** A language's merged catalogue (English at once, the others fetched). */
export async function loadCatalogue(lang: Language): Promise<Tree> {
  if (lang === 'en') return en;
  const prefix = `./locales/${lang}/`;
  const loaders = Object.entries(others).filter(([path]) => path.startsWith(prefix));
  return merge(await Promise.all(loaders.map(([, load]) => load())));
}
