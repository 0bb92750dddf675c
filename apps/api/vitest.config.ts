import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates once per run; each file copies the template (test/template-db.ts).
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/openapi-setup.ts'],
    // argon2id at 1 MiB, t = 1 instead of OWASP's 19 MiB, t = 2: hashing is not what these tests
    // test (config.test.ts proves production refuses this; src/lib/passwords.ts).
    env: { PASSWORD_HASH_COST: 'test' },
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
