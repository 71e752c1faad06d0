import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/domain/index.ts', 'src/forms.ts', 'src/fleet.ts', 'src/webhooks.ts'],
  unbundle: true,
  format: ['esm', 'cjs'],
  platform: 'neutral',
  fixedExtension: false,
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  deps: { neverBundle: ['react', 'react-dom', '@tanstack/react-query', /^@pod-console\/sdk/, 'zod'] },
});
