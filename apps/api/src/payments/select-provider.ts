// Which payment provider the API speaks to, from the environment: Stripe when STRIPE_SECRET_KEY is set (every
// other Stripe variable is then required, or the API refuses to start), else the fallback the composition gives
// (apps/local's offline provider); without one, the API refuses to start.
import type { PaymentProvider, PaymentProviderFactory, PaymentProviderSetup } from './payment-provider';
import { readStripeConfig } from './stripe/stripe-config';
import { createStripePaymentProvider } from './stripe/stripe-provider';

export interface SelectPaymentProviderOptions extends Omit<PaymentProviderSetup, 'env'> {
  /** Default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** The provider when STRIPE_SECRET_KEY is not set. */
  fallback?: PaymentProviderFactory;
}

export interface SelectedPaymentProvider {
  kind: PaymentProvider['kind'];
  provider: PaymentProvider;
}

export async function selectPaymentProvider(
  options: SelectPaymentProviderOptions,
): Promise<SelectedPaymentProvider> {
  const { fallback, env = process.env, ...setup } = options;
  // Throws, naming every missing variable, when Stripe is switched on but not fully configured.
  const stripe = readStripeConfig(env);
  if (stripe) return { kind: 'stripe', provider: createStripePaymentProvider(stripe) };
  if (!fallback)
    throw new Error('STRIPE_SECRET_KEY is not set: the API needs Stripe (README "Production start")');
  const provider = await fallback({ ...setup, env });
  return { kind: provider.kind, provider };
}
