// A tiny static server for the built console (apps/console/dist) with the SPA fallback: any path that is not a
// file answers index.html, so deep links such as /billing work after a reload. No dependencies, no directory
// listings, nothing outside the folder.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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

export interface ConsoleServerOptions {
  /** The built console, e.g. apps/console/dist (must hold index.html). */
  directory: string;
  /** Content-Security-Policy of the HTML answers; see consoleContentSecurityPolicy. */
  contentSecurityPolicy?: string;
}

/**
 * A strict policy: scripts only from the console's origin, no inline script, no eval, no plugins, no
 * base tag, no framing. The API and the identity provider are the only other origins it talks to (the provider
 * also in a hidden frame for silent renewal). Inline style attributes stay allowed: UI libraries set them.
 */
export function consoleContentSecurityPolicy(apiOrigin: string, identityOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${apiOrigin} ${identityOrigin}`,
    `frame-src ${identityOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${identityOrigin}`,
  ].join('; ');
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
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
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
      ...(isHtml &&
        options.contentSecurityPolicy && { 'content-security-policy': options.contentSecurityPolicy }),
      ...(isHtml && { 'x-frame-options': 'DENY' }),
    };
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
