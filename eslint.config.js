import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import { boundaries } from './eslint.boundaries.js';
import { sqlTables } from './eslint.sql-tables.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'examples/*/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The type-checked projects get unused names from tsc (noUnusedLocals/Parameters), which
    // reports them at no extra cost; the rule stays for e2e/, bench/ and scripts (decision 0150).
    files: [
      'packages/contract/src/**',
      'apps/api/{src,test}/**',
      'apps/api/drizzle.config.ts',
      'apps/web/src/**',
      'apps/web/{vite,vitest}.config.ts',
      'apps/web/scan-wasm.ts',
    ],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic rules of hooks. The plugin's React Compiler diagnostics (purity, refs,
    // static-components...) compile every file, a third of lint's 35 s budget, for a compiler
    // the web's build does not use (docs/decisions/0131-lint-time-budget.md).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps':
        reactHooks.configs.recommended.rules['react-hooks/exhaustive-deps'],
    },
  },
  // API modules reach another module only through its public entry (modules/<name>/index.ts).
  // Relative paths differ by depth, so one block per depth; the messages say what to do.
  ...apiModuleBoundaries(),
  // The API's layers: platform/ knows no module (docs/api-modules.md).
  apiLayers(),
  // Import boundaries between the web layers and the contract: eslint.boundaries.js.
  ...boundaries,
  // One date format per language: the web formats dates only in lib/dates.ts.
  webDates(),
  // SQL templates name tables from the drizzle schema: eslint.sql-tables.js.
  sqlTableNames(),
  // The API's modules and platform, and the web's features, read the time from a clock.
  businessClock(),
);

/** `no-restricted-imports` blocks keeping API modules apart (see docs/api-modules.md). */
function apiModuleBoundaries() {
  const message =
    'Import another API module through its public entry (modules/<name>/index.ts), not its files.';
  // A path into another module's folder that is not its index: `<ups>modules-level/<name>/<file>`.
  const crossing = (ups) => `^${'\\.\\./'.repeat(ups)}[^./][^/]*/(?!index$).+`;
  const rule = (regex) => ({
    'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
  });
  return [
    // modules/<name>/file.ts: `../other/file` crosses.
    { files: ['apps/api/src/modules/*/*.ts'], rules: rule(crossing(1)) },
    // modules/<name>/<folder>/file.ts: `../../other/file` crosses.
    { files: ['apps/api/src/modules/*/*/*.ts'], rules: rule(crossing(2)) },
    // Outside the modules (app.ts, plugins, cli, tests): `.../modules/<name>/<file>` crosses.
    {
      files: ['apps/api/src/*.ts', 'apps/api/src/!(modules)/**/*.ts', 'apps/api/test/**/*.ts'],
      rules: rule('(^|/)modules/[^/]+/(?!index$)[^/]+'),
    },
  ];
}

/**
 * `platform/` imports no module (they register with it). Import circles are found by madge
 * (`npm run cycles`), not here: ESLint's no-cycle parsed every file a second time (decision 0138).
 */
function apiLayers() {
  return {
    files: ['apps/api/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            {
              target: './apps/api/src/platform',
              from: './apps/api/src/modules',
              message:
                'platform/ knows no module: the module registers its channel, job or periodic job with the background (from its index.ts, wired in app.ts).',
            },
          ],
        },
      ],
    },
  };
}

/** Dates are formatted by apps/web/src/lib/dates.ts only (decision 0140). */
function webDates() {
  const message =
    'Dates are formatted in apps/web/src/lib/dates.ts only: use useFormatters() (lib/format.ts).';
  return {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/dates.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'date-fns', message }], patterns: [{ regex: '^date-fns/', message }] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Intl', property: 'DateTimeFormat', message },
        { property: 'toLocaleDateString', message },
        { property: 'toLocaleTimeString', message },
      ],
    },
  };
}

/**
 * A `sql` template interpolates its tables (decision 0168). The folders listed are not
 * converted yet: the list shrinks to empty as each is.
 */
function sqlTableNames() {
  return {
    files: ['apps/api/src/**/*.ts'],
    // Tests set up and read rows in their own SQL; a renamed table fails them when they run.
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { 'sql-tables': sqlTables },
    rules: { 'sql-tables/no-bare-table': 'error' },
  };
}

/**
 * The time is read only from a clock (decision 0170): in the API `deps.clock` (the business
 * clock, which tests fix) or, said in so many words, platform/clock.ts's systemClock; in the
 * web's features lib/clock.ts. A tiny local rule rather than no-restricted-syntax, whose one
 * list per file another block would replace.
 */
function businessClock() {
  const report = (context) => (node) => context.report({ node, messageId: 'systemTime' });
  const noSystemTime = {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        systemTime:
          'Read the time from the clock (the API: deps.clock or the `now` you are given, platform/clock.ts; the web: lib/clock.ts), not with new Date() or Date.now().',
      },
    },
    create: (context) => ({
      'NewExpression[callee.name="Date"][arguments.length=0]': report(context),
      'CallExpression[callee.object.name="Date"][callee.property.name="now"]': report(context),
    }),
  };
  return {
    files: [
      'apps/api/src/modules/**/*.ts',
      'apps/api/src/platform/**/*.ts',
      'apps/web/src/features/**/*.{ts,tsx}',
    ],
    ignores: ['apps/api/src/platform/clock.ts', '**/*.test.{ts,tsx}'],
    plugins: { clock: { rules: { 'no-system-time': noSystemTime } } },
    rules: { 'clock/no-system-time': 'error' },
  };
}
