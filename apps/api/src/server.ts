// The server on chosen ports: the identity provider and the API on its database (migrated), with the mail
// sender. `main.ts` runs it in production; the local stack (apps/local) composes it with the offline world through
// the plug-ins below: a payment provider when Stripe is not configured, a step after the migrations, extra pages.
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';

import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';

import { createAccessTokenVerifier, remoteKeys } from './auth/verify-access-token';
import {
  API_AUDIENCE,
  API_PREFIX,
  DEFAULT_API_PORT,
  DEFAULT_CONSOLE_PORT,
  DEFAULT_HOST,
  DEFAULT_IDP_PORT,
  DEFAULT_MAIL_FROM,
  LOCAL_CLIENT_ID,
} from './config';
import { findRepositoryRoot } from './contract/contract';
import { backupControlRoute, newBackupSecret, writeBackupControl } from './db/backup-control';
import { createDatabase, type DatabaseDriver } from './db/database';
import type { Database } from './db/schema';
import { buildApiServer, type ApiPlugin } from './app';
import { isDatabaseUnavailable } from './http/database-faults';
import type { StartupState } from './http/health';
import { limitIdentityProvider } from './http/rate-limit-identity-provider';
import type { RateLimitSettings } from './http/rate-limits';
import { LOG_REDACT_PATHS } from './http/server';
import { createDatabaseAccountStore } from './identity/db-account-store';
import { createDatabaseServiceAccountClients } from './identity/db-service-account-clients';
import { parsePlatformServiceAccounts } from './identity/platform-service-accounts';
import { createIdentityProvider, type PlatformServiceAccount } from './identity/provider';
import { createSqlAdapter } from './identity/sql-adapter';
import { parseSigningKey, type ConfiguredSigningKey } from './license-tokens/license-signer';
import { createIdleSeatRecovery } from './jobs/idle-seat-recovery';
import { createOrganizationLockWatch } from './jobs/organization-locks';
import { webhookEventPruning } from './jobs/webhook-event-pruning';
import { deviceUsagePruning } from './jobs/device-usage-pruning';
import { createPruner } from './jobs/pruning-loop';
import { createMailSender, createSmtpTransport, type MailTransport } from './mail/sender';
import { createWebhookDeliverer } from './webhooks/deliverer';
import type {
  PaymentProvider,
  PaymentProviderFactory,
  PaymentProviderKind,
} from './payments/payment-provider';
import { selectPaymentProvider } from './payments/select-provider';

