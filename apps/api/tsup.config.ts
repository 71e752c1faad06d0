import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts', 'src/seed-cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Workspace packages are bundled from their built output; node_modules stay external.
  noExternal: [],
});
