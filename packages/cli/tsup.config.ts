import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { cli: 'src/cli.ts' },
  // A command, not a library: one ESM file that Node runs, no types to publish.
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  treeshake: true,
  // The shebang lets npm's bin link run the file directly.
  banner: { js: '#!/usr/bin/env node' },
});
