import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        // Every story is a test in real Chromium: it renders, its play function passes, and axe finds no
        // WCAG 2.2 A/AA violation (preview.tsx: a11y test 'error').
        plugins: [
          react(),
          tailwindcss(),
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        // Pre-bundle every dependency the stories reach up front: a dependency discovered mid-run makes Vite
        // re-optimize and reload the page, which fails the stories running at that moment (fresh clones, CI).
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'wouter',
            'wouter/memory-location',
            '@headlessui/react',
            '@tanstack/react-query',
            'sonner',
            'react-markdown',
            'qrcode.react',
            'msw',
            'zod',
            'openapi-fetch',
            '@auth0/auth0-spa-js',
            'react-hook-form',
            '@hookform/resolvers/zod',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
          ],
        },
        test: {
          name: 'storybook',
          // Two shared cores: give a story room before calling it hung.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            // Wide by default (spec §2: the header shows from 1024 px); narrow stories say so.
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // CI runs every package's tests at once on 2 shared cores; a hang still fails, after 30 s.
          testTimeout: 30_000,
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
