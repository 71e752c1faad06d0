// A small static server for the built console with the SPA fallback (a path that is not a file answers index.html);
// no listings, dot folders or source maps. index.html is served with the running stack's settings inlined and a
// Content-Security-Policy computed from them, so one build runs on any ports (README "Console configuration").
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The id of the JSON data block in index.html the console reads its runtime configuration from. */
export const CONSOLE_CONFIG_ELEMENT_ID = 'pod-console-config';

/**
 * What the console reads at start (the same names as its `ConsoleConfig`); the console falls back to its
 * build-time `VITE_*` values for a field left out.
 */
export interface ConsoleRuntimeConfig {
  /** The v1 API base, path included, e.g. http://127.0.0.1:4000/admin-console/v1. */
  apiBaseUrl: string;
  /** The identity provider with its scheme and without a trailing slash, e.g. http://127.0.0.1:4001. */
  authDomain: string;
  authClientId: string;
  authAudience: string;
  /** Shown in the support texts of spec §8; omitted: the console's build-time value. */
  supportEmail?: string;
  /** The mobile app's custom scheme (docs/decisions/0002-app-links.md); omitted: the build-time value. */
  appScheme?: string;
  /**
   * The Pod Creator app simulator the stack serves (e.g. http://127.0.0.1:4000/app-simulator), which claim links
   * offer to open in a new tab; omitted when none runs. A plain link: the policy below needs no change for it.
   */
  appSimulatorUrl?: string;
}

export interface ConsoleServerOptions {
  /** The built console, e.g. apps/console/dist (must hold index.html). */
  directory: string;
  /** Inlined into every HTML answer; the Content-Security-Policy header names its origins. */
  config: ConsoleRuntimeConfig;
}

/**
 * A strict policy: scripts only from the console's origin and the build's own inline script, allowed by its hash
 * (the early start, apps/console/vite.config.ts), no other inline script, no eval, no plugins, no base tag, no
 * framing. The API and the identity provider are the only other origins it talks to (the provider
 * also in a hidden frame for silent renewal). Inline style attributes stay allowed: UI libraries set them.
 * Images may come from any http(s) URL: terms markdown may show them (spec §5, docs/decisions/0005-markdown-urls.md).
 */
export function consoleContentSecurityPolicy(
  apiOrigin: string,
  identityOrigin: string,
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin} ${identityOrigin}`,
    `frame-src ${identityOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${identityOrigin}`,
  ].join('; ');
}

/** The policy for a runtime configuration (its API and identity provider origins) and a page's inline scripts. */
export function consoleContentSecurityPolicyFor(
  config: ConsoleRuntimeConfig,
  scriptHashes: readonly string[] = [],
): string {
  return consoleContentSecurityPolicy(
    new URL(config.apiBaseUrl).origin,
    new URL(config.authDomain).origin,
    scriptHashes,
  );
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP hashes (`sha256-…`) of the inline scripts a page runs: every `<script>` without `src` but the JSON data
 * blocks, which never run (CSP Level 3, "script-src" hash sources).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\stype=["']?application\/json/i.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}`,
    );
}

const CONFIG_BLOCK = new RegExp(
  `<script type="application/json" id="${CONSOLE_CONFIG_ELEMENT_ID}">[\\s\\S]*?</script>`,
);

/**
 * index.html with the configuration inlined. `<` is escaped so no value can close the script element; the
 * block is a JSON data block, which never runs, so `script-src 'self'` still holds.
 */
export function inlineConsoleConfig(html: string, config: ConsoleRuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${CONSOLE_CONFIG_ELEMENT_ID}">${json}</script>`;
  if (CONFIG_BLOCK.test(html)) return html.replace(CONFIG_BLOCK, () => block);
  if (html.includes('</head>')) return html.replace('</head>', () => `${block}</head>`);
  return block + html;
}

