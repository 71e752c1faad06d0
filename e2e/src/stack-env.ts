// The URLs of the stack the global setup started, handed to the test workers through the environment (the
// workers are spawned after the setup ran, with its process.env).
export interface StackUrls {
  /** e.g. http://127.0.0.1:43121 */
  consoleOrigin: string;
  /** e.g. http://127.0.0.1:43119/admin-console/v1 */
  apiBaseUrl: string;
  /** e.g. http://127.0.0.1:43117/ (trailing slash) */
  issuer: string;
  supportEmail: string;
  /** The local mail catcher's inbox, e.g. http://127.0.0.1:43123 (JSON at /api/messages). */
  mailInboxUrl: string;
  /** The Pod Creator app simulator, e.g. http://127.0.0.1:43119/app-simulator. */
  appSimulatorUrl: string;
  /** The local webhook inbox's page, e.g. http://127.0.0.1:43119/webhook-inbox (deliveries go to `/receive`). */
  webhookInboxUrl: string;
}

const KEYS = {
  consoleOrigin: 'POD_E2E_CONSOLE_ORIGIN',
  apiBaseUrl: 'POD_E2E_API_BASE_URL',
  issuer: 'POD_E2E_ISSUER',
  supportEmail: 'POD_E2E_SUPPORT_EMAIL',
  mailInboxUrl: 'POD_E2E_MAIL_INBOX_URL',
  appSimulatorUrl: 'POD_E2E_APP_SIMULATOR_URL',
  webhookInboxUrl: 'POD_E2E_WEBHOOK_INBOX_URL',
} as const satisfies Record<keyof StackUrls, string>;

export function publishStackUrls(urls: StackUrls): void {
  for (const [name, key] of Object.entries(KEYS)) process.env[key] = urls[name as keyof StackUrls];
}

export function stackUrls(): StackUrls {
  const read = (key: string) => {
    const value = process.env[key];
    if (!value)
      throw new Error(`${key} is not set: run the journeys through playwright.config.ts's global setup`);
    return value;
  };
  return {
    consoleOrigin: read(KEYS.consoleOrigin),
    apiBaseUrl: read(KEYS.apiBaseUrl),
    issuer: read(KEYS.issuer),
    supportEmail: read(KEYS.supportEmail),
    mailInboxUrl: read(KEYS.mailInboxUrl),
    appSimulatorUrl: read(KEYS.appSimulatorUrl),
    webhookInboxUrl: read(KEYS.webhookInboxUrl),
  };
}
