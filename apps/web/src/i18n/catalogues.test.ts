import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  FieldIssueCode,
  ImportIssueCode,
  NOTIFICATION_EVENT_TYPES,
  PhraseKey,
  REPORT_TYPES,
} from '@dd/contract';
import type { Language } from '@dd/contract';
import { loadCatalogue } from './catalogues';
import enGlossary from './glossary/en.json';
import guGlossary from './glossary/gu.json';
import hiGlossary from './glossary/hi.json';
import { merge, type Tree } from './merge';

// The texts only the server writes (its emails) are checked with the web's: one text system.
const serverOnly = import.meta.glob<{ default: Tree }>(
  '../../../../packages/contract/locales/*/server/*.json',
  { eager: true },
);
const everyText = async (lang: Language) =>
  merge([
    { default: await loadCatalogue(lang) },
    ...Object.entries(serverOnly)
      .filter(([path]) => path.includes(`/locales/${lang}/server/`))
      .map(([, file]) => file),
  ]);

const [en, hi, gu] = await Promise.all([everyText('en'), everyText('hi'), everyText('gu')]);

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The translations, and with English every catalogue. */
const TRANSLATIONS = [
  ['hi', hi],
  ['gu', gu],
] as const;
const CATALOGUES = [['en', en], ...TRANSLATIONS] as const;

/** Each language's glossary: per concept the one word the screens use and the words they must not. */
type Glossary = Record<string, { term: string; variants: string[] }>;
const GLOSSARIES = [
  ['en', en, enGlossary],
  ['hi', hi, hiGlossary],
  ['gu', gu, guGlossary],
] as const satisfies ReadonlyArray<readonly [string, Tree, Glossary]>;

describe('translation catalogues', () => {
  const english = leaves(en);

  it.each(TRANSLATIONS)(
    '%s has exactly the English keys, each translated, with the same placeholders',
    (_lang, catalogue) => {
      const other = leaves(catalogue);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    },
  );

  it.each(CATALOGUES)(
    '%s says plurals by the plural rules and possessives in words: no "(s)", no "{{name}}\'s"',
    (_l, tree) => {
      for (const [key, text] of leaves(tree)) {
        expect(text, key).not.toMatch(/\w\(s\)/);
        expect(text, key).not.toMatch(/}}'s\b/);
      }
    },
  );

  it.each(GLOSSARIES)(
    '%s says each concept with its glossary term, never a variant',
    (_l, tree, glossary: Glossary) => {
      const texts = [...leaves(tree)].map(([key, text]) => [key, text.toLowerCase()] as const);
      const all = texts.map(([, text]) => text).join('\n');
      for (const [concept, { term, variants }] of Object.entries(glossary)) {
        expect(all, `${concept}: ${term}`).toContain(term.toLowerCase());
        for (const variant of variants.map((v) => v.toLowerCase())) {
          const saying = texts.filter(([, text]) => text.includes(variant)).map(([key]) => key);
          expect(saying, `these say "${variant}", not "${term}"`).toEqual([]);
        }
      }
    },
  );

  it.each(TRANSLATIONS)(
    '%s labels are whole phrases, never a lone postposition put beside a name or a date',
    (_l, tree) => {
      const postpositions = ['से', 'को', 'तक', 'का', 'की', 'के', 'થી', 'ને', 'સુધી', 'નો', 'ની', 'નું'];
      const lone = [...leaves(tree)].filter(([, text]) => postpositions.includes(text.trim()));
      expect(lone.map(([key]) => key)).toEqual([]);
    },
  );

  it('gives a count of devices, machines, rows, drafts, lines, parties or documents its singular and plural forms', () => {
    for (const [key, text] of english) {
      if (
        /{{count}} (\w+ )?(devices|machines|rows|tries|drafts|lines|distributors|retailers|orders|invoices)\b/.test(
          text,
        )
      ) {
        expect(key, text).toMatch(/_other$/);
        expect(english.get(key.replace(/_other$/, '_one')), key).toBeTruthy();
      }
    }
  });

  it("holds the spec's texts verbatim in English", () => {
    expect(english.get('auth.login.success')).toBe('Login successful!');
    expect(english.get('auth.login.failed')).toBe('Login failed');
    expect(english.get('auth.logout.success')).toBe('Logged out successfully');
    expect(english.get('auth.login.submit')).toBe('Sign in');
    expect(english.get('pages.distributors.description')).toBe(
      'Manage distributor accounts and information',
    );
    expect(english.get('reports.types.assignments.title')).toBe('Assignments Report');
    expect(english.get('reports.types.assignments.description')).toBe(
      'Machine assignment history and status',
    );
  });

  it.each(CATALOGUES)(
    '%s has a text for every error code, field issue, import issue and server-written phrase of the contract',
    (_l, tree) => {
      const texts = leaves(tree);
      for (const code of ErrorCode.options) {
        expect(texts.get(`errors.codes.${code}`)?.trim(), code).toBeTruthy();
      }
      for (const code of FieldIssueCode.options) {
        expect(texts.get(`errors.fields.${code}`)?.trim(), code).toBeTruthy();
      }
      for (const code of ImportIssueCode.options) {
        expect(texts.get(`machines.import.issues.${code}`)?.trim(), code).toBeTruthy();
      }
      for (const key of PhraseKey.options) {
        expect(texts.get(`records.${key}`)?.trim(), key).toBeTruthy();
      }
    },
  );

  it.each(CATALOGUES)(
    '%s names every report and every notification kind, and the server has an email for each kind',
    (_l, tree) => {
      const texts = leaves(tree);
      for (const type of REPORT_TYPES) {
        expect(texts.get(`reports.types.${type}.title`)?.trim(), type).toBeTruthy();
      }
      for (const type of NOTIFICATION_EVENT_TYPES) {
        const key = type.replace('.', '_');
        expect(texts.get(`inbox.types.${key}`)?.trim(), type).toBeTruthy();
        const email = [...texts.keys()].filter((k) => k.startsWith(`email.events.${key}.`));
        expect(
          email.some((k) => k.includes('.subject')),
          type,
        ).toBe(true);
        expect(
          email.some((k) => k.includes('.body')),
          type,
        ).toBe(true);
      }
    },
  );
});
