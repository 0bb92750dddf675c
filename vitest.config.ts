import { defineConfig } from 'vitest/config';
import { ISOLATED_WEB_TESTS, webTestProject } from './apps/web/vitest.config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      webTestProject('web-isolated', { include: ISOLATED_WEB_TESTS }),
    ],
    // Every core (vitest's default leaves one idle); each project's files share the workers.
    maxWorkers: '100%',
  },
});
