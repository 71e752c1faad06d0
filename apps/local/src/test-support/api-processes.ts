// API processes as a deployment runs them, for tests and the soak: real child processes running `main.ts` (what
// `npm start` runs) on one PostgreSQL database and one data folder, each with its own ports. The identity providers
// of all of them sit behind one small proxy whose URL is the public issuer (PUBLIC_ISSUER_URL) of each: one issuer
// served by several processes, as behind a load balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  Agent,
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { API_PREFIX } from '@pod-console/api';
import {
  authorizeUrl,
  exchangeCode,
  formAction,
  freePort,
  pkcePair,
  TestBrowser,
  type TokenResponse,
} from '@pod-console/api/testing';
import pg from 'pg';

import { whenOrphaned } from './orphan-watchdog';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
/** How long one process may take to compile, migrate and seed on two slow, busy cores. */
export const START_TIMEOUT_MS = 40_000;

export interface ApiProcess {
  /** `http://127.0.0.1:PORT/admin-console/v1` */
  apiBaseUrl: string;
  apiOrigin: string;
  apiPort: number;
  idpPort: number;
  child: ChildProcess;
  /** The child's recent output, for a failure message. */
  output(): string;
}

export interface SpawnOptions {
  /** Extra arguments for node before the entry point (e.g. `--expose-gc`, `--import <file>`). */
  nodeArgs?: string[];
  /** Opens an IPC channel to the child (`child.on('message')`), for a preloaded reporter. */
  ipc?: boolean;
}

/**
 * Every child still running: killed when this process exits, so that a test that times out leaves none behind (and by a
 * watchdog when it is killed).
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function spawnApi(
  env: Record<string, string>,
  apiPort: number,
  idpPort: number,
  options: SpawnOptions = {},
): ApiProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    API_PORT: `${apiPort}`,
    IDP_PORT: `${idpPort}`,
    // Each process's own mail catcher, on free ports (two cannot share the defaults).
    MAIL_SMTP_PORT: '0',
    MAIL_INBOX_PORT: '0',
  };
  // The local payment provider, whatever the developer's shell says.
  delete childEnv.STRIPE_SECRET_KEY;
  const child = spawn(process.execPath, ['--import', 'tsx', ...(options.nodeArgs ?? []), MAIN], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  running.add(child);
  const watchdog = whenOrphaned(`kill -9 ${child.pid}`);
  child.once('exit', () => {
    running.delete(child);
    watchdog.cancel();
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  return {
    apiBaseUrl: `${apiOrigin}${API_PREFIX}`,
    apiOrigin,
    apiPort,
    idpPort,
    child,
    output: () => output,
  };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Waits until `/ready` answers 200; fails at once if the process exits, or after `timeoutMs`. */
