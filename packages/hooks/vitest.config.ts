import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    environment: 'node',
    // A worker keeps its modules and happy-dom from file to file: isolation cost 50 s of a 65 s run. No test mocks a
    // module; each restores the timers it fakes (docs/decisions/0029-test-schedule.md).
    isolate: false,
    // A hang fails after 30 s; a slow machine's property runs and Node starts stay far below it.
    testTimeout: 30_000,
    // The run's timings, for the slowest-tests report at the end of npm test (scripts/slow-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
