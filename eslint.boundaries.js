// Import boundaries (docs/decisions/0046-web-resource-layer.md):
// - a web feature imports neither the app shell (app/) nor another feature; what several
//   features share lives in api/ (server resources), lib/ or components/;
// - a feature reaches the server cache only through api/ hooks: no query keys, no query client;
// - outside api/ nothing touches the query client, and only api/refresh.ts invalidates (what each
//   write refreshes is said there);
// - a table's <tbody> is rendered by the table component only (components/ui/TableBody.tsx,
//   under DataTable);
// - (import circles are found by madge, `npm run cycles`: decision 0138);
// - api/, lib/ and components/ import neither features nor app/;
// - the contract imports nothing from the apps;
// - the web's first load (app/, i18n/, the bell) takes the contract's values from its zod-free
//   entry `@dd/contract/values` (types may come from anywhere), and that entry stays zod-free.
// Kept apart from eslint.config.js so other rule sets can be added there without merge noise.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('.', import.meta.url));
const web = 'apps/web/src';
const features = readdirSync(new URL(`${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.flatMap((feature) => [
  {
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what they share to api/, lib/ or components/.',
  },
  {
    target: `./${web}/features/${feature}`,
    from: `./${web}/app`,
    message:
      'A feature does not import the app shell: move what it needs to api/, lib/ or components/.',
  },
]);

const sharedZones = ['api', 'lib', 'components'].map((layer) => ({
  target: `./${web}/${layer}`,
  from: [`./${web}/features`, `./${web}/app`],
  message: `${layer}/ is shared by the features: it imports neither features nor app/.`,
}));

const contractZone = {
  target: './packages/contract',
  from: './apps',
  message: 'The contract is shared by the apps: it imports nothing from them.',
};

const reactQueryPath = {
  name: '@tanstack/react-query',
  allowTypeImports: true,
  message:
    'Screens call the hooks of apps/web/src/api/<resource>.ts; what a write refreshes is said in api/refresh.ts.',
};

const contractValuesPath = {
  name: '@dd/contract',
  allowTypeImports: true,
  message:
    "The first load carries no zod: import values from '@dd/contract/values' (types may come from '@dd/contract').",
};

const queryKeySyntax = {
  selector: "Property[key.name='queryKey']",
  message: 'Query keys belong to their resource module in apps/web/src/api (its key factory).',
};

const invalidateSyntax = {
  selector: "MemberExpression[property.name='invalidateQueries']",
  message:
    'What a write refreshes is said in apps/web/src/api/refresh.ts: call refreshAfter(queryClient, write).',
};

/** Outside api/: neither the query client nor invalidation (api/cache.tsx serves the shell). */
const cacheSyntax = [
  invalidateSyntax,
  {
    selector: "Identifier[name='queryClient']",
    message:
      'The query client stays in apps/web/src/api: use the resource hooks (and api/cache.tsx in the shell).',
  },
  {
    selector:
      "ImportDeclaration[importKind='value'] > ImportSpecifier[importKind='value'][imported.name=/^(QueryClient|QueryClientProvider|useQueryClient)$/]",
    message:
      'The query client stays in apps/web/src/api: use the resource hooks (and api/cache.tsx in the shell).',
  },
];

const tbodySyntax = {
  selector: "JSXOpeningElement[name.name='tbody']",
  message:
    'Tables render through DataTable (components/ui/DataTable.tsx); its TableBody is the one <tbody>.',
};

/** The one file that renders a <tbody>. */
const tableComponent = `${web}/components/ui/TableBody.tsx`;

/** The shell's files in features/ (the header's bell); app/ and i18n/ are the rest of the shell. */
const shellFeatureFiles = [
  'apps/web/src/features/notifications/NotificationBell.tsx',
  'apps/web/src/features/notifications/message.ts',
];

export const boundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...featureZones, ...sharedZones, contractZone] },
      ],
    },
  },
  {
    // Later blocks name the rule again for their files (a later block replaces its options).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [`${web}/api/**`, `${web}/test/**`, tableComponent],
    rules: { 'no-restricted-syntax': ['error', ...cacheSyntax, tbodySyntax] },
  },
  {
    files: [`${web}/api/**/*.{ts,tsx}`],
    ignores: [`${web}/api/refresh.ts`],
    rules: { 'no-restricted-syntax': ['error', invalidateSyntax, tbodySyntax] },
  },
  { files: [tableComponent], rules: { 'no-restricted-syntax': ['error', ...cacheSyntax] } },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      // The typescript-eslint variant lets a feature name react-query's types (UseQueryResult).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [reactQueryPath],
        },
      ],
      'no-restricted-syntax': ['error', queryKeySyntax, ...cacheSyntax, tbodySyntax],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/i18n/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractValuesPath] }],
    },
  },
  {
    files: shellFeatureFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [reactQueryPath, contractValuesPath] },
      ],
    },
  },
  {
    // The zod-free entry and its files import neither zod nor the schema files.
    files: ['packages/contract/src/{values,enum-values,access,event-types,business-time}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "The values entry is zod-free (the web's first load)." }],
          patterns: [
            {
              regex: '^\\./(?!(enum-values|access|event-types|business-time)$)',
              message: 'The values entry imports only its zod-free files.',
            },
          ],
        },
      ],
    },
  },
];
