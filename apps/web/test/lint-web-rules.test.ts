// Runs in the web project (jsdom); ESLint only needs Node, which jsdom tests keep.
// The web rules of eslint.boundaries.js beside the import boundaries: the query client and
// invalidation stay in api/ (writes refresh through api/refresh.ts), one component renders
// <tbody>, dates are formatted in lib/dates.ts only (eslint.config.js). Each is linted as if the text were a file at that path (import circles:
// apps/api/test/lint/import-circles.test.ts).
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** `rule: message` for each problem ESLint reports for `code` written at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

const invalidating = [
  "import type { QueryClient } from '@tanstack/react-query';",
  'export const refresh = (client: QueryClient) =>',
  "  client.invalidateQueries({ queryKey: ['orders'] });",
  '',
].join('\n');

const usingTheClient = [
  "import { useQueryClient } from '@tanstack/react-query';",
  'export function useForget() {',
  '  const queryClient = useQueryClient();',
  '  return () => queryClient.clear();',
  '}',
  '',
].join('\n');

const table = [
  'export const Rows = ({ names }: { names: string[] }) => (',
  '  <table>',
  '    <tbody>',
  '      {names.map((name) => (',
  '        <tr key={name}>',
  '          <td>{name}</td>',
  '        </tr>',
  '      ))}',
  '    </tbody>',
  '  </table>',
  ');',
  '',
].join('\n');

describe('the server cache stays in api/', () => {
  it('invalidateQueries outside api/ fails the lint, pointing at refresh.ts', async () => {
    for (const file of [
      'apps/web/src/app/Refresh.ts',
      'apps/web/src/lib/refresh.ts',
      'apps/web/src/components/Refresh.ts',
      'apps/web/src/features/orders/refresh.ts',
    ]) {
      const found = await problems(file, invalidating);
      expect(found, file).toContainEqual(
        expect.stringMatching(/no-restricted-syntax: .*refresh\.ts/),
      );
    }
  });

  it('inside api/ only refresh.ts invalidates', async () => {
    expect(await problems('apps/web/src/api/orders-extra.ts', invalidating)).toContainEqual(
      expect.stringMatching(/no-restricted-syntax: .*refreshAfter/),
    );
    expect(await problems('apps/web/src/api/refresh.ts', invalidating)).toEqual([]);
  });

  it('the query client is named and fetched only in api/; its type may be named anywhere', async () => {
    const shell = await problems('apps/web/src/app/Forget.ts', usingTheClient);
    expect(shell.filter((p) => p.includes('query client stays'))).toHaveLength(3);
    expect(await problems('apps/web/src/api/forget.ts', usingTheClient)).toEqual([]);
    const typeOnly =
      "import type { QueryClient } from '@tanstack/react-query';\nexport type C = QueryClient;\n";
    expect(await problems('apps/web/src/app/Types.ts', typeOnly)).toEqual([]);
  });
});

describe('one table component', () => {
  it('a <tbody> outside the table component fails the lint', async () => {
    for (const file of [
      'apps/web/src/features/orders/Rows.tsx',
      'apps/web/src/components/ui/Rows.tsx',
      'apps/web/src/lib/Rows.tsx',
    ]) {
      expect(await problems(file, table), file).toContainEqual(
        expect.stringMatching(/no-restricted-syntax: Tables render through DataTable/),
      );
    }
  });

  it('the table component may render it', async () => {
    expect(await problems('apps/web/src/components/ui/TableBody.tsx', table)).toEqual([]);
  });
});

const formattingDates = `import { format } from 'date-fns';
import { hi } from 'date-fns/locale';
export const texts = (at: Date) => [
  format(at, 'MMM d, yyyy', { locale: hi }),
  new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(at),
  at.toLocaleDateString(),
  at.toLocaleTimeString(),
];
`;

describe('one date format per language', () => {
  // A screen, lib/format.ts itself, the shell, a test.
  const outside = ['features/orders/when.ts', 'lib/format.ts', 'app/when.ts', 'lib/x.test.ts'];
  it.each(outside)('date-fns, Intl.DateTimeFormat, toLocale…String in %s fail', async (file) => {
    const found = await problems(`apps/web/src/${file}`, formattingDates);
    const rules = found
      .filter((p) => p.includes('formatted in apps/web/src/lib/dates.ts'))
      .map((p) => p.split(':')[0]);
    // Both imports, then Intl.DateTimeFormat and the two toLocale…String calls.
    expect(rules).toEqual([
      ...Array<string>(2).fill('no-restricted-imports'),
      ...Array<string>(3).fill('no-restricted-properties'),
    ]);
  });

  it('lib/dates.ts may format them; a number may still be formatted anywhere', async () => {
    const dates = await problems('apps/web/src/lib/dates.ts', formattingDates);
    expect(dates.filter((p) => p.includes('lib/dates.ts'))).toEqual([]);
    const number = 'export const n = (v: number) => new Intl.NumberFormat().format(v);\n';
    expect(await problems('apps/web/src/features/orders/count.ts', number)).toEqual([]);
  });
});
