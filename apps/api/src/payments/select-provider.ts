// Which payment provider the API speaks to, from the environment: Stripe when STRIPE_SECRET_KEY is set (every
// other Stripe variable is then required, or the API refuses to start), else the local provider served by this
// process, whose webhook secret is kept in the data folder (or given by LOCAL_PAYMENTS_WEBHOOK_SECRET).
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { DeliveryLog } from './local/delivery';
import { createLocalPaymentProvider, type LocalPaymentProvider } from './local/local-provider';
import { loadOrCreateWebhookSecret } from './local/webhook-secret';
import type { PaymentProvider } from './payment-provider';
import { readStripeConfig } from './stripe/stripe-config';
import { createStripePaymentProvider } from './stripe/stripe-provider';

export interface SelectPaymentProviderOptions {
  db: Kysely<Database>;
  /** The API's origin as browsers reach it: the local provider's pages are served there. */
  publicUrl: string;
  /** The API's `POST /webhooks/payments`, where the local provider delivers its events. */
  webhookUrl: string;
  /** The data folder: the local provider's webhook secret lives there. */
  dataDir: string;
  /** Default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The local provider's clock (tests). */
  now?: () => Date;
  /** Where the local provider reports an event the endpoint refused. */
  log?: DeliveryLog;
}

export type SelectedPaymentProvider =
  { kind: 'stripe'; provider: PaymentProvider } | { kind: 'local'; provider: LocalPaymentProvider };

export async function selectPaymentProvider(
  options: SelectPaymentProviderOptions,
): Promise<SelectedPaymentProvider> {
  const env = options.env ?? process.env;
  // Throws, naming every missing variable, when Stripe is switched on but not fully configured.
  const stripe = readStripeConfig(env);
  if (stripe) return { kind: 'stripe', provider: createStripePaymentProvider(stripe) };
  const secret = await loadOrCreateWebhookSecret(options.dataDir, env);
  return {
    kind: 'local',
    provider: createLocalPaymentProvider({
      db: options.db,
      publicUrl: options.publicUrl,
      webhookUrl: options.webhookUrl,
      secret,
      ...(options.now && { now: options.now }),
      ...(options.log && { log: options.log }),
    }),
  };
}
