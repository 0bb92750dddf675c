/**
 * The translation catalogues: one JSON file per screen area and language under
 * locales/<lang>/<area>.json (each area file holds one top-level key, its area's name; core.json
 * holds the shared keys). They are merged here, so a screen adds its texts without touching
 * anyone else's file.
 */
type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<{ default: Tree }>('./locales/*/*.json', { eager: true });

function catalogue(lang: string): Tree {
  const merged: Tree = {};
  for (const [path, mod] of Object.entries(files)) {
    if (path.startsWith(`./locales/${lang}/`)) Object.assign(merged, mod.default);
  }
  return merged;
}

export const catalogues = { en: catalogue('en'), hi: catalogue('hi'), gu: catalogue('gu') };
