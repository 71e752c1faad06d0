// `npm start` (through scripts/start.mjs): the whole product on 127.0.0.1, migrated and seeded, with the offline
// world (stack.ts). Ctrl-C (SIGINT) or SIGTERM stops it gracefully: requests in flight finish (up to 10 s), then the
// database pool closes; a second signal exits at once.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
  DEFAULT_API_PORT,
  DEFAULT_CONSOLE_PORT,
  DEFAULT_IDP_PORT,
  findRepositoryRoot,
  millisecondsFromEnv,
  portFromEnv,
  stopOnSignals,
  trustProxyFromEnv,
} from '@pod-console/api';

import { DEFAULT_MAIL_INBOX_PORT, DEFAULT_MAIL_SMTP_PORT } from './config';
import { startStack } from './stack';

const port = (name: string, fallback: number) => portFromEnv(name, fallback);

async function main(): Promise<void> {
  const root = findRepositoryRoot();
  const builtConsole = process.env.CONSOLE_DIR ?? join(root, 'apps/console/dist');
  const consoleDir = existsSync(join(builtConsole, 'index.html')) ? builtConsole : undefined;
  const idleSeatCheckIntervalMs = millisecondsFromEnv('IDLE_SEAT_CHECK_INTERVAL_MS');
  const webhookFirstRetryMs = millisecondsFromEnv('WEBHOOK_FIRST_RETRY_MS');
  const organizationLockCheckIntervalMs = millisecondsFromEnv('ORGANIZATION_LOCK_CHECK_INTERVAL_MS');

  const stack = await startStack({
    apiPort: port('API_PORT', DEFAULT_API_PORT),
    idpPort: port('IDP_PORT', DEFAULT_IDP_PORT),
    consolePort: port('CONSOLE_PORT', DEFAULT_CONSOLE_PORT),
    ...(consoleDir && { consoleDir }),
    dataDir: process.env.DATA_DIR ?? join(root, '.data'),
    ...(process.env.DATABASE_URL && { databaseUrl: process.env.DATABASE_URL }),
    ...(process.env.DATABASE_SCHEMA && { databaseSchema: process.env.DATABASE_SCHEMA }),
    // Several processes behind a load balancer: each is given the balancer's URLs (README "Local defaults").
    ...(process.env.PUBLIC_ISSUER_URL && { issuerUrl: process.env.PUBLIC_ISSUER_URL }),
    ...(process.env.PUBLIC_API_URL && { publicApiUrl: process.env.PUBLIC_API_URL }),
    ...(process.env.TRUST_PROXY && { trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY) }),
    ...(idleSeatCheckIntervalMs && { idleSeatCheckIntervalMs }),
    ...(webhookFirstRetryMs && { webhookFirstRetryMs }),
    ...(organizationLockCheckIntervalMs && { organizationLockCheckIntervalMs }),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    // Trial ends, renewals and the grace period of the local payment provider happen in real time.
    paymentClockTickMs: 60_000,
    // SMTP_URL names a real server; without it a local mail catcher reads every mail, except in production, where
    // mail is then queued and not sent (docs/decisions/0025-invitation-mail.md).
    mail: {
      ...(process.env.SMTP_URL && { smtpUrl: process.env.SMTP_URL }),
      ...(process.env.MAIL_FROM && { from: process.env.MAIL_FROM }),
      inbox:
        process.env.NODE_ENV === 'production'
          ? false
          : {
              smtpPort: port('MAIL_SMTP_PORT', DEFAULT_MAIL_SMTP_PORT),
              httpPort: port('MAIL_INBOX_PORT', DEFAULT_MAIL_INBOX_PORT),
            },
    },
  });

  const lines = [
    '',
    'Pod Console is running (Ctrl-C stops it):',
    `  Console            ${stack.consoleServed ? stack.consoleOrigin : `${stack.consoleOrigin} (not built yet: build apps/console, then npm start)`}`,
    `  API                ${stack.apiBaseUrl}`,
    `  Identity provider  ${stack.issuer}  (client id ${stack.clientId}, audience ${stack.audience})`,
    `  Database           ${stack.databaseDriver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(stack.dataDir, 'pglite')}`}${stack.isReady() ? '' : ' — not answering yet: retrying, /ready answers 503 until it does'}`,
    `  Health             ${stack.apiOrigin}/health  ${stack.apiOrigin}/ready`,
    `  Payments           ${stack.testClockUrl ? `local provider (test clock at ${stack.testClockUrl})` : 'Stripe (STRIPE_SECRET_KEY)'}`,
    `  Mail inbox         ${stack.mailInbox ? `${stack.mailInbox.url}  (local mail catcher, SMTP on port ${stack.mailInbox.smtpPort})` : process.env.SMTP_URL ? 'none: mail goes to SMTP_URL' : 'none: mail is queued and not sent (set SMTP_URL)'}`,
    `  Webhook inbox      ${stack.webhookInboxUrl}  (the demo organizations' webhooks, signatures checked)`,
    `  API reference      ${stack.apiReferenceUrl}`,
    `  App simulator      ${stack.appSimulatorUrl ? `${stack.appSimulatorUrl}  (plays the Pod Creator app: open a claim link there)` : 'off (APP_SIMULATOR=off)'}`,
    '',
    'Demo accounts (one click each on the login page):',
    ...stack.demoAccounts.map((account) => `  ${account.email.padEnd(20)} ${account.description}`),
    '',
  ];
  console.log(lines.join('\n'));

  if (!stack.isReady())
    void stack.whenReady().then(() => {
      if (stack.isReady()) console.log('The database answers: migrated and seeded, /ready answers 200.');
    });

  stopOnSignals('Pod Console', () => stack.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
