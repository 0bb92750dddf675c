import type { Language } from '@dd/contract';
import { merge, type Tree } from './merge';

export type { Tree };

/**
 * The translation catalogues: one JSON file per screen area and language under
 * locales/<lang>/<area>.json (each area file holds one top-level key, its area's name; core.json
 * holds the shared keys). They are merged here, so a screen adds its texts without touching
 * anyone else's file.
 *
 * English (the default and the fallback) is the only language in the first load, and there only
 * the shell's texts (core.json: layout and bell, menu, sign-in, network errors): the screens'
 * English texts, with every error code's text (errors.json) and the notification panel's
 * (inbox.json), are one chunk that every page and the panel wait for with their code. Hindi and Gujarati are fetched
 * when a user who chose them signs in.
 */
const shellFiles = import.meta.glob<{ default: Tree }>('./locales/en/core.json', { eager: true });
// With the areas the server writes too (report titles, notification kinds, its phrases): they
// live in the contract's locales/<lang>/ (decision 0171) and are fetched with the language.
const others = import.meta.glob<{ default: Tree }>([
  './locales/*/*.json',
  '../../../../packages/contract/locales/*/*.json',
  '!./locales/en/*.json',
  '!../../../../packages/contract/locales/en/*.json',
]);

/** The English texts of the shell: bundled, so the layout and the sign-in never wait for texts. */
export const englishShell: Tree = merge(Object.values(shellFiles));

/** A language's merged catalogue, every area (fetched; English's shell part is already here). */
export async function loadCatalogue(lang: Language): Promise<Tree> {
  if (lang === 'en') return (await import('./english')).english;
  const folder = `/locales/${lang}/`;
  const loaders = Object.entries(others).filter(([path]) => path.includes(folder));
  return merge(await Promise.all(loaders.map(([, load]) => load())));
}
