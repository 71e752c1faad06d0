// Starts the whole product for the journeys on free ports: the console as `turbo run build` built it (the one build
// `npm start` serves; its configuration is inlined at serve time), the API, the identity provider and the console
// server on a fresh in-memory database. Returns the teardown.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startStack, type Stack } from '@pod-console/local';

import { publishStackUrls, type StackUrls } from './stack-env';

const HOST = '127.0.0.1';
const CONSOLE_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/console/dist');
/** Shown in the §8 support texts; a value of our own proves the console took the server's configuration. */
export const E2E_SUPPORT_EMAIL = 'help@e2e.pod-console.test';
const E2E_APP_SCHEME = 'podcreator-e2e';
/**
 * A failed webhook delivery is tried again after this long (WEBHOOK_FIRST_RETRY_MS; 30 s in production), so the
 * webhooks journey watches a retry land in a second or two.
 */
const E2E_WEBHOOK_FIRST_RETRY_MS = 1_000;

export interface E2eStack {
  stack: Stack;
  /** What the journeys and the benchmarks open. */
  urls: StackUrls;
  /** Closes the stack and deletes its temporary folder. */
  close(): Promise<void>;
}

/**
 * Starts the stack on free ports (the operating system picks them at listen, so nothing can take one meanwhile)
 * with the built console. `dataDir` (optional) is a PGlite data folder prepared beforehand (e.g. by
 * `npm run seed -- --organizations 10000` with `DATA_DIR`); without it the database is fresh and in memory.
 * `databaseUrl` (optional) puts the data in PostgreSQL instead (a benchmark's database, seeded beforehand).
 */
export async function startE2eStack(
  options: { dataDir?: string; databaseUrl?: string } = {},
): Promise<E2eStack> {
  const workDir = await mkdtemp(join(tmpdir(), 'pod-console-e2e-'));
  let stack: Stack;
  try {
    stack = await startStack({
      host: HOST,
      apiPort: 0,
      idpPort: 0,
      consolePort: 0,
      consoleDir: CONSOLE_DIST,
      dataDir: options.dataDir ?? join(workDir, 'data'),
      inMemory: options.dataDir === undefined,
      ...(options.databaseUrl && { databaseUrl: options.databaseUrl }),
      env: { ...process.env, CONSOLE_SUPPORT_EMAIL: E2E_SUPPORT_EMAIL, CONSOLE_APP_SCHEME: E2E_APP_SCHEME },
      webhookFirstRetryMs: E2E_WEBHOOK_FIRST_RETRY_MS,
    });
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  const running = stack;
  return {
    stack: running,
    urls: {
      consoleOrigin: stack.consoleOrigin,
      apiBaseUrl: stack.apiBaseUrl,
      issuer: stack.issuer,
      supportEmail: E2E_SUPPORT_EMAIL,
      // startStack runs the local mail catcher and the app simulator unless told otherwise.
      mailInboxUrl: stack.mailInbox?.url ?? '',
      appSimulatorUrl: stack.appSimulatorUrl ?? '',
      webhookInboxUrl: stack.webhookInboxUrl,
    },
    close: async () => {
      await running.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const { stack, urls, close } = await startE2eStack();
  publishStackUrls(urls);
  console.log(
    `[e2e] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: console ${stack.consoleOrigin}, ` +
      `API ${stack.apiBaseUrl}, identity provider ${stack.issuer}`,
  );
  return close;
}
