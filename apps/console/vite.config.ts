import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';

import { build, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { consoleRuntime } from './runtime.config';

/**
 * Writes dist/.vite/chunks.json: every JS chunk with its static and dynamic imports and the packages inside it,
 * so scripts/check-bundle.mjs can tell the initial JavaScript from the lazy chunks (docs/architecture.md,
 * "Budgets").
 */
function chunkReport(): Plugin {
  return {
    name: 'pod-console:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          packages: [
            ...new Set(
              chunk.moduleIds
                .map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1])
                .filter((name): name is string => name != null),
            ),
          ].sort(),
        }));
      // Scripts bundled apart that index.html carries inline (earlyStartScript): initial JavaScript too.
      const scripts = Object.values(bundle)
        .filter((item) => item.type === 'asset' && item.fileName.endsWith('.js'))
        .map((script) => ({
          fileName: script.fileName,
          isEntry: true,
          imports: [],
          dynamicImports: [],
          packages: [],
        }));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify([...chunks, ...scripts], null, 2),
      });
    },
  };
}

/**
 * Every asset also as .br and .gz beside it, compressed once at the strongest settings, so the console server sends
 * compressed bytes without compressing per request (apps/local/src/console-server.ts). index.html is left out: the
 * server inlines the runtime configuration into it and compresses that answer itself.
 */
function precompressAssets(): Plugin {
  return compression({
    include: /\.(js|mjs|css|svg|json|txt|md|webmanifest)$/,
    exclude: /(^|[\\/])\.vite[\\/]/,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}

/**
 * src/boot/early-start.ts, bundled on its own (one small script that shares no chunk with the console) and inlined
 * in index.html's head, after the runtime configuration: it runs as the page is parsed, before the stylesheet and the entry have arrived, sets
 * the person's theme before anything paints, starts a returning member's first reads and may show Home's last
 * picture (docs/decisions/0030-first-reads-before-the-code.md, 0054-home-last-picture.md). Loaded as a file of its
 * own it arrived only after ~0.6 s on the phone profile, sharing the link with the entry. The console server allows
 * it by its hash in the Content-Security-Policy (apps/local/src/console-server.ts). A copy stays in
 * dist/.vite/early-start.js, which the size budget counts as initial JavaScript.
 */
const EARLY_START_PLACE = '<!--early-start-->';

function earlyStartScript(): Plugin {
  let code = '';
  let mode = 'production';
  return {
    name: 'pod-console:early-start',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      const result = await build({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        mode,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry: 'src/boot/early-start.ts', formats: ['iife'], name: 'podConsoleEarlyStart' },
          // The hooks' bundle builds formatters and messages as it loads; none of them is used here, and on a slow
          // phone building them cost more than the reads' head start.
          rolldownOptions: {
            treeshake: {
              propertyReadSideEffects: false,
              manualPureFunctions: ['Intl.DateTimeFormat', 'Intl.NumberFormat', 'RegExp', 'Object.freeze'],
            },
          },
        },
      });
      const [output] = Array.isArray(result) ? result : [result];
      const chunk = 'output' in output ? output.output[0] : null;
      if (!chunk || chunk.type !== 'chunk') throw new Error('early-start.ts built no script');
      code = chunk.code.trim();
      // Inside a script element, these would end it or change how it is parsed.
      if (/<\/script|<!--/i.test(code))
        throw new Error('early-start.ts built a script that cannot be inlined');
      this.emitFile({ type: 'asset', fileName: '.vite/early-start.js', source: code });
    },
    transformIndexHtml(html) {
      // After the runtime configuration it reads, before the stylesheet (which an inline script would wait for).
      if (!html.includes(EARLY_START_PLACE)) throw new Error(`index.html lacks ${EARLY_START_PLACE}`);
      return html.replace(EARLY_START_PLACE, () => `<script>${code}</script>`);
    },
  };
}

/**
 * `vite build --mode floor` (`npm run build:floor`): the bench's floor page (floor/main.tsx) into floor/dist, which
 * git ignores. The same React and the same compression as the console, so the two travel alike
 * (docs/architecture.md, "Budgets").
 */
