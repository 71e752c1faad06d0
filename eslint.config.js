// One linter for every package. Formatting is Prettier's job (eslint-config-prettier turns off clashing rules).
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The console's layers (docs/architecture.md, "Console layout"): app → features → components → lib; boot → lib.
// Resolves relative specifiers (static, re-exports and import()), so a path's depth does not matter.
const CONSOLE_SRC = path.resolve(import.meta.dirname, 'apps/console/src');
const consoleLayers = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const [fromTop, fromUnit] = path.relative(CONSOLE_SRC, context.filename).split(path.sep);
        const check = (source) => {
          if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
          const target = path.relative(
            CONSOLE_SRC,
            path.resolve(path.dirname(context.filename), source.value),
          );
          const [top, unit] = target.split(path.sep);
          let why;
          if (fromTop === 'features' && top === 'features' && unit !== fromUnit)
            why = 'A feature never imports another feature: move what they share to components/ or lib/.';
          else if (fromTop === 'features' && top === 'app')
            why = 'features/ never import app/: app/ composes them.';
          else if (fromTop === 'components' && (top === 'features' || top === 'app'))
            why = 'components/ never import features/ or app/.';
          else if (fromTop === 'components' && fromUnit === 'ui' && top === 'components' && unit !== 'ui')
            why = 'components/ui knows no product piece: it imports only components/ui and lib/.';
          else if (
            (fromTop === 'lib' || fromTop === 'boot') &&
            ['components', 'features', 'app'].includes(top)
          )
            why = `${fromTop}/ never imports components/, features/ or app/.`;
          if (why) context.report({ node: source, message: `${why} (${target})` });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

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
      // Bundled for a moment while tsup and Vite build (see .gitignore).
      '**/*.bundled_*.{mjs,cjs}',
      '**/*.timestamp-*.mjs',
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
            { name: 'zod/mini', message: 'Import z from lib/forms/schemas.ts.' },
            { name: '@pod-console/hooks/forms', message: 'Import the schemas from lib/forms/schemas.ts.' },
          ],
        },
      ],
    },
  },
  {
    // The console's layers, enforced (docs/architecture.md, "Console layout").
    files: ['apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'console-layers': consoleLayers },
    rules: { 'console-layers/imports': 'error' },
  },
  {
    // The API's routes never import another route (routes/access.ts is their shared guard, not a route) and write
    // no SQL: they call data/ and read-models/ (docs/decisions/0031-api-data-layer.md).
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '!./access', '../routes', '../routes/*'],
              message: 'A route never imports another route: shared code goes to data/ (decision 0031).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['apps/api/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'Routes call no query builder: call a data/ function (decision 0031).',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'Routes write no SQL: call a data/ function (decision 0031).',
        },
      ],
    },
  },
  {
    // The API's data layer knows nothing of HTTP: no route, no http/ toolkit, no Fastify (decision 0031).
    files: ['apps/api/src/data/**/*.ts', 'apps/api/src/read-models/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/routes',
                '**/routes/*',
                '**/http',
                '**/http/*',
                'fastify',
                'fastify/*',
                '@fastify/*',
              ],
              message: 'data/ and read-models/ never import routes/, http/ or Fastify (decision 0031).',
            },
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
