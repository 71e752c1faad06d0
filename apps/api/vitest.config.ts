import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // A test file's database (PGlite compiles its WebAssembly, then every migration runs) or stack starts in a
    // hook; in CI this runs beside the console's stories and the journeys on two cores, where it has taken over a
    // minute. A hang still fails, after two.
    hookTimeout: 120_000,
  },
});
