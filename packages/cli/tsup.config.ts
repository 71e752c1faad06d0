import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { cli: 'src/cli.ts' },
    // The command: one ESM file that Node runs.
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    clean: true,
    treeshake: true,
    // The shebang lets npm's bin link run the file directly.
    banner: { js: '#!/usr/bin/env node' },
  },
  {
    // The same commands as a library (`run`), with its types.
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    dts: true,
    treeshake: true,
  },
]);
