import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'domain/index': 'src/domain/index.ts',
    'forms/index': 'src/forms.ts',
    'fleet/index': 'src/fleet.ts',
    'webhooks/index': 'src/webhooks.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', '@tanstack/react-query', '@pod-console/sdk'],
});
