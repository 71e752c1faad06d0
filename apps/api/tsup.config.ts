import { defineConfig } from 'tsup';

export default defineConfig({
  // main: the production start; index: the server and its plug-in points, for apps/local.
  entry: ['src/main.ts', 'src/index.ts', 'src/backup-main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: { entry: { index: 'src/index.ts' } },
  // Workspace packages are bundled from their built output; node_modules stay external.
  noExternal: [],
});
