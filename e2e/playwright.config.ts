import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './src/global-setup.ts',
  // Two cores: two browsers beside the stack. Tests that change data use their own users and organizations.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  // Generous for a loaded 2-core machine (npm test runs the stories in Chromium at the same time).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  // Ignored by git (test-results/): traces and screenshots of failures only.
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
