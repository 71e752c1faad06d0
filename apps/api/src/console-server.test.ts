// The console's static server: the runtime configuration inlined into index.html, the Content-Security-Policy
// header computed from it, and no source maps (README "Console configuration").
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createConsoleHandler, inlineConsoleConfig, type ConsoleRuntimeConfig } from './console-server';

const CONFIG: ConsoleRuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:14000/admin-console/v1',
  authDomain: 'http://127.0.0.1:14001',
  authClientId: 'pod-console-local',
  authAudience: 'https://api.pod-console.local/admin-console/v1',
};

/** What Vite builds from apps/console/index.html: an empty configuration block in the head. */
const BUILT_INDEX =
  '<!doctype html><html><head><title>Pod Console</title>' +
  '<script type="application/json" id="pod-console-config"></script>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function configIn(html: string): unknown {
  const match = /<script type="application\/json" id="pod-console-config">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no configuration block in the served HTML');
  return JSON.parse(match[1]!);
}

let directory: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'pod-console-server-'));
  await mkdir(join(directory, 'assets'));
  await mkdir(join(directory, '.vite'));
  await writeFile(join(directory, 'index.html'), BUILT_INDEX);
  await writeFile(join(directory, 'assets', 'index-abc.js'), 'console.log("app")');
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
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    }
  });

  it('sends a Content-Security-Policy header naming the configured API and identity provider', async () => {
    const response = await fetch(`${origin}/licenses`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:14000 http://127.0.0.1:14001");
    expect(csp).toContain('frame-src http://127.0.0.1:14001');
    expect(csp).toContain("form-action 'self' http://127.0.0.1:14001");
    expect(csp).toContain("script-src 'self';");
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

  it('does not serve the build reports of dist/.vite', async () => {
    expect((await fetch(`${origin}/.vite/manifest.json`)).status).toBe(404);
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
});
