/**
 * One source per text rule (issue #51 items 4 and 5, decision 0171): the languages are listed
 * once (the contract's LANGUAGES, `Language`), and the report titles once (the contract's
 * locales/<lang>/reportTitles.json, read by the web's screens and the scheduled reports' emails).
 * Reads the sources as they are; each rule is proven on a planted copy first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, REPORT_TYPES } from '@dd/contract';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

type Source = { path: string; text: string };

/** Where the languages are listed: the contract's values, and the zod enum made from them. */
const LANGUAGE_HOME = ['packages/contract/src/enum-values.ts', 'packages/contract/src/enums.ts'];
const TITLES_HOME = /^packages\/contract\/locales\/\w+\/reportTitles\.json$/;

/** Three language codes in a row, quoted, as a list or a union: ['en', 'hi', 'gu']. */
const LANGUAGE_LIST = /(['"`])(en|hi|gu)\1(\s*[,|]\s*(['"`])(en|hi|gu)\4){2}/;
/** A value told apart by a language code of its own: `lang === 'hi'`. */
const LANGUAGE_TEST = /[!=]==?\s*(['"`])(hi|gu)\1/;
const LANGUAGE_TYPE = /\btype Language\b\s*=/;

/** Every report's title in every language, from the one catalogue that holds them. */
const TITLES = LANGUAGES.flatMap((lang) => {
  const file = path.join(root, `packages/contract/locales/${lang}/reportTitles.json`);
  const types = (JSON.parse(readFileSync(file, 'utf8')) as TitleFile).reports.types;
  return REPORT_TYPES.map((type) => types[type]!.title);
});
type TitleFile = { reports: { types: Record<string, { title: string }> } };

/** The second copies in these sources: "file: what". */
function secondCopies(sources: Source[]): string[] {
  const found: string[] = [];
  for (const { path: file, text } of sources) {
    const say = (what: string) => found.push(`${file}: ${what}`);
    if (file.endsWith('.json')) {
      if (TITLES_HOME.test(file)) continue;
      const types = (JSON.parse(text) as Partial<TitleFile>).reports?.types ?? {};
      for (const [type, words] of Object.entries(types))
        if (typeof words === 'object' && 'title' in words) say(`the title of report ${type}`);
      continue;
    }
    if (!LANGUAGE_HOME.includes(file)) {
      for (const rule of [LANGUAGE_LIST, LANGUAGE_TEST, LANGUAGE_TYPE]) {
        const match = rule.exec(text);
        if (match) say(`a list of languages (${match[0]})`);
      }
    }
    for (const title of TITLES)
      if (
        text.includes(`'${title}'`) ||
        text.includes(`"${title}"`) ||
        text.includes(`\`${title}\``)
      )
        say(`the report title "${title}"`);
  }
  return found;
}

const SOURCE_DIRS = [
  'packages/contract/src',
  'packages/contract/locales',
  'apps/api/src',
  'apps/web/src',
];
/** Tests may say what a user sees (a title on the screen); the product's code may not. */
const isSource = (file: string) =>
  /\.(ts|tsx|js|mjs|sql|json)$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourcesOfTree(): Source[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((name) => path.posix.join(dir, name.split(path.sep).join('/')))
      .filter(isSource)
      .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') })),
  );
}

describe('one source for languages and report titles', () => {
  it('finds a planted list of languages, a language test, a Language type and report titles', () => {
    const planted: Source[] = [
      { path: 'apps/api/src/a.ts', text: "const LANGS = ['en', 'hi', 'gu'];" },
      { path: 'apps/api/src/b.ts', text: "export type Lang = 'en' | 'hi' | 'gu';" },
      { path: 'apps/web/src/c.ts', text: "const own = (l: string) => l === 'gu' ? l : 'en';" },
      { path: 'apps/api/src/d.ts', text: 'type Language = string;' },
      { path: 'apps/api/src/e.ts', text: "const title = { machines: 'Machines Inventory' };" },
      { path: 'apps/api/src/f.ts', text: "const t = 'ઇન્વૉઇસ રજિસ્ટર';" },
      {
        path: 'apps/web/src/i18n/locales/hi/reports.json',
        text: '{ "reports": { "types": { "idle": { "title": "निष्क्रिय डिवाइस" } } } }',
      },
    ];
    expect(secondCopies(planted)).toEqual([
      "apps/api/src/a.ts: a list of languages ('en', 'hi', 'gu')",
      "apps/api/src/b.ts: a list of languages ('en' | 'hi' | 'gu')",
      "apps/web/src/c.ts: a list of languages (=== 'gu')",
      'apps/api/src/d.ts: a list of languages (type Language =)',
      'apps/api/src/e.ts: the report title "Machines Inventory"',
      'apps/api/src/f.ts: the report title "ઇન્વૉઇસ રજિસ્ટર"',
      'apps/web/src/i18n/locales/hi/reports.json: the title of report idle',
    ]);
    // Their homes, and a record keyed by language, are not copies.
    expect(
      secondCopies([
        { path: LANGUAGE_HOME[0]!, text: "export const LANGUAGES = ['en', 'hi', 'gu'] as const;" },
        {
          path: 'apps/web/src/n.ts',
          text: "const NAMES = { en: 'English', hi: 'हिन्दी', gu: 'ગુજરાતી' };",
        },
        {
          path: 'packages/contract/locales/en/reportTitles.json',
          text: '{ "reports": { "types": { "idle": { "title": "Idle Devices" } } } }',
        },
      ]),
    ).toEqual([]);
  });

  it('the API, the web and the contract hold no second copy', () => {
    const sources = sourcesOfTree();
    // The walk reads the tree: the homes themselves are among the files.
    expect(sources.map((s) => s.path)).toEqual(
      expect.arrayContaining([...LANGUAGE_HOME, 'packages/contract/locales/hi/reportTitles.json']),
    );
    expect(secondCopies(sources)).toEqual([]);
  });
});
