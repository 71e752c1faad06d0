// The whole product on a developer's machine: the API's server (identity provider and API) composed with the
// offline world — the local payment provider and its pages, the app simulator, the mail catcher, the demo seed —
// and, when built, the console. `main.ts` runs it for `npm start`; end-to-end tests call `startStack` with their
// own ports and a fresh data folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
  API_AUDIENCE,
  API_PREFIX,
  DEFAULT_CONSOLE_PORT,
  DEFAULT_HOST,
  LOCAL_CLIENT_ID,
  listen,
  startServer,
  type Listener,
  type RunningServer,
  type StartServerOptions,
} from '@pod-console/api';
export { defaultDataDir } from '@pod-console/api';

import { createConsoleHandler } from './console-server';
import { startLocalInbox, type LocalInbox } from './mail/local-inbox';
import { API_REFERENCE_PATH, apiReferencePages } from './pages/api-reference';
import { APP_SIMULATOR_PATH, appSimulatorPages } from './pages/app-simulator';
import { localPaymentPages } from './pages/payment-pages';
import { TEST_CLOCK_PATH } from './payments/page-views';
import { localPaymentProvider } from './payments/provider-factory';
import { DEMO_ACCOUNTS, type DemoAccount } from './seed/demo-data';
import { seedDemoData } from './seed/seed';
import { pointDemoWebhooksAt } from './webhooks/demo-webhooks';
import { createWebhookInbox, WEBHOOK_INBOX_PATH, webhookInboxReceiveUrl } from './webhooks/webhook-inbox';

export interface StartStackOptions extends Omit<
  StartServerOptions,
  'consoleOrigin' | 'mail' | 'afterMigrate' | 'fallbackPayments' | 'plugins'
> {
  /**
   * Default 5173. The console's origin (CORS, login redirects) is built from it even when this process does not
   * serve the console (e.g. a Vite dev server on that port). 0 picks a free port, only with `consoleDir`.
   */
  consolePort?: number;
  /** Serve the built console from this folder (it must hold index.html). Omitted: no console is served. */
  consoleDir?: string;
  /** Seed the demo data (idempotent). Default true. */
  seed?: boolean;
  /** How often the local payment provider runs its clock (`npm start`: every minute); absent: never by itself. */
  paymentClockTickMs?: number;
  /** Where the API's mail goes (docs/decisions/0025-invitation-mail.md). Default: a local mail catcher on free ports. */
  mail?: StackMailOptions;
  /**
   * Where the payment configuration is read (STRIPE_SECRET_KEY and the rest, LOCAL_PAYMENTS_WEBHOOK_SECRET) and
   * the console's optional CONSOLE_SUPPORT_EMAIL and CONSOLE_APP_SCHEME, APP_SIMULATOR and
   * PLATFORM_SERVICE_ACCOUNTS. Default process.env; tests pass their own.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * Serve the Pod Creator app simulator at `/app-simulator` on the API's origin, which opens the console's claim
   * links as the mobile app would. Default: on, unless APP_SIMULATOR (in `env`) is `off`.
   */
  appSimulator?: boolean;
}

export interface StackMailOptions {
  /** A real SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587): then no mail catcher runs. */
  smtpUrl?: string;
  /** The From of every mail (MAIL_FROM). Default `Pod Console <no-reply@pod-console.local>`. */
  from?: string;
  /**
   * Without `smtpUrl`: the local mail catcher's ports (0, the default, picks free ones), or false for none, and then
   * mail is queued and not sent (logged once).
   */
  inbox?: { smtpPort?: number; httpPort?: number } | false;
  /** How often the outbox is looked at. Default 5 s. */
  pollIntervalMs?: number;
}

export interface Stack extends Omit<RunningServer, 'payments'> {
  /** Whether this stack serves the console. */
  consoleServed: boolean;
  /** The local provider's test clock page, e.g. http://127.0.0.1:4000/payments/test-clock; null with Stripe. */
  testClockUrl: string | null;
  /**
   * The local mail catcher every mail goes to: its web inbox (e.g. http://127.0.0.1:4002, JSON at `/api/messages`)
   * and its SMTP port. Null when mail goes to a real server (`smtpUrl`) or nowhere (`inbox: false`).
   */
  mailInbox: { url: string; smtpPort: number } | null;
  /** The Pod Creator app simulator, e.g. http://127.0.0.1:4000/app-simulator; null when it is turned off. */
  appSimulatorUrl: string | null;
  /**
   * The local webhook inbox's page, e.g. http://127.0.0.1:4000/webhook-inbox (JSON at `/webhook-inbox/events`):
   * the demo organizations' endpoints point at it (docs/decisions/0046-webhook-inbox-and-api-reference.md).
   */
  webhookInboxUrl: string;
  /** The API reference, e.g. http://127.0.0.1:4000/reference. */
  apiReferenceUrl: string;
  demoAccounts: readonly DemoAccount[];
}

