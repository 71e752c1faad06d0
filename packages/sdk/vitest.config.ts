import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A hang fails after 30 s; a slow machine's property runs and Node starts stay far below it.
    testTimeout: 30_000,
    // The run's timings, for the slowest-tests report at the end of npm test (scripts/slow-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