export interface StartServerOptions {
  /**
   * Default 127.0.0.1: the console and the provider must share the host name, or the hidden-iframe silent renewal
   * fails (docs/decisions/0004-identity-provider-and-token-cache.md).
   */
  host?: string;
  /** Default 4000; 0 picks a free port. */
  apiPort?: number;
  /** Default 4001; 0 picks a free port. */
  idpPort?: number;
  /**
   * The identity provider's public URL, an origin such as `https://id.example.com/` (PUBLIC_ISSUER_URL), when it is
   * not `http://{host}:{idpPort}/`: several API processes behind a load balancer are one issuer, so each must be
   * given the balancer's URL. It is the `iss` of every token, the URL the API fetches the keys from, and the
   * console's auth domain (without the trailing slash).
   */
  issuerUrl?: string;
  /**
   * The API's public origin, e.g. `https://api.example.com` (PUBLIC_API_URL), when it is not
   * `http://{host}:{apiPort}`: the origin consoles, payment redirects and webhooks reach it at.
   */
  publicApiUrl?: string;
  /** The console's origin (CORS, login redirects, mail links). Default `http://{host}:5173`. */
  consoleOrigin?: string;
  /** Data folder: the identity signing key and, unless `databaseUrl` or `inMemory`, the PGlite database. Default `<repo>/.data`. */
  dataDir?: string;
  /** PostgreSQL connection string; omitted means embedded PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); tests give each run its own. Default: the server's own. */
  databaseSchema?: string;
  /**
   * PostgreSQL down at start: the stack serves anyway (/ready answers 503) and retries the connection, the
   * migrations and `afterMigrate` with backoff from `initialMs`, doubling up to `maxMs`. Default 500 ms to 30 s.
   */
  databaseRetry?: { initialMs: number; maxMs: number };
  /** How long close() lets requests in flight finish before it cuts their connections. Default 10 s. */
  shutdownGraceMs?: number;
  /** PGlite in memory instead of `<dataDir>/pglite` (fresh on every start). */
  inMemory?: boolean;
  /**
   * PGlite: start from this migrated database (`pgliteSnapshot()` in db/database.ts), in memory with `inMemory`, or
   * in a data folder that holds no database yet (tests that restart one).
   */
  pgliteSnapshot?: Blob;
  /**
   * Runs after the migrations, each time they succeed, before the server answers ready (the local stack's demo
   * seed).
   */
  afterMigrate?: (db: Kysely<Database>) => Promise<unknown>;
  /** Extra console origins allowed to log in and call the API (e.g. http://127.0.0.1:4173 for `vite preview`). */
  extraConsoleOrigins?: string[];
  /**
   * The rate limits of the API and the identity provider (http/rate-limits.ts, docs/decisions/0018-hardening.md):
   * the defaults, some of them changed, or `false` for none.
   */
  rateLimits?: Partial<RateLimitSettings> | false;
  /**
   * Which proxies' X-Forwarded-For names the client of the identity provider, whose limits count per client address
   * (Fastify's trustProxy, e.g. the load balancer's address). Default: none, the socket's address.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** pino options for the API and the provider; false (default) for silence. */
  logger?: FastifyServerOptions['logger'];
  /** The clock of the API (tests). */
  now?: () => Date;
  /** Where the API's mail goes (docs/decisions/0025-invitation-mail.md). */
  mail?: ServerMailOptions;
  /**
   * Where the payment configuration (STRIPE_SECRET_KEY and the rest) and PLATFORM_SERVICE_ACCOUNTS are read.
   * Default process.env; tests pass their own.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** The payment provider when Stripe is not configured; without one, STRIPE_SECRET_KEY is required. */
  fallbackPayments?: PaymentProviderFactory;
  /** Extra pages on the API's origin (buildApiServer's `plugins`). */
  plugins?: readonly ApiPlugin[];
  /**
   * The platform admin's service accounts (docs/decisions/0028-service-accounts.md). Default: read from
   * PLATFORM_SERVICE_ACCOUNTS (in `env`), `client_id:sha256-of-secret` pairs separated by commas; none when unset.
   */
  platformServiceAccounts?: readonly PlatformServiceAccount[];
  /**
   * The private key that signs licence tokens (docs/decisions/0043-offline-licence-tokens.md). Default: read from
   * LICENSE_SIGNING_KEY (in `env`), a private EC P-256 JWK as JSON; unset, the API makes its own in the database.
   */
  licenseSigningKey?: ConfiguredSigningKey;
  /** How often this process looks for idle seats to release (docs/decisions/0044-idle-seat-recovery.md). Default 10 minutes. */
  idleSeatCheckIntervalMs?: number;
  /**
   * How long after a webhook delivery's first failure it is tried again (docs/decisions/0045-webhooks.md); each next
   * delay is three times longer. Default the domain's 30 s; the journeys' stack waits a second.
   */
  webhookFirstRetryMs?: number;
  /**
   * How often this process looks for organizations whose grace period has run out, to announce their lock
   * (docs/decisions/0049-organization-locked-event.md). Default 1 minute.
   */
  organizationLockCheckIntervalMs?: number;
}

export interface ServerMailOptions {
  /** The SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587); without it mail is queued, not sent. */
  smtpUrl?: string;
  /** The From of every mail (MAIL_FROM). Default `Pod Console <no-reply@pod-console.local>`. */
  from?: string;
  /** How often the outbox is looked at. Default 5 s. */
  pollIntervalMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4000, or `publicApiUrl` */
  apiOrigin: string;
  /** e.g. http://127.0.0.1:4000/admin-console/v1 (VITE_API_BASE_URL) */
  apiBaseUrl: string;
  /** e.g. http://127.0.0.1:4001/, or `issuerUrl` (with the trailing slash; VITE_AUTH_DOMAIN is the same without it) */
  issuer: string;
  /** e.g. http://127.0.0.1:5173 */
  consoleOrigin: string;
  clientId: string;
  audience: string;
  dataDir: string;
  databaseDriver: DatabaseDriver;
  db: Kysely<Database>;
  /** Which payment provider the API speaks to: `stripe` when STRIPE_SECRET_KEY is set, else the fallback's. */
  paymentProvider: PaymentProviderKind;
  payments: PaymentProvider;
  /** Whether the database is migrated (and `afterMigrate` ran); false while a PostgreSQL down at start is awaited. */
  isReady(): boolean;
  /** Resolves once the database is migrated (and `afterMigrate` ran; at once unless it was down at start). */
  whenReady(): Promise<void>;
  /**
   * Stops gracefully: /ready answers 503, the ports stop accepting connections, requests in flight finish (up to
   * `shutdownGraceMs`), then the identity provider, the API and the database pool close.
   */
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Listener {
  server: Server;
  port: number;
  setHandler(handler: Handler): void;
  /** Stops accepting, lets the requests in flight finish for up to `graceMs`, then closes every connection. */
  drain(graceMs: number): Promise<void>;
}

/** A server listening before its handler exists, so every port is known before the URLs are built. */
export async function listen(port: number, host: string): Promise<Listener> {
  let handler: Handler = (_req, res) => {
    res.writeHead(503, { 'retry-after': '1' }).end();
  };
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | undefined;
  const server = createServer((req, res) => {
    inFlight.add(res);
    // While draining, an answer closes its connection, so a keep-alive client opens no new request on it.
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) idle?.();
    });
    handler(req, res);
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    setHandler(next) {
      handler = next;
    },
    async drain(graceMs) {
      draining = true;
      const closed = new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      server.closeIdleConnections();
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolvePromise) => {
            idle = resolvePromise;
          }),
          new Promise<void>((resolvePromise) => {
            timer = setTimeout(resolvePromise, graceMs);
          }),
        ]);
        clearTimeout(timer);
      }
      server.closeAllConnections();
      await closed;
    },
  };
}

