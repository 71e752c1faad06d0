// Starts the whole product for the journeys: free ports, a production build of the console bound to them, then
// the API, the identity provider and the console server on a fresh in-memory database. Returns the teardown.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { startStack, type Stack } from '@pod-console/api';
import type * as Vite from 'vite';

import { publishStackUrls } from './stack-env';

const HOST = '127.0.0.1';
const CONSOLE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/console');
/** Shown in the §8 support texts; a value of our own proves the build took our configuration. */
export const E2E_SUPPORT_EMAIL = 'help@e2e.pod-console.test';
const E2E_APP_SCHEME = 'podcreator-e2e';

/** Holds a free port until released, so nothing else takes it while the console builds. */
async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, HOST, () => done());
  });
  const address = server.address();
  if (address == null || typeof address === 'string') throw new Error('no port was assigned');
  return {
    port: address.port,
    release: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The console's own Vite (the version it is built with), through its JS API. */
async function loadVite(): Promise<typeof Vite> {
  const fromConsole = createRequire(join(CONSOLE_DIR, 'package.json'));
  return (await import(pathToFileURL(fromConsole.resolve('vite')).href)) as typeof Vite;
}

interface Ports {
  api: number;
  idp: number;
  console: number;
}

/**
 * A production build whose build-time configuration names these ports. The console server also inlines the
 * running stack's configuration and sends the CSP header for it (docs/decisions/0018-hardening.md); the build-time
 * values are the fallback, and the support e-mail and app scheme come only from here.
 */
async function buildConsole(outDir: string, ports: Ports): Promise<void> {
  const env: Record<string, string> = {
    VITE_API_BASE_URL: `http://${HOST}:${ports.api}/admin-console/v1`,
    VITE_AUTH_DOMAIN: `http://${HOST}:${ports.idp}`,
    VITE_AUTH_CLIENT_ID: 'pod-console-local',
    VITE_AUTH_AUDIENCE: 'https://api.pod-console.local/admin-console/v1',
    VITE_SUPPORT_EMAIL: E2E_SUPPORT_EMAIL,
    VITE_APP_SCHEME: E2E_APP_SCHEME,
  };
  // Vite reads VITE_* from process.env for import.meta.env. Restored afterwards.
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const vite = await loadVite();
    await vite.build({
      root: CONSOLE_DIR,
      configFile: join(CONSOLE_DIR, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error != null && (error as { code?: unknown }).code === 'EADDRINUSE';
}

export interface E2eStack {
  stack: Stack;
  /** Closes the stack and deletes its temporary folder. */
  close(): Promise<void>;
}

/**
 * Builds the console for three free ports and starts the stack on them. `dataDir` (optional) is a PGlite data
 * folder prepared beforehand (e.g. by `npm run seed -- --organizations 10000` with `DATA_DIR`); without it the
 * database is fresh and in memory.
 */
export async function startE2eStack(options: { dataDir?: string } = {}): Promise<E2eStack> {
  const workDir = await mkdtemp(join(tmpdir(), 'pod-console-e2e-'));
  let stack: Stack | undefined;
  try {
    // Another process may take a port between its release and startStack's listen: pick again then.
    for (let attempt = 1; stack === undefined; attempt += 1) {
      const reserved = await Promise.all([reservePort(), reservePort(), reservePort()]);
      const [api, idp, consolePort] = reserved.map((entry) => entry.port) as [number, number, number];
      const consoleDir = join(workDir, `console-${attempt}`);
      try {
        await buildConsole(consoleDir, { api, idp, console: consolePort });
      } finally {
        await Promise.all(reserved.map((entry) => entry.release()));
      }
      try {
        stack = await startStack({
          host: HOST,
          apiPort: api,
          idpPort: idp,
          consolePort,
          consoleDir,
          dataDir: options.dataDir ?? join(workDir, `data-${attempt}`),
          inMemory: options.dataDir === undefined,
        });
      } catch (error) {
        if (!isAddressInUse(error) || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  const running = stack;
  return {
    stack: running,
    close: async () => {
      await running.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const { stack, close } = await startE2eStack();
  publishStackUrls({
    consoleOrigin: stack.consoleOrigin,
    apiBaseUrl: stack.apiBaseUrl,
    issuer: stack.issuer,
    supportEmail: E2E_SUPPORT_EMAIL,
    // startStack runs the local mail catcher unless told otherwise: the journeys read what the product sent.
    mailInboxUrl: stack.mailInbox!.url,
    appSimulatorUrl: stack.appSimulatorUrl!,
  });
  console.log(
    `[e2e] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: console ${stack.consoleOrigin}, ` +
      `API ${stack.apiBaseUrl}, identity provider ${stack.issuer}`,
  );
  return close;
}
