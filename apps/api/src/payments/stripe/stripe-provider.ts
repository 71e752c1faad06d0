// The `stripe` payment provider: Stripe Checkout and the Stripe Billing Portal through the official SDK. Stripe
// hosts the pages; what happens there reaches the API only as signed webhook events (payments/webhook-events.ts),
// so this adapter creates sessions, verifies events and maps Stripe prices back to plans — nothing else.
import { annualPriceCents, MONTHLY_PRICE_CENTS } from '@pod-console/hooks/domain';
import type { BillingPeriod } from '@pod-console/sdk';
import Stripe from 'stripe';

import {
  PAYMENT_METADATA,
  type CheckoutInput,
  type PaymentProvider,
  type PriceDescription,
  type ProviderSession,
} from '../payment-provider';

/** The plans sold through Stripe Checkout; Enterprise is priced by sales (spec §9), never checked out. */
export type StripePlan = CheckoutInput['plan'];

/** Stripe price ids (price_…) for each plan and billing period. */
export type StripePrices = Readonly<Record<StripePlan, Readonly<Record<BillingPeriod, string>>>>;

export interface StripePaymentProviderOptions {
  /** The account's secret (sk_…) or restricted (rk_…) key. Never logged. */
  secretKey: string;
  /** The signing secret (whsec_…) of the webhook endpoint that receives this account's events. */
  webhookSecret: string;
  prices: StripePrices;
  /** Where the SDK sends its requests; tests point these at a local HTTP double. Default: api.stripe.com:443. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * Every request speaks this API version, the one the installed SDK's types describe, so the shapes the webhook
 * code reads (the billing period on the subscription item, for one) do not change with the account's default
 * version. Stripe signs webhook events in the version of the endpoint: create the endpoint with the same one.
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** A checkout is a person waiting on a button: fail within seconds rather than Stripe's default 80. */
const REQUEST_TIMEOUT_MS = 20_000;
/** The SDK retries connection errors, 409s and 5xx with an idempotency key, so a retried POST is never doubled. */
const MAX_NETWORK_RETRIES = 2;

const PLANS: readonly StripePlan[] = ['starter', 'business'];
const PERIODS: readonly BillingPeriod[] = ['monthly', 'annually'];

/** Stripe substitutes this placeholder in a success URL with the completed session's id. */
const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export function createStripePaymentProvider(options: StripePaymentProviderOptions): PaymentProvider {
  const { secretKey, webhookSecret, prices } = options;
  const stripe = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    appInfo: { name: 'Pod Console' },
    ...(options.host != null ? { host: options.host } : {}),
    ...(options.port != null ? { port: options.port } : {}),
    ...(options.protocol != null ? { protocol: options.protocol } : {}),
  });

  const byPriceId = new Map<string, { plan: StripePlan; period: BillingPeriod }>();
  const byLookupKey = new Map<string, { plan: StripePlan; period: BillingPeriod }>();
  for (const plan of PLANS) {
    for (const period of PERIODS) {
      const id = prices[plan][period];
      // One price for two plan/period pairs would make every event for it ambiguous.
      if (byPriceId.has(id)) {
        throw new Error(`Stripe price ${id} is configured for more than one plan and billing period.`);
      }
      byPriceId.set(id, { plan, period });
      byLookupKey.set(priceLookupKey(plan, period), { plan, period });
    }
  }

  return {
    kind: 'stripe',

    describePrice(price: string | Stripe.Price): PriceDescription | null {
      const found =
        typeof price === 'string'
          ? byPriceId.get(price)
          : (byPriceId.get(price.id) ??
            (price.lookup_key != null ? byLookupKey.get(price.lookup_key) : undefined));
      if (found == null) return null;
      // The price object is what the customer pays; an id alone (schedule phases) falls back to the list price.
      const amountCents =
        typeof price !== 'string' && typeof price.unit_amount === 'number'
          ? price.unit_amount
          : listPriceCents(found.plan, found.period);
      return { plan: found.plan, period: found.period, amountCents };
    },

    async createCheckoutSession(input): Promise<ProviderSession> {
      const metadata = {
        [PAYMENT_METADATA.organizationId]: input.organizationId,
        [PAYMENT_METADATA.plan]: input.plan,
      };
      const session = await callStripe('create the checkout session', secretKey, () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          client_reference_id: input.organizationId,
          line_items: [{ price: prices[input.plan][input.period], quantity: 1 }],
          // A returning organization pays as the same customer (one invoice history, one card on file).
          ...(input.customerId != null
            ? { customer: input.customerId }
            : { customer_email: input.customerEmail }),
          subscription_data: {
            // spec §9: the trial is offered only to an organization that never had a plan (the route decides).
            ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
            // On the subscription too: its events map back to the organization without a lookup.
            metadata,
          },
          metadata,
          success_url: withCheckoutSessionId(input.successUrl),
          cancel_url: input.cancelUrl,
        }),
      );
      if (session.url == null) {
        throw new Error(
          `Stripe returned checkout session ${session.id} without a URL to send the browser to.`,
        );
      }
      return {
        id: session.id,
        url: session.url,
        customerId: customerIdOf(session.customer) ?? input.customerId,
      };
    },

    async createPortalSession(input): Promise<ProviderSession> {
      const session = await callStripe('create the billing portal session', secretKey, () =>
        stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
      );
      return { id: session.id, url: session.url, customerId: session.customer };
    },

    constructEvent(rawBody, signature): Stripe.Event {
      if (signature == null || signature.trim() === '') {
        throw new Stripe.errors.StripeSignatureVerificationError(signature ?? '', rawBody, {
          message: 'The Stripe-Signature header is missing: the event cannot be verified.',
        });
      }
      // Verifies the HMAC over the raw body and refuses a timestamp older than the SDK's tolerance (5 minutes).
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}

