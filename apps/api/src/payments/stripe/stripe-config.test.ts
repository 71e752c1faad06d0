import { describe, expect, it } from 'vitest';

import { readStripeConfig } from './stripe-config';

const SECRET_KEY = 'sk_test_51PodConsoleConfigKey987654321';

const FULL_ENV = {
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: 'whsec_config',
  STRIPE_PRICE_STARTER_MONTHLY: 'price_sm',
  STRIPE_PRICE_STARTER_ANNUALLY: 'price_sa',
  STRIPE_PRICE_BUSINESS_MONTHLY: 'price_bm',
  STRIPE_PRICE_BUSINESS_ANNUALLY: 'price_ba',
};

function thrownBy(read: () => unknown): Error {
  try {
    read();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected readStripeConfig to throw');
}

describe('readStripeConfig', () => {
  it('is null when STRIPE_SECRET_KEY is unset, whatever else is set', () => {
    expect(readStripeConfig({})).toBeNull();
    expect(readStripeConfig({ ...FULL_ENV, STRIPE_SECRET_KEY: undefined })).toBeNull();
  });

  it('treats a blank STRIPE_SECRET_KEY as unset', () => {
    expect(readStripeConfig({ STRIPE_SECRET_KEY: '  ' })).toBeNull();
  });

  it('returns the provider options when every variable is set, trimmed', () => {
    expect(readStripeConfig({ ...FULL_ENV, STRIPE_PRICE_BUSINESS_ANNUALLY: ' price_ba\n' })).toEqual({
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_config',
      prices: {
        starter: { monthly: 'price_sm', annually: 'price_sa' },
        business: { monthly: 'price_bm', annually: 'price_ba' },
      },
    });
  });

  it('names every missing variable in one message, and never the key', () => {
    const error = thrownBy(() =>
      readStripeConfig({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PRICE_STARTER_MONTHLY: 'p' }),
    );

    expect(error.message).toBe(
      'STRIPE_SECRET_KEY is set, so payments go through Stripe, but STRIPE_WEBHOOK_SECRET, ' +
        'STRIPE_PRICE_STARTER_ANNUALLY, STRIPE_PRICE_BUSINESS_MONTHLY, STRIPE_PRICE_BUSINESS_ANNUALLY are not set. ' +
        'Set them (see apps/api/README.md), or unset STRIPE_SECRET_KEY to use the local payment provider.',
    );
    expect(error.message).not.toContain(SECRET_KEY);
  });

  it('names a single missing variable, blank counting as missing', () => {
    expect(() => readStripeConfig({ ...FULL_ENV, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      'but STRIPE_WEBHOOK_SECRET is not set. Set it (see apps/api/README.md)',
    );
  });

  it('refuses a publishable key without repeating it', () => {
    const error = thrownBy(() =>
      readStripeConfig({ ...FULL_ENV, STRIPE_SECRET_KEY: 'pk_test_publishable123' }),
    );

    expect(error.message).toBe(
      'STRIPE_SECRET_KEY must be a secret key (sk_…) or a restricted key (rk_…) from the Stripe Dashboard.',
    );
  });

  it('accepts a restricted key', () => {
    expect(readStripeConfig({ ...FULL_ENV, STRIPE_SECRET_KEY: 'rk_live_restricted1' })?.secretKey).toBe(
      'rk_live_restricted1',
    );
  });
});
