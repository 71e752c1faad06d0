// The local provider as the API's payment fallback (selectPaymentProvider): its webhook secret is kept in the data
// folder, or given by LOCAL_PAYMENTS_WEBHOOK_SECRET.
import { type PaymentProviderFactory } from '@pod-console/api';

import { createLocalPaymentProvider } from './local-provider';
import { loadOrCreateWebhookSecret } from './webhook-secret';

export const localPaymentProvider: PaymentProviderFactory = async (setup) =>
  createLocalPaymentProvider({
    db: setup.db,
    publicUrl: setup.publicUrl,
    webhookUrl: setup.webhookUrl,
    secret: await loadOrCreateWebhookSecret(setup.dataDir, setup.env),
    ...(setup.now && { now: setup.now }),
  });
