import type { Plugin } from 'vite';

/**
 * The runtime the console renders with: React 19, or with CONSOLE_RUNTIME=preact Preact's compatibility layer in
 * its place, for the app, its stories and its tests alike (docs/decisions/0058-the-runtime-is-the-first-screen-gap.md).
 * Preact takes ~55 KB of brotli off Home's first screen; until every story, test and journey passes on it, React
 * is the default and this switch is how the bench and the suites measure the other.
 */
export const CONSOLE_RUNTIME: 'react' | 'preact' =
  process.env.CONSOLE_RUNTIME === 'preact' ? 'preact' : 'react';

const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // The tests' renderer: Testing Library's own for Preact, with the same queries and events.
  { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
];

/** Resolves `react` and `react-dom` to the chosen runtime; nothing to do for React. */
export function consoleRuntime(): Plugin {
  return {
    name: 'console-runtime',
    config: () =>
      CONSOLE_RUNTIME === 'preact' ? { resolve: { alias: PREACT_ALIASES, dedupe: ['preact'] } } : undefined,
  };
}

/**
 * The unit tests run in Node, which loads dependencies itself unless Vite inlines them: on Preact they are inlined,
 * and the CommonJS shim of useSyncExternalStore pre-bundled, so every `react` they import is the chosen runtime.
 * Typed `object`: Vitest reads `deps` in a project, though its project type leaves it out.
 */
export const unitTestDependencies = (): object =>
  CONSOLE_RUNTIME === 'preact'
    ? {
        server: { deps: { inline: true } },
        deps: {
          optimizer: {
            client: {
              enabled: true,
              include: [
                'use-sync-external-store/shim',
                'use-sync-external-store/shim/index.js',
                'use-sync-external-store/shim/with-selector',
                'use-sync-external-store/shim/with-selector.js',
              ],
            },
          },
        },
      }
    : {};
