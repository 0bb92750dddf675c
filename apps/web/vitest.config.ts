import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { scanWasmAlias } from './scan-wasm';

/**
 * Test files that change shared module state for themselves (a `vi.mock` of the i18n module,
 * layout getters stubbed on jsdom's prototypes): they run in their own project, `web-isolated`,
 * with a fresh module graph each. The others share their worker's modules (`isolate: false`):
 * importing React, the router and the screens once per worker instead of once per file took
 * two thirds of the web suite's time (docs/testing.md).
 */
export const ISOLATED_WEB_TESTS = [
  'src/app/screen-texts.test.tsx',
  'src/components/ui/TableBody.windowed.test.tsx',
];

/** The web component tests' project, named `name`, with `test` options on top. */
export function webTestProject(
  name: string,
  test: NonNullable<TestProjectInlineConfiguration['test']>,
): TestProjectInlineConfiguration {
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    resolve: { alias: [scanWasmAlias] },
    test: {
      name,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      globals: false,
      // Component tests render whole screens; on a busy 2-core CI machine 5 s is not enough.
      testTimeout: 30_000,
      ...test,
    },
  };
}

export default defineConfig(
  webTestProject('web', {
    isolate: false,
    exclude: [...configDefaults.exclude, ...ISOLATED_WEB_TESTS],
  }),
);
