import { defineConfig } from 'tsup';

export default defineConfig({
  // main: `npm start`; seed-cli: `npm run seed`; index: startStack and the console server, for end-to-end harnesses.
  entry: ['src/main.ts', 'src/seed-cli.ts', 'src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: { entry: { index: 'src/index.ts' } },
  // Workspace packages (@pod-console/api) are imported from their built output; node_modules stay external.
  noExternal: [],
});
