import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    environment: 'node',
    // CI runs every package's tests at once on 2 shared cores: a 1,000-run property can take several seconds
    // there (0.5 s alone), past the 5 s default. A hang still fails, after 30 s.
    testTimeout: 30_000,
  },
});
