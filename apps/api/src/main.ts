// The production start (README "Production start"): the identity provider and the API on their database, with
// Stripe (STRIPE_SECRET_KEY and the rest, required) and SMTP (SMTP_URL; without it mail is queued, not sent).
// Nothing of the offline world: `npm start` runs apps/local instead. SIGINT or SIGTERM stops it gracefully:
// requests in flight finish (up to 10 s), then the database pool closes; a second signal exits at once.
import { join } from 'node:path';

import { DEFAULT_API_PORT, DEFAULT_CONSOLE_PORT, DEFAULT_HOST, DEFAULT_IDP_PORT } from './config';
import { findRepositoryRoot } from './contract/contract';
import { millisecondsFromEnv, portFromEnv, trustProxyFromEnv } from './env';
import { startServer } from './server';
import { stopOnSignals } from './stop-on-signals';

async function main(): Promise<void> {
  const env = process.env;
  const host = env.HOST || DEFAULT_HOST;
  const idleSeatCheckIntervalMs = millisecondsFromEnv('IDLE_SEAT_CHECK_INTERVAL_MS');
  const webhookFirstRetryMs = millisecondsFromEnv('WEBHOOK_FIRST_RETRY_MS');
  const organizationLockCheckIntervalMs = millisecondsFromEnv('ORGANIZATION_LOCK_CHECK_INTERVAL_MS');
  const server = await startServer({
    host,
    apiPort: portFromEnv('API_PORT', DEFAULT_API_PORT),
    idpPort: portFromEnv('IDP_PORT', DEFAULT_IDP_PORT),
    // Where the console is served (a static host); CORS, sign-in redirects and mail links lead there.
    consoleOrigin:
      env.PUBLIC_CONSOLE_URL || `http://${host}:${portFromEnv('CONSOLE_PORT', DEFAULT_CONSOLE_PORT)}`,
    dataDir: env.DATA_DIR ?? join(findRepositoryRoot(), '.data'),
    ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
    ...(env.DATABASE_SCHEMA && { databaseSchema: env.DATABASE_SCHEMA }),
    ...(env.PUBLIC_ISSUER_URL && { issuerUrl: env.PUBLIC_ISSUER_URL }),
    ...(env.PUBLIC_API_URL && { publicApiUrl: env.PUBLIC_API_URL }),
    ...(env.TRUST_PROXY && { trustProxy: trustProxyFromEnv(env.TRUST_PROXY) }),
    ...(idleSeatCheckIntervalMs && { idleSeatCheckIntervalMs }),
    ...(webhookFirstRetryMs && { webhookFirstRetryMs }),
    ...(organizationLockCheckIntervalMs && { organizationLockCheckIntervalMs }),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    mail: {
      ...(env.SMTP_URL && { smtpUrl: env.SMTP_URL }),
      ...(env.MAIL_FROM && { from: env.MAIL_FROM }),
    },
  });

  console.log(
    [
      '',
      'Pod Console API is running (Ctrl-C stops it):',
      `  API                ${server.apiBaseUrl}`,
      `  Identity provider  ${server.issuer}  (client id ${server.clientId}, audience ${server.audience})`,
      `  Console origin     ${server.consoleOrigin}`,
      `  Database           ${server.databaseDriver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(server.dataDir, 'pglite')}`}`,
      `  Health             ${server.apiOrigin}/health  ${server.apiOrigin}/ready`,
      `  Payments           ${server.paymentProvider}`,
      `  Mail               ${env.SMTP_URL ? 'SMTP_URL' : 'queued and not sent (set SMTP_URL)'}`,
      '',
    ].join('\n'),
  );

  stopOnSignals('the API', () => server.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
