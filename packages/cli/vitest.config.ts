import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // CI runs every package's tests at once on 2 shared cores: spawning Node for the built command can take a
    // few seconds there, past the 5 s default. A hang still fails, after 30 s.
    testTimeout: 30_000,
  },
});