export async function whenReady(api: ApiProcess, timeoutMs: number = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const ready = `${api.apiOrigin}/ready`;
  while (Date.now() < deadline) {
    if (exited(api.child)) {
      const how = api.child.exitCode ?? api.child.signalCode;
      throw new Error(`the API process exited (${how}):\n${api.output()}`);
    }
    const status = await fetch(ready, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API process was not ready within ${timeoutMs} ms:\n${api.output()}`);
}

/** SIGTERM (the graceful stop of main.ts), then SIGKILL if it has not exited within 10 s. */
export async function stopApi(api: ApiProcess): Promise<void> {
  const { child } = api;
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

/** SIGKILL: the process dies mid-request, as on a crash or an out-of-memory kill; resolves once it is gone. */
export async function killApi(api: ApiProcess): Promise<void> {
  const { child } = api;
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await gone;
}

export interface Proxy {
  url: string;
  backends: number[];
  /** Sends every request to this backend (an index into `backends`); undefined: round-robin. */
  pinned: number | undefined;
  /** Which backend served each request, by path (kept only while `recording`). */
  served: Array<{ backend: number; path: string }>;
  recording: boolean;
  close(): Promise<void>;
}

/**
 * The load balancer in front of the identity providers: a few lines of node:http. Round-robin, it skips a backend
 * that refuses the connection (a process being restarted), as a balancer's health check would; pinned, it never does.
 */
export async function startProxy(): Promise<Proxy> {
  const agent = new Agent({ keepAlive: false });
  let turn = 0;
  const proxy: Proxy = {
    url: '',
    backends: [],
    pinned: undefined,
    served: [],
    recording: true,
    close: async () => {},
  };
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer, tries: number) => {
    const backend = proxy.pinned ?? turn++ % proxy.backends.length;
    if (proxy.recording)
      proxy.served.push({ backend, path: new URL(req.url ?? '/', 'http://proxy').pathname });
    const upstream = request(
      {
        host: '127.0.0.1',
        port: proxy.backends[backend],
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: nothing reached that backend, so another may take the request whatever its method.
      if (error.code === 'ECONNREFUSED' && proxy.pinned === undefined && tries < proxy.backends.length) {
        forward(req, res, body, tries + 1);
        return;
      }
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    upstream.end(body);
  };
  const server: Server = createServer((req, res) => {
    // The body is read first, so that a refused request can be sent to another backend.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return proxy;
}

export interface ApiProcessesOptions {
  /** PostgreSQL, with the database (and schema, if any) the processes share. */
  databaseUrl: string;
  /** A schema of that database, for a test that shares the machine's database with other suites. */
  schema?: string;
  count: number;
  spawn?: SpawnOptions;
  /** Extra environment of every process. */
  env?: Record<string, string>;
  /** How long a process may take to be ready, at the start and after `restart`. Default START_TIMEOUT_MS. */
  startTimeoutMs?: number;
}

export interface ApiProcesses {
  proxy: Proxy;
  apis: ApiProcess[];
  dataDir: string;
  /** Starts process `index` again on its ports (after it was stopped or killed) and waits until it is ready. */
  restart(index: number): Promise<ApiProcess>;
  close(): Promise<void>;
}

/**
 * Starts `count` API processes one after the other, as a rolling deployment does, with the proxy in front of their
 * identity providers; each is ready when this resolves.
 */
export async function startApiProcesses(options: ApiProcessesOptions): Promise<ApiProcesses> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pod-console-api-processes-'));
  const proxy = await startProxy();
  const apis: ApiProcess[] = [];
  const url = new URL(options.databaseUrl);
  // The schema is in the URL too, so that even a process ignoring DATABASE_SCHEMA writes nowhere else.
  if (options.schema) url.searchParams.set('options', `-c search_path=${options.schema}`);
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    ...(options.schema && { DATABASE_SCHEMA: options.schema }),
    PUBLIC_ISSUER_URL: proxy.url,
    // No console: no process serves one (the console origin stays the default for CORS).
    CONSOLE_DIR: join(dataDir, 'no-console'),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const ports: Array<[number, number]> = [];
  for (let index = 0; index < options.count; index += 1) ports.push([await freePort(), await freePort()]);
  proxy.backends = ports.map(([, idpPort]) => idpPort);
  const close = async () => {
    await Promise.all(apis.map((api) => stopApi(api)));
    await proxy.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (const [apiPort, idpPort] of ports) {
      const api = spawnApi(env, apiPort, idpPort, options.spawn);
      apis.push(api);
      await whenReady(api, options.startTimeoutMs);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    proxy,
    apis,
    dataDir,
    async restart(index) {
      const [apiPort, idpPort] = ports[index]!;
      const api = spawnApi(env, apiPort, idpPort, options.spawn);
      apis[index] = api;
      await whenReady(api, options.startTimeoutMs);
      return api;
    },
    close,
  };
}

/** A fresh sign-in through the proxy with one click on the account's button (round-robin): the tokens. */
export async function signInThroughProxy(proxy: Proxy, accountId: string): Promise<TokenResponse> {
  const browser = new TestBrowser(proxy.url);
  const { verifier, challenge } = pkcePair();
  const page = await browser.open(authorizeUrl(proxy.url, { challenge }));
  const html = await page.response.text();
  const done = await browser.submit(formAction(html, page.url, 'login'), { account_id: accountId });
  const code = done.leftTo?.searchParams.get('code');
  if (!code) throw new Error(`no code: ${done.leftTo?.href ?? done.response.status}`);
  return exchangeCode(proxy.url, code, verifier);
}

/** Runs `task` on a connection of its own to `connectionString`, closed afterwards. */
export async function withPostgres<T>(
  connectionString: string,
  task: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}
