// Story data for Plan & Billing: one subscription per state of spec §4, at a fixed `now`, in camelCase for
// presentational stories and on the wire (snake_case, typed by the contract) for container stories.
import { addDays, annualPriceCents, MONTHLY_PRICE_CENTS } from '@pod-console/hooks/domain';
import type { components, PricingEntry, Subscription } from '@pod-console/sdk';
import { wireSubscription as subscriptionAnswer, wireSubscriptionProvider } from '@pod-console/sdk/testing';

type Wire = components['schemas'];

/** Every presentational billing story reads the clock from here. */
export const NOW = new Date('2026-11-23T12:00:00Z');
const at = (days: number) => addDays(NOW, days) ?? '';

// The domain's list prices (a product decision), so stories and the API's catalogue show one figure.
const STARTER_CENTS = MONTHLY_PRICE_CENTS.starter ?? 0;
const BUSINESS_CENTS = MONTHLY_PRICE_CENTS.business ?? 0;

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    product: 'business',
    status: 'active',
    provider: {
      priceInterval: 'month',
      trialEnd: null,
      currentPeriodStart: at(-10),
      currentPeriodEnd: at(20),
      canceledAt: null,
      cancelAtPeriodEnd: false,
      priceAmount: BUSINESS_CENTS,
    },
    schedule: null,
    ...overrides,
  };
}

const withProvider = (provider: Partial<Subscription['provider']>, rest: Partial<Subscription> = {}) => {
  const base = subscription(rest);
  return { ...base, provider: { ...base.provider, ...provider } };
};

export const SUBSCRIPTIONS = {
  starter: subscription({
    product: 'starter',
    provider: { ...subscription().provider, priceAmount: STARTER_CENTS },
  }),
  business: subscription(),
  businessAnnual: withProvider({
    priceInterval: 'year',
    priceAmount: annualPriceCents(BUSINESS_CENTS),
    currentPeriodEnd: at(200),
  }),
  enterprise: withProvider({ priceAmount: null }, { product: 'enterprise' }),
  trial: withProvider(
    { trialEnd: at(5), currentPeriodStart: at(-2), currentPeriodEnd: at(5) },
    { status: 'trialing' },
  ),
  // Later today (UTC): rounded up, one day is left, and it is today.
  trialEndsToday: withProvider(
    { trialEnd: '2026-11-23T20:00:00Z', currentPeriodEnd: '2026-11-23T20:00:00Z' },
    { status: 'trialing' },
  ),
  trialExpired: withProvider(
    { trialEnd: at(-1), currentPeriodStart: at(-8), currentPeriodEnd: at(-1) },
    {
      status: 'trialing',
    },
  ),
  canceled: withProvider({ cancelAtPeriodEnd: true, canceledAt: at(-3), currentPeriodEnd: at(12) }),
  paymentFailed: withProvider(
    { currentPeriodStart: at(-4), currentPeriodEnd: at(26) },
    { status: 'past_due' },
  ),
  locked: withProvider({ currentPeriodStart: at(-9), currentPeriodEnd: at(21) }, { status: 'unpaid' }),
  pendingUpgrade: subscription({
    product: 'starter',
    provider: { ...subscription().provider, priceAmount: STARTER_CENTS },
    schedule: { pendingProduct: 'business', nextPhaseStart: at(20), pendingPriceAmount: BUSINESS_CENTS },
  }),
  businessToStarter: subscription({
    schedule: { pendingProduct: 'starter', nextPhaseStart: at(20), pendingPriceAmount: STARTER_CENTS },
  }),
} satisfies Record<string, Subscription>;

/** The API's catalogue (apps/api: $19 and $99 a month, annual 25% off, Enterprise custom). */
export const PRICING: PricingEntry[] = [
  {
    type: 'starter',
    description: '1 Pod Creator, 25 monthly active users, 10 GB shared storage.',
    prices: {
      monthly: { amount: STARTER_CENTS, currency: 'usd', formattedAmount: '$19.00' },
      annually: { amount: annualPriceCents(STARTER_CENTS), currency: 'usd', formattedAmount: '$171.00' },
    },
  },
  {
    type: 'business',
    description: '5 Pod Creators, 150 monthly active users, 10 GB shared storage.',
    prices: {
      monthly: { amount: BUSINESS_CENTS, currency: 'usd', formattedAmount: '$99.00' },
      annually: { amount: annualPriceCents(BUSINESS_CENTS), currency: 'usd', formattedAmount: '$891.00' },
    },
  },
  {
    type: 'enterprise',
    description: 'Custom: unlimited pods, on-prem available.',
    prices: {
      monthly: { amount: null, currency: 'usd', formattedAmount: 'Custom' },
      annually: { amount: null, currency: 'usd', formattedAmount: 'Custom' },
    },
  },
];

export const WIRE_PRICING: Wire['PricingEntry'][] = PRICING.map((entry) => ({
  type: entry.type,
  description: entry.description,
  prices: {
    monthly: {
      amount: entry.prices.monthly.amount,
      currency: 'usd',
      formatted_amount: entry.prices.monthly.formattedAmount,
    },
    annually: {
      amount: entry.prices.annually.amount,
      currency: 'usd',
      formatted_amount: entry.prices.annually.formattedAmount,
    },
  },
}));

/** A subscription on the wire, dated from the real clock (container stories run the hooks with `new Date()`). */
export function wireSubscription(overrides: Partial<Wire['Subscription']> = {}): Wire['Subscription'] {
  const today = new Date();
  const from = (days: number) => addDays(today, days) ?? '';
  return subscriptionAnswer({
    provider: wireSubscriptionProvider({
      current_period_start: from(-10),
      current_period_end: from(20),
      price_amount: BUSINESS_CENTS,
    }),
    ...overrides,
  });
}
