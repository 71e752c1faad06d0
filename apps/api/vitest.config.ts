import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test-support/global-setup.ts'],
    // A test file's database is a copy of one migrated snapshot (0.4 s); a stack starts in a few seconds. npm test
    // runs this suite beside the console's, never beside the journeys (e2e/turbo.json). It is the longest task
    // before the journeys, so it takes two workers, not Vitest's one on two cores: a larger share of the machine
    // while the console's suite runs, both cores once that has ended (docs/decisions/0029-test-schedule.md).
    maxWorkers: 2,
    // A worker imports the server once for all its files (decision 0029): no test file mocks a module or changes
    // the environment, and each opens its own database. Isolation cost 60 s of imports a run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The run's timings, for the slowest-tests report at the end of npm test (scripts/slow-tests.mjs).
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
