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
    ignores: [
      'apps/api/src/modules/account-data/**',
      'apps/api/src/modules/activation/**',
      'apps/api/src/modules/api-tokens/**',
      'apps/api/src/modules/assignments/**',
      'apps/api/src/modules/auth/**',
      'apps/api/src/modules/bulk/**',
      'apps/api/src/modules/custody/**',
      'apps/api/src/modules/dashboard/**',
      'apps/api/src/modules/documents/**',
      'apps/api/src/modules/lifecycle/**',
      'apps/api/src/modules/machines/**',
      'apps/api/src/modules/merchant-documents/**',
      'apps/api/src/modules/metrics/**',
      'apps/api/src/modules/notifications/**',
      'apps/api/src/modules/orders/**',
      'apps/api/src/modules/parties/**',
      'apps/api/src/modules/receipts/**',
      'apps/api/src/modules/report-schedules/**',
      'apps/api/src/modules/reports/**',
      'apps/api/src/modules/rma/**',
      'apps/api/src/modules/security-log/**',
      'apps/api/src/modules/service-providers/**',
      'apps/api/src/modules/stock-alerts/**',
      'apps/api/src/modules/swaps/**',
      'apps/api/src/modules/transfers/**',
      'apps/api/src/modules/two-factor/**',
      'apps/api/src/modules/webhooks/**',
    ],
    plugins: { 'sql-tables': sqlTables },
    rules: { 'sql-tables/no-bare-table': 'error' },
  };
}
