// Test support: a payment provider that records what the routes hand it and verifies webhook signatures exactly
// as Stripe's SDK does, with a test secret. Route and webhook tests run on it; the real providers (local, Stripe)
// have their own tests.
import { annualPriceCents, MONTHLY_PRICE_CENTS } from '@pod-console/hooks/domain';
import type { BillingPeriod } from '@pod-console/sdk';
import Stripe from 'stripe';

import type {
  CheckoutInput,
  PaymentProvider,
  PaymentProviderKind,
  PortalInput,
  PriceDescription,
  ProviderSession,
} from '../payments/payment-provider';

export const TEST_WEBHOOK_SECRET = 'whsec_test_pod_console';

type SoldPlan = CheckoutInput['plan'];

export const TEST_ENTERPRISE_PRICE_ID = 'price_test_enterprise_custom';

/** The test provider's price id of a plan and period, e.g. `price_test_business_annually`. */
export const testPriceId = (plan: SoldPlan, period: BillingPeriod) => `price_test_${plan}_${period}`;

/** What each test price stands for: the domain's list prices (annual 25% off). */
export function testPriceAmount(plan: SoldPlan, period: BillingPeriod): number {
  const monthly = MONTHLY_PRICE_CENTS[plan]!;
  return period === 'annually' ? annualPriceCents(monthly) : monthly;
}

export interface RecordingPaymentProvider extends PaymentProvider {
  readonly checkouts: CheckoutInput[];
  readonly portals: PortalInput[];
  /** The next session call throws (the provider is down). */
  failNext: boolean;
  reset(): void;
}

export function createRecordingPaymentProvider(
  options: { kind?: PaymentProviderKind; secret?: string } = {},
): RecordingPaymentProvider {
  const secret = options.secret ?? TEST_WEBHOOK_SECRET;
  const checkouts: CheckoutInput[] = [];
  const portals: PortalInput[] = [];
  let sequence = 0;
  const prices = new Map<string, PriceDescription>();
  for (const plan of ['starter', 'business'] as const) {
    for (const period of ['monthly', 'annually'] as const) {
      prices.set(testPriceId(plan, period), { plan, period, amountCents: testPriceAmount(plan, period) });
    }
  }
  // A custom price the platform sets up by hand: Enterprise is never checked out, but it can be billed.
  prices.set(TEST_ENTERPRISE_PRICE_ID, { plan: 'enterprise', period: 'annually', amountCents: null });
  const provider: RecordingPaymentProvider = {
    kind: options.kind ?? 'local',
    checkouts,
    portals,
    failNext: false,
    describePrice(price) {
      return prices.get(typeof price === 'string' ? price : price.id) ?? null;
    },
    async createCheckoutSession(input): Promise<ProviderSession> {
      checkouts.push(input);
      if (provider.failNext) {
        provider.failNext = false;
        throw new Error('checkout: the provider is down');
      }
      const id = `cs_test_${++sequence}`;
      return { id, url: `https://pay.test/checkout/${id}`, customerId: input.customerId };
    },
    async createPortalSession(input): Promise<ProviderSession> {
      portals.push(input);
      if (provider.failNext) {
        provider.failNext = false;
        throw new Error('portal: the provider is down');
      }
      const id = `bps_test_${++sequence}`;
      return { id, url: `https://pay.test/portal/${id}`, customerId: input.customerId };
    },
    constructEvent(rawBody, signature) {
      return Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
    },
    reset() {
      checkouts.length = 0;
      portals.length = 0;
      provider.failNext = false;
      sequence = 0;
    },
  };
  return provider;
}

/** The `Stripe-Signature` header Stripe would send with this exact body. */
export function signPayload(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
}

/** A webhook delivery as Stripe sends it: the JSON body and its `Stripe-Signature` header. */
export function signedDelivery(
  event: unknown,
  options: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: signPayload(body, options) };
}
