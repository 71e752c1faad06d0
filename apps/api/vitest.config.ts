import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test-support/global-setup.ts'],
    // A test file's database is a copy of one migrated snapshot (0.4 s); a stack starts in a few seconds. npm test
    // runs this suite beside the console's, never beside the journeys (e2e/turbo.json), so each has a core.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The run's timings, for the slowest-tests report at the end of npm test (scripts/slow-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
