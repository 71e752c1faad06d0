// The local payment provider's price list: one Stripe-shaped price per plan and billing period, with ids and lookup
// keys a reader recognises (`price_local_business_monthly`, lookup key `business_monthly`). Amounts come from the
// domain (spec §9: annual billing is 25% off), so the checkout page, the invoices and the API's /pricing agree.
import { type CheckoutInput, type PriceDescription } from '@pod-console/api';
import { annualPriceCents, getPlanFacts, MONTHLY_PRICE_CENTS } from '@pod-console/hooks/domain';
import type { BillingPeriod } from '@pod-console/sdk';
import type Stripe from 'stripe';

/** The plans a checkout sells; Enterprise is priced by sales. */
export type LocalPlan = CheckoutInput['plan'];

export const LOCAL_PLANS: readonly LocalPlan[] = ['starter', 'business'];
export const LOCAL_PERIODS: readonly BillingPeriod[] = ['monthly', 'annually'];

/** Every price of the local catalogue was created at this instant (2025-01-01T00:00:00Z). */
const CATALOGUE_CREATED = 1_735_689_600;

export const isLocalPlan = (value: unknown): value is LocalPlan =>
  typeof value === 'string' && (LOCAL_PLANS as readonly string[]).includes(value);

export const isBillingPeriod = (value: unknown): value is BillingPeriod =>
  typeof value === 'string' && (LOCAL_PERIODS as readonly string[]).includes(value);

export const localPriceId = (plan: LocalPlan, period: BillingPeriod) => `price_local_${plan}_${period}`;
export const localLookupKey = (plan: LocalPlan, period: BillingPeriod) => `${plan}_${period}`;
export const localProductId = (plan: LocalPlan) => `prod_local_${plan}`;

/** What one period of a plan costs, in cents (spec §9: annual is 25% off twelve months). */
export function localPriceAmount(plan: LocalPlan, period: BillingPeriod): number {
  const monthly = MONTHLY_PRICE_CENTS[plan];
  if (monthly == null) throw new Error(`The ${plan} plan has no list price.`);
  return period === 'annually' ? annualPriceCents(monthly) : monthly;
}

/** "Business (monthly)". */
export function describePlanPeriod(plan: LocalPlan, period: BillingPeriod): string {
  return `${getPlanFacts(plan).name} (${period === 'annually' ? 'annual' : 'monthly'})`;
}

export const stripeInterval = (period: BillingPeriod): 'month' | 'year' =>
  period === 'annually' ? 'year' : 'month';

/** The Stripe price object of a plan and period, as Stripe would send it inside a subscription item. */
export function localPrice(plan: LocalPlan, period: BillingPeriod): Stripe.Price {
  const amount = localPriceAmount(plan, period);
  return {
    id: localPriceId(plan, period),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: CATALOGUE_CREATED,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: localLookupKey(plan, period),
    metadata: { plan, period },
    nickname: describePlanPeriod(plan, period),
    product: localProductId(plan),
    recurring: {
      interval: stripeInterval(period),
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: amount,
    unit_amount_decimal: null,
  };
}

/** The legacy plan object Stripe still sends beside the price in subscription items. */
export function localPlanObject(plan: LocalPlan, period: BillingPeriod): Stripe.Plan {
  const amount = localPriceAmount(plan, period);
  return {
    id: localPriceId(plan, period),
    object: 'plan',
    active: true,
    amount,
    amount_decimal: null,
    billing_scheme: 'per_unit',
    created: CATALOGUE_CREATED,
    currency: 'usd',
    interval: stripeInterval(period),
    interval_count: 1,
    livemode: false,
    metadata: { plan, period },
    meter: null,
    nickname: describePlanPeriod(plan, period),
    product: localProductId(plan),
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/**
 * The plan and period a local price stands for, by id, lookup key or object (schedule phases carry only the id);
 * null for anything else.
 */
export function describeLocalPrice(price: string | Stripe.Price): PriceDescription | null {
  const keys = typeof price === 'string' ? [price] : [price.id, price.lookup_key];
  for (const plan of LOCAL_PLANS) {
    for (const period of LOCAL_PERIODS) {
      if (keys.includes(localPriceId(plan, period)) || keys.includes(localLookupKey(plan, period))) {
        return { plan, period, amountCents: localPriceAmount(plan, period) };
      }
    }
  }
  return null;
}