export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const {
    consolePort,
    consoleDir,
    seed,
    paymentClockTickMs,
    mail = {},
    appSimulator,
    ...serverOptions
  } = options;
  const host = options.host ?? DEFAULT_HOST;
  const env = options.env ?? process.env;
  if (consoleDir && !existsSync(join(consoleDir, 'index.html'))) {
    throw new Error(`${consoleDir} holds no index.html: build the console first`);
  }
  const withSimulator = appSimulator ?? appSimulatorFromEnv(env.APP_SIMULATOR);

  let consoleListener: Listener | null = null;
  let inbox: LocalInbox | null = null;
  let server: RunningServer | undefined;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await Promise.all([server?.close(), consoleListener?.drain(options.shutdownGraceMs ?? 10_000)]);
      await inbox?.close();
    })();
    return closing;
  };

  try {
    consoleListener = consoleDir ? await listen(consolePort ?? DEFAULT_CONSOLE_PORT, host) : null;
    // Without a real SMTP server, mail is caught here, so every mail the product sends can be read offline.
    if (!mail.smtpUrl && mail.inbox !== false) {
      inbox = await startLocalInbox({
        host,
        smtpPort: mail.inbox?.smtpPort ?? 0,
        httpPort: mail.inbox?.httpPort ?? 0,
      });
    }
    const smtpUrl = mail.smtpUrl ?? (inbox ? `smtp://${host}:${inbox.smtpPort}` : undefined);
    const consoleOrigin = `http://${host}:${consoleListener?.port ?? consolePort ?? DEFAULT_CONSOLE_PORT}`;

    const webhookInbox = createWebhookInbox();
    server = await startServer({
      ...serverOptions,
      consoleOrigin,
      mail: {
        ...(smtpUrl && { smtpUrl }),
        ...(mail.from && { from: mail.from }),
        ...(mail.pollIntervalMs && { pollIntervalMs: mail.pollIntervalMs }),
      },
      fallbackPayments: localPaymentProvider,
      ...(seed !== false && { afterMigrate: (db) => seedDemoData(db, options.now?.() ?? new Date()) }),
      plugins: [
        localPaymentPages({ ...(paymentClockTickMs && { clockTickMs: paymentClockTickMs }) }),
        ...(withSimulator ? [appSimulatorPages] : []),
        webhookInbox.plugin,
        apiReferencePages(),
      ],
    });
    const { apiOrigin, issuer } = server;
    const started = server;
    // The demo organizations hear their events at this run's inbox, once the database is migrated and seeded.
    if (seed !== false) {
      void started
        .whenReady()
        .then(() =>
          started.isReady()
            ? pointDemoWebhooksAt(
                started.db,
                webhookInboxReceiveUrl(apiOrigin),
                options.now?.() ?? new Date(),
              )
            : undefined,
        )
        .catch(() => undefined);
    }
    const appSimulatorUrl = withSimulator ? `${apiOrigin}${APP_SIMULATOR_PATH}` : null;

    if (consoleListener && consoleDir) {
      // The console reads these at start (README "Console configuration"), so one build runs on any ports.
      const serveConsole = createConsoleHandler({
        directory: consoleDir,
        config: {
          apiBaseUrl: `${apiOrigin}${API_PREFIX}`,
          authDomain: issuer.replace(/\/$/, ''),
          authClientId: LOCAL_CLIENT_ID,
          authAudience: API_AUDIENCE,
          ...(env.CONSOLE_SUPPORT_EMAIL && { supportEmail: env.CONSOLE_SUPPORT_EMAIL }),
          ...(env.CONSOLE_APP_SCHEME && { appScheme: env.CONSOLE_APP_SCHEME }),
          // Its claim links then offer "Open in app simulator" (a plain link to a new tab).
          ...(appSimulatorUrl && { appSimulatorUrl }),
        },
      });
      consoleListener.setHandler((req, res) => void serveConsole(req, res));
    }

    const { payments: _payments, ...running } = server;
    return {
      ...running,
      consoleServed: consoleListener != null,
      testClockUrl: server.paymentProvider === 'local' ? `${apiOrigin}${TEST_CLOCK_PATH}` : null,
      mailInbox: inbox ? { url: inbox.url, smtpPort: inbox.smtpPort } : null,
      appSimulatorUrl,
      webhookInboxUrl: `${apiOrigin}${WEBHOOK_INBOX_PATH}`,
      apiReferenceUrl: `${apiOrigin}${API_REFERENCE_PATH}`,
      demoAccounts: DEMO_ACCOUNTS,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * APP_SIMULATOR: unset, `on`, `true` or `1` serve the app simulator; `off`, `false` or `0` do not; anything else
 * stops the start, rather than a typo leaving it on.
 */
function appSimulatorFromEnv(value: string | undefined): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  if (['', 'on', 'true', '1'].includes(setting)) return true;
  if (['off', 'false', '0'].includes(setting)) return false;
  throw new TypeError(`APP_SIMULATOR must be on or off (got ${value})`);
}
