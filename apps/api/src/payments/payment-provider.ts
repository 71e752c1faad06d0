// The one interface the API speaks to a payment provider through: `stripe` (the official SDK, when
// STRIPE_SECRET_KEY is set) or one given by the composition (apps/local's offline provider, which behaves like
// Stripe at its edges). Subscription rows change only when a provider event arrives at the webhook endpoint
// (payments/webhook-events.ts), whichever provider sent it.
import type { BillingPeriod, PlanType } from '@pod-console/sdk';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';

import type { Database } from '../db/schema';

export type PaymentProviderKind = 'local' | 'stripe';

/** What a checkout needs; the route has checked the caller, the plan, the period and the return URLs. */
export interface CheckoutInput {
  organizationId: string;
  organizationName: string;
  /** The e-mail of the member starting the checkout (prefills the provider's customer). */
  customerEmail: string;
  /** The provider's customer of the organization from an earlier checkout, if any (payment_customers). */
  customerId: string | null;
  plan: Exclude<PlanType, 'enterprise'>;
  period: BillingPeriod;
  /** spec §9: 7 for an organization that never had a plan; null otherwise. */
  trialDays: number | null;
  /** Absolute URLs on the console's origin; the success URL gets `?session_id={CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  cancelUrl: string;
}

export interface PortalInput {
  organizationId: string;
  /** The provider's customer (payment_customers); a portal needs one. */
  customerId: string;
  /** An absolute URL on the console's origin. */
  returnUrl: string;
}

export interface ProviderSession {
  /** The provider's session id (Stripe: cs_…, bps_…). */
  id: string;
  /** Where the browser goes next: the provider's hosted page. */
  url: string;
  /** The customer the session is for (a checkout may create one). */
  customerId: string | null;
}

/** What a provider price stands for: a plan, a period and its amount in cents (null: custom). */
export interface PriceDescription {
  plan: PlanType;
  period: BillingPeriod;
  amountCents: number | null;
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /**
   * The plan and period of one of this provider's prices, by id or object (schedule phases carry only the id);
   * null for a price the product does not sell. Events map back to plans through this, since a plan change in the
   * provider's portal changes the price, not the metadata.
   */
  describePrice(price: string | Stripe.Price): PriceDescription | null;
  createCheckoutSession(input: CheckoutInput): Promise<ProviderSession>;
  createPortalSession(input: PortalInput): Promise<ProviderSession>;
  /**
   * Verifies a webhook delivery's `Stripe-Signature` header over the raw body and returns the event, as
   * `stripe.webhooks.constructEvent` does; throws when the signature is missing, wrong or too old.
   */
  constructEvent(rawBody: string, signature: string | undefined): Stripe.Event;
}

/**
 * Which plan and period a provider price stands for. Every provider puts the plan and the organization in the
 * metadata of the checkout session and of the subscription (`organization_id`, `plan`), so events map back to an
 * organization without a lookup table.
 */
export const PAYMENT_METADATA = {
  organizationId: 'organization_id',
  plan: 'plan',
} as const;

/** What a provider made at start-up is given (selectPaymentProvider's fallback). */
export interface PaymentProviderSetup {
  db: Kysely<Database>;
  /** The API's origin as browsers reach it. */
  publicUrl: string;
  /** The API's `POST /webhooks/payments`. */
  webhookUrl: string;
  /** The data folder, for what the provider keeps across restarts. */
  dataDir: string;
  env: Readonly<Record<string, string | undefined>>;
  /** The provider's clock (tests). */
  now?: () => Date;
}

export type PaymentProviderFactory = (setup: PaymentProviderSetup) => Promise<PaymentProvider>;
