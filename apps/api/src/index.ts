// What other workspaces may import from the built API: the server and its plug-in points (apps/local composes the
// offline world through them), and the constants the console is configured with.
export {
  API_AUDIENCE,
  API_PREFIX,
  DEFAULT_API_PORT,
  DEFAULT_CONSOLE_PORT,
  DEFAULT_HOST,
  DEFAULT_IDP_PORT,
  DEFAULT_MAIL_FROM,
  LOCAL_CLIENT_ID,
} from './config';
export { runBackupCommand } from './backup-command';
export { BackupError, restoreBackup, writeBackup, type BackupHeader } from './db/backup';
export { buildApiServer, type ApiPlugin, type ApiServerOptions } from './app';
export { findRepositoryRoot } from './contract/contract';
export { millisecondsFromEnv, portFromEnv, trustProxyFromEnv } from './env';
export { openDatabase, type DatabaseDriver, type OpenDatabase } from './db/database';
export type * from './db/schema';
export type { ApiContext } from './http/context';
export { announceOrganizationLocks } from './jobs/organization-locks';
export { isUuid } from './http/request';
export { createHttpServer } from './http/server';
export { escapeHtml } from './identity/pages';
export { PAGE_TOKENS_CSS } from './pages/page-tokens';
export { enqueueMail, type OutgoingMail } from './mail/outbox';
export { createSmtpTransport, type MailTransport } from './mail/sender';
export {
  PAYMENT_METADATA,
  type CheckoutInput,
  type PaymentProvider,
  type PaymentProviderFactory,
  type PaymentProviderKind,
  type PaymentProviderSetup,
  type PortalInput,
  type PriceDescription,
  type ProviderSession,
} from './payments/payment-provider';
export { selectPaymentProvider, type SelectPaymentProviderOptions } from './payments/select-provider';
export { applyPaymentEvent } from './payments/webhook-events';
export type { Wire } from './read-models/wire';
export { INVITATION_TOKEN_BYTES } from './data/invitations';
export {
  defaultDataDir,
  listen,
  startServer,
  type Listener,
  type RunningServer,
  type ServerMailOptions,
  type StartServerOptions,
} from './server';
export { stopOnSignals } from './stop-on-signals';
