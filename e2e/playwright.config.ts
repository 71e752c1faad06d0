import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MEASURING_CHROMIUM_PATH } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  // Two cores: two browsers beside the stack. npm test starts the journeys once the API's and the console's suites
  // are done (e2e/turbo.json), so these two have the machine. Tests that change data use their own users and
  // organizations.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  // The longest journey takes about 30 s alone on two cores; a hang fails after 90.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The run's timings, for the slowest-tests report at the end of npm test (scripts/slow-tests.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Ignored by git (test-results/): traces and screenshots of failures only.
  outputDir: './test-results',
  projects: [
    { name: 'journeys', testIgnore: /first-screen\.spec\.ts$/ },
    // The first screen's speed guard measures best alone: after every other journey, on a machine they left idle.
    // In the full browser, as the benchmark measures (scripts/chromium.mjs).
    {
      name: 'first screen',
      testMatch: /first-screen\.spec\.ts$/,
      dependencies: ['journeys'],
      use: { launchOptions: { executablePath: MEASURING_CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // On failure, a trace of DOM snapshots and calls; screenshots of every frame cost a tenth of a journey's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
