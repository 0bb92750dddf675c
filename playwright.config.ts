import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './e2e/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);

/** Browser journeys against the real built app and API on a fresh database (see e2e/run.mjs). */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'e2e/artifacts/results',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI too: a journey that fails once is a bug to fix at its cause (decision 0148).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }],
    // Per-test durations for docs/testing.md's slowest-files table.
    ['json', { outputFile: 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace took a quarter of each journey's time, so none is recorded; a failure
    // keeps its screenshot. `npx playwright test --trace on` records them when debugging.
    trace: 'off',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    // One real sign-in through the form per demo account, stored for the journeys (signIn).
    {
      name: 'setup',
      testMatch: 'auth.setup.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node e2e/server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