/**
 * The lookup key a Stripe price carries for a plan and period (`starter_monthly`, `business_annually`, …): a
 * price created later with the same lookup key (a price change in the Dashboard) still maps to its plan.
 */
export function priceLookupKey(plan: StripePlan, period: BillingPeriod): string {
  return `${plan}_${period}`;
}

/** The product's list price (docs/decisions/0006-list-prices.md): annual is 25% off twelve months (spec §9). */
function listPriceCents(plan: StripePlan, period: BillingPeriod): number | null {
  const monthly = MONTHLY_PRICE_CENTS[plan];
  if (monthly == null) return null;
  return period === 'annually' ? annualPriceCents(monthly) : monthly;
}

/**
 * The success URL with `session_id={CHECKOUT_SESSION_ID}` as a query parameter, before any fragment. Built as
 * text, not with URLSearchParams, which would percent-encode the braces and Stripe would no longer substitute it.
 */
export function withCheckoutSessionId(successUrl: string): string {
  const hashAt = successUrl.indexOf('#');
  const base = hashAt === -1 ? successUrl : successUrl.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : successUrl.slice(hashAt);
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}${fragment}`;
}

function customerIdOf(customer: string | { id: string } | null): string | null {
  return typeof customer === 'string' ? customer : (customer?.id ?? null);
}

/**
 * Runs one Stripe request and turns a failure into an error that says what failed, with Stripe's message,
 * status and request id (what Stripe support asks for), and never the key: Stripe's own messages mask keys,
 * and anything that looks like one is masked again here, since these messages end up in the server's log.
 */
async function callStripe<T>(what: string, secretKey: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const details = [
      error.statusCode != null ? `status ${error.statusCode}` : null,
      error.code != null ? `code ${error.code}` : null,
      error.requestId != null ? `request ${error.requestId}` : null,
    ].filter((part) => part != null);
    const message = redactKeys(error.message, secretKey);
    throw new Error(
      `Stripe could not ${what}: ${message}${details.length > 0 ? ` (${details.join(', ')})` : ''}`,
    );
  }
}

function redactKeys(text: string, secretKey: string): string {
  return (secretKey === '' ? text : text.split(secretKey).join('[redacted]')).replace(
    /\b(sk|rk)_(test|live)_[A-Za-z0-9]+/g,
    '$1_$2_[redacted]',
  );
}
