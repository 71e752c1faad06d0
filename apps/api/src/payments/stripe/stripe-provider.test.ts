// The Stripe adapter against a local HTTP double of the two Stripe endpoints it calls: the SDK is pointed at it
// with its host/port/protocol options, so each test asserts the request Stripe would receive (method, path, key,
// form-encoded body) and what the provider makes of Stripe's answer. No network, no Stripe account.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { annualPriceCents, MONTHLY_PRICE_CENTS } from '@pod-console/hooks/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { CheckoutInput } from '../payment-provider';
import {
  createStripePaymentProvider,
  STRIPE_API_VERSION,
  withCheckoutSessionId,
  type StripePaymentProviderOptions,
} from './stripe-provider';

const SECRET_KEY = 'sk_test_51PodConsoleDoubleKey0123456789';
const WEBHOOK_SECRET = 'whsec_pod_console_test_secret';
const PRICES = {
  starter: { monthly: 'price_starter_monthly', annually: 'price_starter_annually' },
  business: { monthly: 'price_business_monthly', annually: 'price_business_annually' },
} as const;

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: URLSearchParams;
}

interface Answer {
  status: number;
  json: unknown;
  headers?: Record<string, string>;
}

/** The double: records every request and answers with the next queued answer (or a default by path). */
let server: Server;
let port: number;
let requests: RecordedRequest[];
let answers: Answer[];

function defaultAnswer(request: RecordedRequest): Answer {
  if (request.path === '/v1/checkout/sessions') {
    return {
      status: 200,
      json: {
        id: 'cs_test_a1',
        object: 'checkout.session',
        mode: 'subscription',
        customer: request.body.get('customer'),
        url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      },
    };
  }
  if (request.path === '/v1/billing_portal/sessions') {
    return {
      status: 200,
      json: {
        id: 'bps_test_1',
        object: 'billing_portal.session',
        customer: request.body.get('customer'),
        return_url: request.body.get('return_url'),
        url: 'https://billing.stripe.com/p/session/test_1',
      },
    };
  }
  return {
    status: 404,
    json: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: new URLSearchParams(raw),
      };
      requests.push(request);
      const answer = answers.shift() ?? defaultAnswer(request);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': 'req_double_1',
        ...answer.headers,
      });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  // The SDK keeps its connections alive; close them so the server can stop.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  answers = [];
});

function provider(overrides: Partial<StripePaymentProviderOptions> = {}) {
  return createStripePaymentProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: PRICES,
    host: '127.0.0.1',
    port,
    protocol: 'http',
    ...overrides,
  });
}

const CHECKOUT: CheckoutInput = {
  organizationId: 'org_acme',
  organizationName: 'Acme Robotics',
  customerEmail: 'nico@acme.test',
  customerId: null,
  plan: 'business',
  period: 'monthly',
  trialDays: 7,
  successUrl: 'http://localhost:5173/subscription/success',
  cancelUrl: 'http://localhost:5173/subscription/cancel',
};

