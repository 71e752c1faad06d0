// The Stripe provider's configuration from the environment. STRIPE_SECRET_KEY switches Stripe on; with it, every
// other variable is required, so a half-configured server refuses to start instead of failing at the first
// checkout or, worse, at the first webhook event.
import type { StripePaymentProviderOptions } from './stripe-provider';

export const STRIPE_ENV = {
  secretKey: 'STRIPE_SECRET_KEY',
  webhookSecret: 'STRIPE_WEBHOOK_SECRET',
  starterMonthly: 'STRIPE_PRICE_STARTER_MONTHLY',
  starterAnnually: 'STRIPE_PRICE_STARTER_ANNUALLY',
  businessMonthly: 'STRIPE_PRICE_BUSINESS_MONTHLY',
  businessAnnually: 'STRIPE_PRICE_BUSINESS_ANNUALLY',
} as const;

/**
 * The Stripe provider's options, or null when STRIPE_SECRET_KEY is unset (the fallback is used). Throws
 * one message naming every missing variable when Stripe is switched on but not fully configured. Messages name
 * variables, never their values: the key must not reach a log.
 */
export function readStripeConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): StripePaymentProviderOptions | null {
  // A variable set to blanks (an empty line in an .env file) counts as unset.
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const secretKey = read(STRIPE_ENV.secretKey);
  if (secretKey == null) return null;

  const missing: string[] = [];
  const required = (name: string): string => {
    const value = read(name);
    if (value == null) missing.push(name);
    return value ?? '';
  };
  const options: StripePaymentProviderOptions = {
    secretKey,
    webhookSecret: required(STRIPE_ENV.webhookSecret),
    prices: {
      starter: {
        monthly: required(STRIPE_ENV.starterMonthly),
        annually: required(STRIPE_ENV.starterAnnually),
      },
      business: {
        monthly: required(STRIPE_ENV.businessMonthly),
        annually: required(STRIPE_ENV.businessAnnually),
      },
    },
  };
  if (missing.length > 0) {
    throw new Error(
      `${STRIPE_ENV.secretKey} is set, so payments go through Stripe, but ${missing.join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} not set. Set ${missing.length === 1 ? 'it' : 'them'} ` +
        `(see apps/api/README.md), or unset ${STRIPE_ENV.secretKey} to use the local payment provider.`,
    );
  }
  // A publishable key (pk_…) would only fail at the first checkout, with a less helpful message from Stripe.
  if (!/^(sk|rk)_/.test(secretKey)) {
    throw new Error(
      `${STRIPE_ENV.secretKey} must be a secret key (sk_…) or a restricted key (rk_…) from the Stripe Dashboard.`,
    );
  }
  return options;
}
