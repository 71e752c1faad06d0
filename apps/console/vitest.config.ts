import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { BASELINES_DIR, RESULTS_DIR } from './scripts/visual-report.mjs';
import { VISUAL_SCOPE_KEY, visualScopeFrom } from './.storybook/visual-scope';
import { parkPointer } from './.storybook/park-pointer';
import { pictureFingerprints, type PictureRule } from './.storybook/picture-fingerprints';
import { consoleRuntime, unitTestDependencies } from './runtime.config';

/** Real Chromium, headless, for the stories and the browser tests alike. */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
  // Wide by default (spec §2: the header shows from 1024 px); narrow stories say so.
  viewport: { width: 1280, height: 800 },
  commands: { parkPointer, pictureMatches, learnPicture },
});

// Pre-bundle every dependency the stories and browser tests reach up front: a dependency discovered mid-run makes
// Vite re-optimize and reload the page, which fails the tests running at that moment (fresh clones, CI).
const dependencies = [
  'preact',
  'preact/compat',
  'preact/compat/client',
  'preact/hooks',
  'preact/jsx-runtime',
  'preact/test-utils',
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
  'markdown-to-jsx',
  'qrcode.react',
  'papaparse',
  'msw',
  'zod/mini',
  'openapi-fetch',
  '@auth0/auth0-spa-js',
  'react-hook-form',
  '@hookform/resolvers/zod',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
];

/** When a picture is the same as its baseline: Vitest's comparison and the quick path apply the same rule. */
const PICTURE_RULE: PictureRule = {
  // Per pixel, as pixelmatch's own default: anti-aliasing and a Chromium update's rounding stay under it.
  threshold: 0.1,
  // A story may differ in no more than 40 pixels of a 1280 × 800 page: less than one changed letter.
  allowedMismatchedPixelRatio: 40 / (1280 * 800),
};

type VisualReviewOptions = NonNullable<
  NonNullable<NonNullable<NonNullable<ViteUserConfig['test']>['browser']>['expect']>['toMatchScreenshot']
>;

/**
 * Every story's picture in both themes against its baseline (.storybook/visual-review.ts; docs/decisions/
 * 0040-visual-review.md). Baselines live in visual-baselines/ under the story's id; a run's pictures that differ,
 * with their differences, go to test-results/visual/, which the visual report reporter turns into one HTML page.
 */
const VISUAL_REVIEW: VisualReviewOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: PICTURE_RULE,
  screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  resolveScreenshotPath: ({ arg, ext }) => `${BASELINES_DIR}/${arg}${ext}`,
  resolveDiffPath: ({ arg, ext }) => `${RESULTS_DIR}/${arg}${ext}`,
};

const { pictureMatches, learnPicture } = pictureFingerprints(BASELINES_DIR, PICTURE_RULE);

export default defineConfig({
  test: {
    // The run's timings, for the slowest-tests report at the end of npm test (scripts/slow-tests.mjs).
    // The visual review's HTML report of changed pictures (scripts/visual-report.mjs).
    reporters: [
      'default',
      ['json', { outputFile: 'test-results/vitest.json' }],
      './scripts/visual-report.mjs',
    ],
    projects: [
      {
        // Every story is a test in real Chromium: it renders, its play function passes, and axe finds no
        // WCAG 2.2 A/AA violation (preview.tsx: a11y test 'error').
        plugins: [
          react(),
          consoleRuntime(),
          tailwindcss(),
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        optimizeDeps: { include: dependencies },
        test: {
          name: 'storybook',
          // One page for all the story files: each file in a fresh iframe re-imported the app, Storybook's preview
          // and axe (about 100 s of setup and imports a run). Stories share no module state: each gets its own
          // client, location and clock from the preview's decorators and beforeEach (decision 0029).
          isolate: false,
          // Two pages, each its own browser context: a story mostly waits (on answers, timers, frames), and the
          // stories were the longest task of npm test on one page (decision 0029's update).
          maxWorkers: 2,
          // A story takes well under 2 s; a hang fails after 30.
          testTimeout: 30_000,
          browser: { ...chromium(), expect: { toMatchScreenshot: VISUAL_REVIEW } },
          // Every story's pictures (decision 0040); VISUAL_REVIEW=components, only the building blocks'.
          provide: { [VISUAL_SCOPE_KEY]: visualScopeFrom(process.env.VISUAL_REVIEW) },
        },
      },
      {
        plugins: [react(), consoleRuntime()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          ...unitTestDependencies(),
          // One happy-dom for all the files of a worker: a new one per file cost 20 s a run. No unit test mocks a
          // module; each clears what it stored (docs/decisions/0029-test-schedule.md).
          isolate: false,
          // Two pages, each its own browser context: a story mostly waits (on answers, timers, frames), and the
          // stories were the longest task of npm test on one page (decision 0029's update).
          maxWorkers: 2,
          testTimeout: 30_000,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.browser.test.{ts,tsx}'],
        },
      },
      {
        // Tests that need a real browser (the write fault matrix): the same Chromium as the stories.
        plugins: [react(), consoleRuntime()],
        optimizeDeps: { include: [...dependencies, '@testing-library/react', '@testing-library/user-event'] },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          // One page for these files, one after another, as before the stories took two: the write fault matrix beside
          // three busy pages once took 12 s to show its first toast. `maxWorkers` matches the stories' because Vitest runs
          // two browser projects side by side only with the same value; `fileParallelism: false` keeps one page.
          maxWorkers: 2,
          fileParallelism: false,
          setupFiles: ['src/testing/browser-test-setup.ts'],
          testTimeout: 30_000,
          browser: chromium(),
        },
      },
    ],
  },
});