export function defaultDataDir(): string {
  return join(findRepositoryRoot(), '.data');
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  const dataDir = resolve(options.dataDir ?? defaultDataDir());
  await mkdir(dataDir, { recursive: true });

  const listeners: Listener[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  let phase: ReturnType<StartupState['phase']> = 'starting';
  const startup: StartupState = { phase: () => phase };
  const stopped = new AbortController();
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      phase = 'stopping';
      stopped.abort();
      await Promise.all(listeners.map((listener) => listener.drain(options.shutdownGraceMs ?? 10_000)));
      for (const cleanup of cleanups.reverse()) await cleanup();
    })();
    return closing;
  };

  try {
    const idp = await listen(options.idpPort ?? DEFAULT_IDP_PORT, host);
    listeners.push(idp);
    const api = await listen(options.apiPort ?? DEFAULT_API_PORT, host);
    listeners.push(api);

    const issuer = options.issuerUrl ? withTrailingSlash(options.issuerUrl) : `http://${host}:${idp.port}/`;
    const apiOrigin = options.publicApiUrl
      ? originOf('publicApiUrl', options.publicApiUrl)
      : `http://${host}:${api.port}`;
    const consoleOrigin = options.consoleOrigin ?? `http://${host}:${DEFAULT_CONSOLE_PORT}`;
    const consoleOrigins = [consoleOrigin, ...(options.extraConsoleOrigins ?? [])];
    const env = options.env ?? process.env;
    // Read before anything starts, so a mistyped entry stops the start with a message naming it.
    const platformServiceAccounts =
      options.platformServiceAccounts ?? parsePlatformServiceAccounts(env.PLATFORM_SERVICE_ACCOUNTS);
    const licenseSigningKey =
      options.licenseSigningKey ??
      (env.LICENSE_SIGNING_KEY ? await parseSigningKey(env.LICENSE_SIGNING_KEY) : undefined);
    const mailOptions = options.mail ?? {};
    const mailTransport: MailTransport | null = mailOptions.smtpUrl
      ? createSmtpTransport(mailOptions.smtpUrl, mailOptions.from ?? DEFAULT_MAIL_FROM)
      : null;

    // A PGlite folder is backed up through this process, which alone may open it (db/backup-control.ts).
    const backupSecret = !options.databaseUrl && !options.inMemory ? newBackupSecret() : null;
    // The API's logger once it exists; a connection lost before that is still reported.
    const apiLog: { current?: FastifyBaseLogger } = {};
    const database = await createDatabase({
      ...(options.databaseUrl
        ? {
            databaseUrl: options.databaseUrl,
            ...(options.databaseSchema && { schema: options.databaseSchema }),
          }
        : {
            ...(options.pgliteSnapshot && { pgliteSnapshot: options.pgliteSnapshot }),
            ...(!options.inMemory && { dataDir: join(dataDir, 'pglite') }),
          }),
      log: (details, message) =>
        apiLog.current ? apiLog.current.warn(details, message) : console.warn(message, details.err.message),
    });
    cleanups.push(() => database.close());
    const afterMigrate = () => options.afterMigrate?.(database.db) ?? Promise.resolve();
    // PostgreSQL down at start: serve anyway, unready, and keep trying (below). PGlite runs in this process, and
    // any other failure (a migration that does not apply) stops the start as before.
    let waitForDatabase = false;
    try {
      await database.prepare();
    } catch (error) {
      if (database.driver !== 'postgres' || !isDatabaseUnavailable(error)) throw error;
      waitForDatabase = true;
    }
    // Before afterMigrate: a half-configured Stripe stops the start here, with a message naming what is missing.
    const payments = await selectPaymentProvider({
      db: database.db,
      publicUrl: apiOrigin,
      webhookUrl: `${apiOrigin}${API_PREFIX}/webhooks/payments`,
      dataDir,
      ...(options.env && { env: options.env }),
      ...(options.now && { now: options.now }),
      ...(options.fallbackPayments && { fallback: options.fallbackPayments }),
    });
    if (!waitForDatabase) await afterMigrate();

    const app = await buildApiServer({
      db: database.db,
      organizationChanges: database.organizationChanges,
      verifyAccessToken: createAccessTokenVerifier({
        issuer,
        audience: API_AUDIENCE,
        keys: remoteKeys(issuer),
      }),
      publicUrl: apiOrigin,
      corsOrigins: consoleOrigins,
      consoleOrigin,
      payments: payments.provider,
      ...(licenseSigningKey && { licenseSigningKey }),
      logger:
        options.logger === undefined || options.logger === false ? false : withRedaction(options.logger),
      ...(options.now && { now: options.now }),
      ...(options.rateLimits !== undefined && { rateLimits: options.rateLimits }),
      platformServiceAccounts: new Set(platformServiceAccounts.map((account) => account.clientId)),
      plugins: [...(options.plugins ?? []), ...(backupSecret ? [backupControlRoute(backupSecret)] : [])],
      startup,
    });
    await app.ready();
    apiLog.current = app.log;
    cleanups.push(() => app.close());
    api.setHandler((req, res) => app.routing(req, res));
    if (backupSecret) {
      const forget = await writeBackupControl(dataDir, {
        url: `http://${host}:${api.port}`,
        secret: backupSecret,
        pid: process.pid,
      });
      cleanups.push(forget);
    }

    // Sessions, grants, codes and refresh tokens in the database: a restart signs nobody out and every process on
    // the database shares every sign-in. Closed before the database (cleanups run in reverse). The provider serves
    // before /ready answers 200, since a load balancer sends sign-ins from then on.
    const identityState = createSqlAdapter(database.db, {
      log: (details, message) => app.log.warn(details, message),
    });
    cleanups.push(() => identityState.close());
    const identity = await createIdentityProvider({
      issuer,
      clientId: LOCAL_CLIENT_ID,
      audience: API_AUDIENCE,
      // The Auth0 SPA client's default redirect is the site origin (spec §1); both spellings are registered.
      redirectUris: consoleOrigins.flatMap((origin) => [origin, `${origin}/`]),
      postLogoutRedirectUris: consoleOrigins.flatMap((origin) => [origin, `${origin}/`]),
      corsOrigins: consoleOrigins,
      dataDir,
      accounts: createDatabaseAccountStore(database.db),
      adapter: identityState.factory,
      serviceAccounts: createDatabaseServiceAccountClients(database.db, options.now),
      platformServiceAccounts,
      logger: app.log.child({ component: 'identity' }),
    });
    // The token endpoint and the sign-in posts are counted per client address, in the same table as the API's limits.
    const limitedIdentity = await limitIdentityProvider(identity.handler, {
      db: database.db,
      corsOrigins: consoleOrigins,
      ...(options.rateLimits !== undefined && { settings: options.rateLimits }),
      ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
      log: (details, message) => app.log.warn(details, message),
    });
    cleanups.push(() => limitedIdentity.close());
    idp.setHandler(limitedIdentity.handler);

    // Ready (when the database is) only now that every port serves.
    let ready: Promise<void>;
    if (waitForDatabase) {
      app.log.warn('the database does not answer: serving unready (GET /ready answers 503) and retrying');
      ready = prepareInBackground(
        async () => {
          await database.prepare();
          await afterMigrate();
        },
        {
          ...(options.databaseRetry ?? { initialMs: 500, maxMs: 30_000 }),
          signal: stopped.signal,
          log: app.log,
        },
      ).then(() => {
        if (phase === 'starting') phase = 'ready';
      });
    } else {
      phase = 'ready';
      ready = Promise.resolve();
    }

    // Mail goes out once the outbox table exists; stopped (its send in flight finished) before the API closes.
    const mailSender = createMailSender({
      db: database.db,
      transport: mailTransport,
      logger: app.log.child({ component: 'mail' }),
      consoleOrigin,
      ...(options.now && { clock: options.now }),
      ...(mailOptions.pollIntervalMs && { pollIntervalMs: mailOptions.pollIntervalMs }),
    });
    cleanups.push(() => mailSender.stop());
    // Idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md): every process looks; one releases per period.
    const idleSeats = createIdleSeatRecovery({
      db: database.db,
      consoleOrigin,
      logger: app.log.child({ component: 'idle-seats' }),
      ...(options.now && { clock: options.now }),
      ...(options.idleSeatCheckIntervalMs && { intervalMs: options.idleSeatCheckIntervalMs }),
    });
    cleanups.push(() => idleSeats.stop());
    // The organization.locked event (docs/decisions/0049-organization-locked-event.md): every process looks; each
    // lock is announced once.
    const organizationLocks = createOrganizationLockWatch({
      db: database.db,
      logger: app.log.child({ component: 'organization-locks' }),
      ...(options.now && { clock: options.now }),
      ...(options.organizationLockCheckIntervalMs && { intervalMs: options.organizationLockCheckIntervalMs }),
    });
    cleanups.push(() => organizationLocks.stop());
    // Webhooks (docs/decisions/0045-webhooks.md): every process delivers; each endpoint is held by one at a time.
    const webhooks = createWebhookDeliverer({
      db: database.db,
      consoleOrigin,
      logger: app.log.child({ component: 'webhooks' }),
      ...(options.now && { clock: options.now }),
      ...(options.webhookFirstRetryMs && { firstRetryMs: options.webhookFirstRetryMs }),
    });
    cleanups.push(() => webhooks.stop());
    // Events past their retry window and retention go, with their deliveries (docs/decisions/0050-webhook-event-pruning.md).
    const webhookEventPruner = createPruner(webhookEventPruning(database.db), {
      logger: app.log.child({ component: 'webhook-pruning' }),
      ...(options.now && { clock: options.now }),
    });
    cleanups.push(() => webhookEventPruner.stop());
    // Usage days before the 90-day window go: nothing reads them (docs/decisions/0057-usage-days-pruned.md).
    const deviceUsagePruner = createPruner(deviceUsagePruning(database.db), {
      logger: app.log.child({ component: 'usage-pruning' }),
      ...(options.now && { clock: options.now }),
    });
    cleanups.push(() => deviceUsagePruner.stop());
    void ready.then(() => {
      if (phase === 'ready') {
        mailSender.start();
        idleSeats.start();
        organizationLocks.start();
        webhooks.start();
        webhookEventPruner.start();
        deviceUsagePruner.start();
      }
    });

    return {
      apiOrigin,
      apiBaseUrl: `${apiOrigin}${API_PREFIX}`,
      issuer,
      consoleOrigin,
      clientId: LOCAL_CLIENT_ID,
      audience: API_AUDIENCE,
      dataDir,
      databaseDriver: database.driver,
      db: database.db,
      paymentProvider: payments.kind,
      payments: payments.provider,
      isReady: () => phase === 'ready',
      whenReady: () => ready,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Runs `task` until it succeeds, waiting between attempts from `initialMs`, doubling up to `maxMs`, so a database
 * that comes back is used within `maxMs` and one that stays down is not hammered. Stops (resolves) on `signal`.
 */
async function prepareInBackground(
  task: () => Promise<void>,
  options: { initialMs: number; maxMs: number; signal: AbortSignal; log: FastifyBaseLogger },
): Promise<void> {
  let delay = options.initialMs;
  for (let attempt = 1; !options.signal.aborted; attempt += 1) {
    try {
      await task();
      options.log.info({ attempt }, 'the database answers: migrated, ready');
      return;
    } catch (error) {
      if (options.signal.aborted) return;
      options.log.warn({ err: error, attempt, retryInMs: delay }, 'the database is not ready yet');
    }
    await new Promise<void>((resolvePromise) => {
      const timer = setTimeout(done, delay);
      function done() {
        clearTimeout(timer);
        options.signal.removeEventListener('abort', done);
        resolvePromise();
      }
      options.signal.addEventListener('abort', done);
    });
    delay = Math.min(delay * 2, options.maxMs);
  }
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function originOf(name: string, url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || parsed.origin === 'null' || `${parsed.origin}/` !== withTrailingSlash(url)) {
    throw new TypeError(`${name} must be an origin such as https://api.example.com (got ${url})`);
  }
  return parsed.origin;
}

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return { level: 'info', redact: LOG_REDACT_PATHS };
  if (typeof logger === 'object' && logger !== null && !('redact' in logger))
    return { ...logger, redact: LOG_REDACT_PATHS };
  return logger;
}
