import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const api = (path: string) => fileURLToPath(new URL(`../api/src/${path}`, import.meta.url));

export default defineConfig({
  // The API from its source, one copy with its test support (@pod-console/api/testing).
  resolve: {
    alias: [
      { find: /^@pod-console\/api$/, replacement: api('index.ts') },
      { find: /^@pod-console\/api\/testing$/, replacement: api('test-support/index.ts') },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The API's: one migrated PGlite snapshot that every test file's database copies.
    globalSetup: [api('test-support/global-setup.ts')],
    // Runs after the API's suite, never beside it (turbo.json), on both cores, with the journeys beside it once the
    // console's suite has ended (docs/decisions/0029-test-schedule.md).
    maxWorkers: 2,
    // As the API's: a worker imports the stack once for all its files (docs/decisions/0029-test-schedule.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