const floorBuild = defineConfig({
  root: fileURLToPath(new URL('./floor', import.meta.url)),
  plugins: [react(), precompressAssets()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  logLevel: 'warn',
});

/**
 * The `shared` chunk: small modules the shell and its screens share (docs/decisions/0023-first-screen-code.md), each
 * of which would otherwise be a chunk of a few hundred bytes on Home's path, a request and often a round trip each.
 */
const SHARED_MODULES = [
  'lib/(support-host|write-failure|plural|use-clock-of|save-text-file|export-file-name|copy-text)\\.ts',
  'components/ui/(modal|tooltip|gated-button|pagination-bar|text-field|field-frame|virtual-rows-on-demand|data-table-row|confirm-dialog|segmented-control|badge|banner|empty-state)\\.tsx',
  'components/(invitations|subscription-banners)/',
  'features/shell/invitation-badge\\.tsx',
  'features/licenses/(license-toasts|license-delivery|bulk/bulk-license-texts)\\.ts',
  'features/licenses/(license-link-dialog|qr-code)\\.tsx',
];
/**
 * The rules of @pod-console/hooks (one module per source file, docs/decisions/0052-hooks-module-per-rule.md) that the
 * shell and Home share with other screens and the entry does not use: left to the bundler, they were nine chunks of
 * a few hundred bytes each on Home's path. Paths inside the package's dist.
 */
const SHARED_RULES = [
  'domain/(licenses/(license-counts|idle-seats|first-licenses)|subscription/subscription-state|dates/dates|plans/plan-order)\\.js',
  'domain/(roles/permissions|links/app-links|export/file-names|requests/idempotency|messages/write-failure)\\.js',
  'domain/invitations/(invitation-choices|invitation-eligibility)\\.js',
  'queries/(organization-permissions|organization-licenses)\\.js',
  'mutations/(use-console-mutation|invalidations|respond-to-invitations)\\.js',
];
/** And TanStack Query's mutation code, which the entry does not use either. */
const SHARED_PACKAGE_MODULES = [
  '@tanstack/react-query/build/modern/useMutation\\.js',
  '@tanstack/query-core/build/modern/mutationObserver\\.js',
];
const sharedModules = new RegExp(
  `[\\\\/]src[\\\\/](${SHARED_MODULES.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})` +
    `|[\\\\/]packages[\\\\/]hooks[\\\\/]dist[\\\\/](${SHARED_RULES.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})` +
    `|[\\\\/]node_modules[\\\\/](${SHARED_PACKAGE_MODULES.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})`,
);

// No Content-Security-Policy in the built HTML: the console server sends it as a header computed from the
// runtime configuration (apps/local/src/console-server.ts), so a policy naming build-time origins can never
// disagree with the origins the console uses (README "Console configuration").
const consoleBuild = defineConfig({
  plugins: [react(), consoleRuntime(), tailwindcss(), chunkReport(), earlyStartScript(), precompressAssets()],
  // The console and the identity provider share the host name 127.0.0.1, or the identity client's silent
  // renewal cannot work (docs/decisions/0004-identity-provider-and-token-cache.md).
  // strictPort: the identity provider only accepts the registered origin, so another port could not sign in.
  // CONSOLE_PORT as for `npm start` (scripts/dev.mjs passes it); the stack registers that origin.
  server: { host: '127.0.0.1', port: Number(process.env.CONSOLE_PORT) || 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173 },
  build: {
    outDir: 'dist',
    manifest: true,
    // Emitted for upload to an error tracker, never referenced by a `sourceMappingURL` comment, and never served
    // (the console server answers 404 for *.map; scripts/check-bundle.mjs checks the comment is absent).
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and src/lib/forms/zod-jitless.ts share one chunk, so `jitless` is set as soon as zod has loaded,
          // before any chunk that imports zod builds a schema (@pod-console/hooks/forms does while it loads).
          // lib/forms/schemas.ts importing zod-jitless first is not enough on its own: the bundler may move zod and
          // the hooks' forms into a shared chunk that runs before it, and zod's eval probe then breaks the CSP.
          groups: [
            {
              // The small modules the shell and its screens share, in one chunk rather than ten of a few hundred
              // bytes: the console server speaks HTTP/1.1, a browser opens six connections to it, and each request
              // past the sixth waited a round trip for a free one (docs/decisions/0023-first-screen-code.md).
              // Only these modules (not what they import, most of which is in the entry); none may be imported by
              // the entry, or the entry and this chunk would import each other (scripts/check-bundle.mjs refuses it).
              name: 'shared',
              test: sharedModules,
              includeDependenciesRecursively: false,
            },
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]forms[\\/]zod-jitless\.ts$/,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ mode }) => (mode === 'floor' ? floorBuild : consoleBuild));
