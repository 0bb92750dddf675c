// Runs in the web project (jsdom); ESLint only needs Node, which jsdom tests keep.
// The import boundaries and the resource-layer rules of eslint.boundaries.js, run through ESLint
// as `npm run lint` runs them: a new crossing fails the lint.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids ESLint reports for `code` written at `filePath` (relative to the repository). */
async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const crossing = 'import-x/no-restricted-paths';

describe('web import boundaries', () => {
  it('a feature may not import another feature', async () => {
    const code =
      "import { MachinesPage } from '../machines/MachinesPage';\nexport { MachinesPage };\n";
    expect(await violations('apps/web/src/features/orders/Crossing.tsx', code)).toContain(crossing);
  });

  it('a feature may not import the app shell', async () => {
    const code =
      "import { SessionProvider } from '../../app/session';\nexport { SessionProvider };\n";
    expect(await violations('apps/web/src/features/orders/Crossing.tsx', code)).toContain(crossing);
  });

  it('a feature may import its own files, api/, lib/ and components/', async () => {
    const code = [
      "import { OrdersPage } from './OrdersPage';",
      "import { useOrders } from '../../api/orders';",
      "import { useUser } from '../../api/session';",
      "import { formatDate } from '../../lib/format';",
      "import { Button } from '../../components/ui/Button';",
      'export { OrdersPage, useOrders, useUser, formatDate, Button };',
      '',
    ].join('\n');
    expect(await violations('apps/web/src/features/orders/Allowed.tsx', code)).toEqual([]);
  });

  it('lib/, api/ and components/ may not import a feature or the app shell', async () => {
    const fromFeature =
      "import { OrdersPage } from '../features/orders/OrdersPage';\nexport { OrdersPage };\n";
    const fromApp =
      "import { SessionProvider } from '../app/session';\nexport { SessionProvider };\n";
    for (const layer of ['lib', 'api', 'components']) {
      expect(await violations(`apps/web/src/${layer}/Crossing.ts`, fromFeature)).toContain(
        crossing,
      );
      expect(await violations(`apps/web/src/${layer}/Crossing.ts`, fromApp)).toContain(crossing);
    }
  });

  it('the contract may not import from the apps', async () => {
    const code = "import { api } from '../../../apps/web/src/lib/api';\nexport { api };\n";
    expect(await violations('packages/contract/src/crossing.ts', code)).toContain(crossing);
  });
});

describe('web resource layer', () => {
  it("a feature may name react-query's types", async () => {
    const code =
      "import type { UseQueryResult } from '@tanstack/react-query';\nexport type Q = UseQueryResult;\n";
    expect(await violations('apps/web/src/features/orders/Types.ts', code)).toEqual([]);
  });

  it('a feature may not type a query key or use the query client', async () => {
    const code = [
      "import { useQueryClient } from '@tanstack/react-query';",
      'export function useRefresh() {',
      '  const queryClient = useQueryClient();',
      "  return () => queryClient.invalidateQueries({ queryKey: ['orders'] });",
      '}',
      '',
    ].join('\n');
    const found = await violations('apps/web/src/features/orders/useRefresh.ts', code);
    expect(found).toContain('@typescript-eslint/no-restricted-imports');
    expect(found).toContain('no-restricted-syntax');
  });
});
