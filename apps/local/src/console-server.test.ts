// The console's static server: the runtime configuration inlined into index.html, the Content-Security-Policy
// header computed from it, and no source maps (README "Console configuration").
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  acceptedEncodings,
  consoleContentSecurityPolicyFor,
  createConsoleHandler,
  inlineConsoleConfig,
  type ConsoleRuntimeConfig,
} from './console-server';

const CONFIG: ConsoleRuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:14000/admin-console/v1',
  authDomain: 'http://127.0.0.1:14001',
  authClientId: 'pod-console-local',
  authAudience: 'https://api.pod-console.local/admin-console/v1',
};

/** The early start the build inlines first in the head (apps/console/vite.config.ts). */
const EARLY_START = '(function(){document.documentElement.dataset.theme="dark"})();';

/** What Vite builds from apps/console/index.html: the early start, an empty configuration block in the head. */
const BUILT_INDEX =
  `<!doctype html><html><head><script>${EARLY_START}</script><title>Pod Console</title>` +
  '<script type="application/json" id="pod-console-config"></script>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function configIn(html: string): unknown {
  const match = /<script type="application\/json" id="pod-console-config">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no configuration block in the served HTML');
  return JSON.parse(match[1]!);
}

const SCRIPT = 'console.log("app")';

/** A GET whose body arrives as sent: fetch would ask for gzip and undo the coding itself. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

let directory: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'pod-console-server-'));
  await mkdir(join(directory, 'assets'));
  await mkdir(join(directory, '.vite'));
  await writeFile(join(directory, 'index.html'), BUILT_INDEX);
  await writeFile(join(directory, 'assets', 'index-abc.js'), SCRIPT);
  // The build's twins (apps/console/vite.config.ts); the test writes real codings of the script.
  const { brotliCompressSync, gzipSync } = await import('node:zlib');
  await writeFile(join(directory, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(directory, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(directory, 'assets', 'logo-abc.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(directory, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["main.tsx"]}');
  await writeFile(join(directory, '.vite', 'manifest.json'), '{}');
  const handle = createConsoleHandler({
    directory,
    config: { ...CONFIG, supportEmail: 'help@example.com' },
  });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address == null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await rm(directory, { recursive: true, force: true });
});

describe('the console server', () => {
  it('inlines the runtime configuration into index.html, for the root and for deep links', async () => {
    for (const path of ['/', '/index.html', '/billing?x=1']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(configIn(html)).toEqual({
        apiBaseUrl: 'http://127.0.0.1:14000/admin-console/v1',
        authDomain: 'http://127.0.0.1:14001',
        authClientId: 'pod-console-local',
        authAudience: 'https://api.pod-console.local/admin-console/v1',
        supportEmail: 'help@example.com',
      });
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    }
  });

  it('sends a Content-Security-Policy header naming the configured API and identity provider', async () => {
    const response = await fetch(`${origin}/licenses`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:14000 http://127.0.0.1:14001");
    expect(csp).toContain('frame-src http://127.0.0.1:14001');
    expect(csp).toContain("form-action 'self' http://127.0.0.1:14001");
    // The early start by its hash, computed here from its text; the configuration block is data, never run.
    const earlyStart = createHash('sha256').update(EARLY_START).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${earlyStart}';`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain(':4000');
    expect(csp).not.toContain(':4001');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD for index.html with the headers and no body', async () => {
    const response = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('http://127.0.0.1:14000');
    expect(await response.text()).toBe('');
  });

  it('never serves source maps, even when the build left them in dist', async () => {
    const map = await fetch(`${origin}/assets/index-abc.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');
    expect((await fetch(`${origin}/assets/missing.js.map`)).status).toBe(404);
    const script = await fetch(`${origin}/assets/index-abc.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the brotli twin of an asset to a client that accepts br, the gzip twin to one that accepts gzip only', async () => {
    const brotli = await rawGet('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

    const gzip = await rawGet('/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const refused = await rawGet('/assets/index-abc.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
    const plain = await rawGet('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends a file the build did not compress as it is', async () => {
    const image = await rawGet('/assets/logo-abc.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect([...image.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('compresses index.html per answer, asks for revalidation and answers an unchanged page with 304', async () => {
    const first = await rawGet('/licenses', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(configIn(brotliDecompressSync(first.body).toString())).toMatchObject(CONFIG);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await rawGet('/', { 'accept-encoding': 'gzip', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-security-policy']).toContain('http://127.0.0.1:14000');

    const plain = await rawGet('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(configIn(plain.body.toString())).toMatchObject(CONFIG);

    const gzip = await rawGet('/', { 'accept-encoding': 'gzip', 'if-none-match': '"stale"' });
    expect(gzip.status).toBe(200);
    expect(gunzipSync(gzip.body).toString()).toContain('pod-console-config');
  });

  it('does not serve the build reports of dist/.vite', async () => {
    expect((await fetch(`${origin}/.vite/manifest.json`)).status).toBe(404);
  });
});

describe('acceptedEncodings', () => {
  it('reads the codings a client accepts, honouring q=0 and *', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('gzip;q=0.5, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('BR')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('identity')]).toEqual([]);
  });
});

describe('inlineConsoleConfig', () => {
  it('escapes < so a value cannot close the script element', () => {
    const html = inlineConsoleConfig(BUILT_INDEX, { ...CONFIG, supportEmail: '</script><script>alert(1)' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(configIn(html)).toMatchObject({ supportEmail: '</script><script>alert(1)' });
  });

  it('adds the block to the head of an index.html built without one', () => {
    const html = inlineConsoleConfig('<html><head><title>x</title></head><body></body></html>', CONFIG);
    expect(html).toMatch(/<script type="application\/json" id="pod-console-config">\{.*\}<\/script><\/head>/);
    expect(configIn(html)).toEqual(CONFIG);
  });

  it('carries the app simulator’s address under the name the console reads, leaving the policy as it was', () => {
    const config = { ...CONFIG, appSimulatorUrl: 'http://127.0.0.1:14000/app-simulator' };
    expect(configIn(inlineConsoleConfig(BUILT_INDEX, config))).toEqual({
      ...CONFIG,
      appSimulatorUrl: 'http://127.0.0.1:14000/app-simulator',
    });
    // The console opens it with a plain link in a new tab: nothing for the policy to allow.
    expect(consoleContentSecurityPolicyFor(config)).toBe(consoleContentSecurityPolicyFor(CONFIG));
  });
});
