// One linter for every package. Formatting is Prettier's job (eslint-config-prettier turns off clashing rules).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Packages never reach into apps: data flows contract → sdk → hooks → console
    // (docs/architecture.md, "The parts").
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@pod-console/console', '@pod-console/api', '@pod-console/local'],
              message: 'packages/ never import from apps/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API runs without the offline world: apps/local composes the API, never the other way round
    // (docs/decisions/0032-offline-world.md).
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pod-console/local', '@pod-console/local/*', '**/apps/local/**', '**/local/src/**'],
              message:
                'apps/api never imports apps/local (the offline world plugs into the API, not the reverse).',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain layer is pure and importable without React (docs/architecture.md, "Where a rule lives").
    files: ['packages/hooks/src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'hooks/src/domain is pure: no React.' },
            { name: 'react-dom', message: 'hooks/src/domain is pure: no React.' },
          ],
          patterns: [
            { group: ['react/*', 'react-dom/*'], message: 'hooks/src/domain is pure: no React.' },
            { group: ['@tanstack/*'], message: 'hooks/src/domain is pure: no @tanstack.' },
            { group: ['**/apps/**'], message: 'packages/ never import from apps/.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'hooks/src/domain does no I/O.' },
        { name: 'localStorage', message: 'hooks/src/domain does no I/O.' },
        { name: 'sessionStorage', message: 'hooks/src/domain does no I/O.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'Take `now` as a parameter (docs/architecture.md, "Where a rule lives").',
        },
      ],
    },
  },
  {
    // zod loads with the first form, never with the entry: the console reaches it and the hooks' form schemas
    // through lib/forms/schemas.ts, which sets it up for the CSP first (docs/architecture.md, "Budgets").
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['apps/console/src/lib/forms/schemas.ts', 'apps/console/src/lib/forms/zod-jitless*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Import z from lib/forms/schemas.ts.' },
            { name: '@pod-console/hooks/forms', message: 'Import the schemas from lib/forms/schemas.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  prettier,
);
