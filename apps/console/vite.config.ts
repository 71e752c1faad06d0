import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { readConfig } from './src/lib/read-config';

const origin = (url: string) => new URL(url).origin;

/**
 * A strict Content Security Policy (no inline script, no eval, no plugins), as a meta tag in the built
 * index.html only (Vite's dev server injects an inline React Refresh preamble that `script-src 'self'` would
 * block). The API and identity provider origins come from the same configuration the app reads.
 * `frame-ancestors` cannot be set by a meta tag: the server that hosts dist/ should send it as a header.
 */
function contentSecurityPolicy(mode: string): Plugin {
  return {
    name: 'pod-console:csp',
    apply: 'build',
    transformIndexHtml() {
      const config = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
      const api = origin(config.apiBaseUrl);
      const identity = origin(config.authDomain);
      const policy = [
        "default-src 'self'",
        "script-src 'self'",
        // Headless UI and floating-ui position popovers with inline style attributes; sonner injects its sheet.
        "style-src 'self' 'unsafe-inline'",
        `connect-src 'self' ${api} ${identity}`,
        // The identity client's silent renewal frame (unused with refresh tokens, kept as its fallback).
        `frame-src ${identity}`,
        // Terms markdown may show images (spec §5 URL rule).
        "img-src 'self' data: https: http:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        `form-action 'self' ${identity}`,
      ].join('; ');
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

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
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), contentSecurityPolicy(mode), chunkReport()],
  // The console and the identity provider share the host name 127.0.0.1, or the identity client's silent
  // renewal cannot work (docs/decisions/0004-identity-provider-and-token-cache.md).
  // strictPort: the identity provider only accepts the registered origin, so another port could not sign in.
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173 },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and src/app/zod-jitless.ts share one chunk, so `jitless` is set as soon as zod has loaded,
          // before any chunk that imports zod builds a schema (@pod-console/hooks does while it loads). Main
          // importing zod-jitless first is not enough on its own: the bundler may move zod and the hooks into a
          // shared chunk, which runs before main's own code, and zod's eval probe then breaks the CSP.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zod-jitless\.ts$/ },
          ],
        },
      },
    },
  },
}));