/** A content coding the build wrote beside each asset (apps/console/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The codings the client accepts, from its Accept-Encoding header (RFC 9110 §12.5.3): a coding with `q=0` is
 * refused, `*` stands for any coding not named.
 */
export function acceptedEncodings(header: string | string[] | undefined): Set<Encoding> {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepted = new Set<Encoding>();
  for (const { name } of ENCODINGS) {
    const weight = weights.get(name) ?? weights.get('*') ?? 0;
    if (weight > 0) accepted.add(name);
  }
  return accepted;
}

/** The precompressed twin of `file` the client accepts, if the build wrote one. */
async function precompressed(
  file: string,
  accepted: Set<Encoding>,
): Promise<{ file: string; encoding: Encoding; size: number } | null> {
  for (const { name, extension } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    const info = await stat(file + extension).catch(() => null);
    if (info?.isFile()) return { file: file + extension, encoding: name, size: info.size };
  }
  return null;
}

/** index.html is a few KB and differs per configuration, so it is compressed per answer, quickly. */
function compressHtml(body: string, accepted: Set<Encoding>): { body: Buffer; encoding?: Encoding } {
  const bytes = Buffer.from(body);
  if (accepted.has('br'))
    return {
      body: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (accepted.has('gzip')) return { body: gzipSync(bytes), encoding: 'gzip' };
  return { body: bytes };
}

export function createConsoleHandler(options: ConsoleServerOptions) {
  const root = normalize(options.directory);
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://console').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    // Source maps are built hidden for an error tracker and never served (README "Console configuration");
    // dot folders (dist/.vite: manifest, chunk report) are build output, not the site.
    if (extname(pathname) === '.map' || pathname.split('/').some((segment) => segment.startsWith('.'))) {
      notFound(res);
      return;
    }
    const candidate = normalize(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep);
    let file = inside && !pathname.includes('\0') ? candidate : null;
    if (file) {
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) file = null;
    }
    // SPA fallback: unknown paths without a file extension are routes of the console.
    if (!file) {
      if (extname(pathname) !== '' && !pathname.endsWith('.html')) {
        notFound(res);
        return;
      }
      file = join(root, 'index.html');
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const isHtml = type.startsWith('text/html');
    const headers: Record<string, string> = {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      // Hashed assets can be cached for good; the HTML entry must always be fresh.
      'cache-control': isHtml
        ? 'no-cache'
        : pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      ...(isHtml && { 'x-frame-options': 'DENY' }),
    };
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    if (isHtml) {
      // Read on every request (a few KB): a rebuilt console is served without a restart.
      const html = await readFile(file, 'utf8').catch(() => null);
      if (html == null) {
        res.writeHead(503, { 'retry-after': '1' }).end();
        return;
      }
      const inlined = inlineConsoleConfig(html, options.config);
      // The page's own inline script (the early start) by its hash; the configuration block is data, never run.
      headers['content-security-policy'] = consoleContentSecurityPolicyFor(
        options.config,
        inlineScriptHashes(html),
      );
      // no-cache asks the browser to revalidate: an unchanged page then answers 304 without a body.
      const etag = `"${createHash('sha256').update(inlined).digest('base64url').slice(0, 27)}"`;
      const htmlHeaders = { ...headers, etag, vary: 'Accept-Encoding' };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, htmlHeaders).end();
        return;
      }
      const { body, encoding } = compressHtml(inlined, accepted);
      res.writeHead(200, {
        ...htmlHeaders,
        ...(encoding && { 'content-encoding': encoding }),
        'content-length': String(body.length),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    // Assets the build compressed go out as their .br or .gz twin; the rest (images, fonts) as they are.
    const compressed = await precompressed(file, accepted);
    const served = compressed?.file ?? file;
    res.writeHead(200, {
      ...headers,
      vary: 'Accept-Encoding',
      ...(compressed && {
        'content-encoding': compressed.encoding,
        'content-length': String(compressed.size),
      }),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(served)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}