function onlyRequest(): RecordedRequest {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

describe('createCheckoutSession', () => {
  it('creates a subscription-mode Checkout Session for the plan price, with the trial and the organization', async () => {
    const session = await provider().createCheckoutSession(CHECKOUT);

    const request = onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    // Retries are enabled, so every POST carries an idempotency key (a retried request is never doubled).
    expect(request.headers['idempotency-key']).toEqual(expect.any(String));
    expect(request.headers['user-agent']).toContain('Pod Console');

    expect(Object.fromEntries(request.body)).toEqual({
      mode: 'subscription',
      client_reference_id: 'org_acme',
      'line_items[0][price]': 'price_business_monthly',
      'line_items[0][quantity]': '1',
      customer_email: 'nico@acme.test',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][organization_id]': 'org_acme',
      'subscription_data[metadata][plan]': 'business',
      'metadata[organization_id]': 'org_acme',
      'metadata[plan]': 'business',
      success_url: 'http://localhost:5173/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/subscription/cancel',
    });

    expect(session).toEqual({
      id: 'cs_test_a1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      customerId: null,
    });
  });

  it('sends the known customer instead of an e-mail, and no trial for an organization that had a plan', async () => {
    const session = await provider().createCheckoutSession({
      ...CHECKOUT,
      customerId: 'cus_acme',
      trialDays: null,
      plan: 'starter',
      period: 'annually',
    });

    const { body } = onlyRequest();
    expect(body.get('customer')).toBe('cus_acme');
    expect(body.has('customer_email')).toBe(false);
    expect(body.has('subscription_data[trial_period_days]')).toBe(false);
    expect(body.get('line_items[0][price]')).toBe('price_starter_annually');
    expect(body.get('subscription_data[metadata][plan]')).toBe('starter');
    expect(body.get('metadata[plan]')).toBe('starter');
    expect(session.customerId).toBe('cus_acme');
  });

  it('appends session_id with & when the success URL already has a query', async () => {
    await provider().createCheckoutSession({
      ...CHECKOUT,
      successUrl: 'http://localhost:5173/subscription/success?plan=business',
    });

    expect(onlyRequest().body.get('success_url')).toBe(
      'http://localhost:5173/subscription/success?plan=business&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('rejects with Stripe’s message, status and request id, and never the key', async () => {
    answers.push({
      status: 400,
      json: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'line_items[0][price]',
          message: 'No such price: price_business_monthly',
        },
      },
    });

    const failure = await provider()
      .createCheckoutSession(CHECKOUT)
      .then(
        () => null,
        (error: unknown) => error,
      );

    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toBe(
      'Stripe could not create the checkout session: No such price: price_business_monthly ' +
        '(status 400, code resource_missing, request req_double_1)',
    );
    expect(message).not.toContain(SECRET_KEY);
    // A 400 is not retried.
    expect(requests).toHaveLength(1);
  });

  it('masks a key that Stripe’s message repeats', async () => {
    answers.push({
      status: 401,
      json: { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET_KEY}` } },
    });

    await expect(provider().createCheckoutSession(CHECKOUT)).rejects.toThrow(
      'Stripe could not create the checkout session: Invalid API Key provided: [redacted] (status 401, request req_double_1)',
    );
  });

  it('retries a Stripe server error with the same idempotency key', async () => {
    answers.push({ status: 500, json: { error: { type: 'api_error', message: 'Something went wrong' } } });

    const session = await provider().createCheckoutSession(CHECKOUT);

    expect(session.id).toBe('cs_test_a1');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers['idempotency-key']).toBe(requests[0]!.headers['idempotency-key']);
  });

  it('refuses a session Stripe returns without a URL', async () => {
    answers.push({ status: 200, json: { id: 'cs_test_embedded', object: 'checkout.session', url: null } });

    await expect(provider().createCheckoutSession(CHECKOUT)).rejects.toThrow(
      'Stripe returned checkout session cs_test_embedded without a URL',
    );
  });
});

describe('createPortalSession', () => {
  it('creates a Billing Portal session for the customer with the return URL', async () => {
    const session = await provider().createPortalSession({
      organizationId: 'org_acme',
      customerId: 'cus_acme',
      returnUrl: 'http://localhost:5173/billing',
    });

    const request = onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/billing_portal/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(request.body)).toEqual({
      customer: 'cus_acme',
      return_url: 'http://localhost:5173/billing',
    });
    expect(session).toEqual({
      id: 'bps_test_1',
      url: 'https://billing.stripe.com/p/session/test_1',
      customerId: 'cus_acme',
    });
  });

  it('rejects with Stripe’s message for an unknown customer', async () => {
    answers.push({
      status: 400,
      json: { error: { type: 'invalid_request_error', message: "No such customer: 'cus_gone'" } },
    });

    await expect(
      provider().createPortalSession({
        organizationId: 'org_acme',
        customerId: 'cus_gone',
        returnUrl: 'http://x/',
      }),
    ).rejects.toThrow("Stripe could not create the billing portal session: No such customer: 'cus_gone'");
  });
});

describe('constructEvent', () => {
  const payload = JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type: 'checkout.session.completed',
    api_version: STRIPE_API_VERSION,
    created: 1_790_000_000,
    data: {
      object: {
        id: 'cs_test_a1',
        object: 'checkout.session',
        customer: 'cus_acme',
        metadata: { organization_id: 'org_acme' },
      },
    },
  });
  const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp != null ? { timestamp: options.timestamp } : {}),
    });

  it('returns the event of a body signed with the endpoint secret', () => {
    const event = provider().constructEvent(payload, sign(payload));

    expect(event.id).toBe('evt_test_1');
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      customer: 'cus_acme',
      metadata: { organization_id: 'org_acme' },
    });
  });

  it('refuses a body changed after signing', () => {
    const header = sign(payload);
    const tampered = payload.replace('org_acme', 'org_other');

    expect(() => provider().constructEvent(tampered, header)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('refuses a signature made with another secret', () => {
    expect(() => provider().constructEvent(payload, sign(payload, { secret: 'whsec_someone_else' }))).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('refuses a delivery without a Stripe-Signature header', () => {
    for (const missing of [undefined, '', '  ']) {
      expect(() => provider().constructEvent(payload, missing)).toThrow(
        'The Stripe-Signature header is missing: the event cannot be verified.',
      );
    }
    expect(() => provider().constructEvent(payload, undefined)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('refuses a signature older than five minutes (a replayed delivery)', () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;

    expect(() => provider().constructEvent(payload, sign(payload, { timestamp: tenMinutesAgo }))).toThrow(
      /Timestamp outside the tolerance zone/,
    );
  });

  it('sends nothing to Stripe to verify an event', () => {
    provider().constructEvent(payload, sign(payload));

    expect(requests).toHaveLength(0);
  });
});

describe('describePrice', () => {
  const starterAnnual = annualPriceCents(MONTHLY_PRICE_CENTS.starter!);
  const businessAnnual = annualPriceCents(MONTHLY_PRICE_CENTS.business!);

  it.each([
    ['price_starter_monthly', 'starter', 'monthly', 1900],
    ['price_starter_annually', 'starter', 'annually', starterAnnual],
    ['price_business_monthly', 'business', 'monthly', 9900],
    ['price_business_annually', 'business', 'annually', businessAnnual],
  ] as const)('maps %s to %s %s at the list price', (id, plan, period, amountCents) => {
    expect(provider().describePrice(id)).toEqual({ plan, period, amountCents });
  });

  it('takes the amount from a price object’s unit_amount', () => {
    expect(provider().describePrice(price({ id: 'price_business_annually', unit_amount: 95_000 }))).toEqual({
      plan: 'business',
      period: 'annually',
      amountCents: 95_000,
    });
  });

  it('falls back to the list price when the price object has no unit amount', () => {
    expect(provider().describePrice(price({ id: 'price_starter_monthly', unit_amount: null }))).toEqual({
      plan: 'starter',
      period: 'monthly',
      amountCents: 1900,
    });
  });

  it('recognises a price not configured here by its lookup key', () => {
    expect(
      provider().describePrice(
        price({ id: 'price_business_2027', lookup_key: 'business_annually', unit_amount: 99_000 }),
      ),
    ).toEqual({ plan: 'business', period: 'annually', amountCents: 99_000 });
  });

  it('returns null for a price the product does not sell', () => {
    expect(provider().describePrice('price_unknown')).toBeNull();
    expect(provider().describePrice(price({ id: 'price_unknown', lookup_key: null }))).toBeNull();
    expect(
      provider().describePrice(price({ id: 'price_unknown', lookup_key: 'enterprise_monthly' })),
    ).toBeNull();
  });
});

describe('createStripePaymentProvider', () => {
  it('is the stripe provider', () => {
    expect(provider().kind).toBe('stripe');
  });

  it('refuses one price id configured for two plans or periods', () => {
    expect(() =>
      provider({
        prices: {
          starter: { monthly: 'price_same', annually: 'price_starter_annually' },
          business: { monthly: 'price_same', annually: 'price_business_annually' },
        },
      }),
    ).toThrow('Stripe price price_same is configured for more than one plan and billing period.');
  });
});

describe('withCheckoutSessionId', () => {
  it.each([
    ['https://a.test/s', 'https://a.test/s?session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.test/s?x=1', 'https://a.test/s?x=1&session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.test/s?', 'https://a.test/s?session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.test/s?x=1&', 'https://a.test/s?x=1&session_id={CHECKOUT_SESSION_ID}'],
    ['https://a.test/s#top', 'https://a.test/s?session_id={CHECKOUT_SESSION_ID}#top'],
    ['https://a.test/s?x=1#top', 'https://a.test/s?x=1&session_id={CHECKOUT_SESSION_ID}#top'],
  ])('turns %s into %s', (url, expected) => {
    expect(withCheckoutSessionId(url)).toBe(expected);
  });
});

/** A Stripe price object with only the fields describePrice reads filled in. */
function price(fields: Pick<Stripe.Price, 'id'> & Partial<Stripe.Price>): Stripe.Price {
  return { object: 'price', lookup_key: null, unit_amount: null, ...fields } as Stripe.Price;
}
