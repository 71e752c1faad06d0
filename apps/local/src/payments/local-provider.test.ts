import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type OpenDatabase, type Database } from '@pod-console/api';
import { openTestDatabase, emptyTables } from '@pod-console/api/testing';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createWebhookDelivery, signEvent, type DeliveryLog } from './delivery';
import {
  createLocalPaymentProvider,
  isLocalPaymentProvider,
  LocalSessionError,
  type LocalPaymentProvider,
} from './local-provider';
import { LocalPaymentError, type LocalCardInput, type LocalSubscriptionDocument } from './state-machine';
import { loadOrCreateWebhookSecret, WEBHOOK_SECRET_FILE } from './webhook-secret';

const SECRET = 'whsec_local_test';
const ORGANIZATION = '00000000-0000-4000-8000-000000000901';
const OWNER = '00000000-0000-4000-8000-000000000902';
const okCard: LocalCardInput = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, behaviour: 'ok' };
const failLaterCard: LocalCardInput = { ...okCard, last4: '0341', behaviour: 'fail-later' };

let database: OpenDatabase;
let db: Kysely<Database>;
const clock = { now: new Date('2026-11-23T10:00:00.000Z') };
let delivered: Stripe.Event[];
let provider: LocalPaymentProvider;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await emptyTables(db);
  clock.now = new Date('2026-11-23T10:00:00.000Z');
  delivered = [];
  provider = createLocalPaymentProvider({
    db,
    publicUrl: 'http://127.0.0.1:4000/',
    webhookUrl: 'http://127.0.0.1:4000/admin-console/v1/webhooks/payments',
    secret: SECRET,
    now: () => clock.now,
    deliver: async (events) => {
      delivered.push(...events);
    },
  });
  await db
    .insertInto('users')
    .values({
      id: OWNER,
      subject: OWNER,
      email: 'owner@example.com',
      first_name: 'O',
      last_name: 'Wner',
      system_role: 'USER',
      selected_organization_id: null,
    })
    .execute();
  await db
    .insertInto('organizations')
    .values({ id: ORGANIZATION, name: 'Test Org', owner_user_id: OWNER, pod_admin_license_count: 0 })
    .execute();
});

const checkoutInput = (
  overrides: Partial<Parameters<LocalPaymentProvider['createCheckoutSession']>[0]> = {},
) => ({
  organizationId: ORGANIZATION,
  organizationName: 'Test Org',
  customerEmail: 'owner@example.com',
  customerId: null,
  plan: 'business' as const,
  period: 'monthly' as const,
  trialDays: null,
  successUrl: 'http://127.0.0.1:5173/subscription/success',
  cancelUrl: 'http://127.0.0.1:5173/subscription/cancel',
  ...overrides,
});

async function storedDocument(): Promise<LocalSubscriptionDocument> {
  const row = await db
    .selectFrom('local_subscriptions')
    .select('document')
    .where('organization_id', '=', ORGANIZATION)
    .executeTakeFirstOrThrow();
  return row.document as LocalSubscriptionDocument;
}

async function subscribed(card = okCard, overrides = {}) {
  const session = await provider.createCheckoutSession(checkoutInput(overrides));
  await provider.completeCheckout(session.id, card);
  delivered = [];
  return session;
}

describe('the local provider: checkout', () => {
  it('creates a checkout session with a new local customer and its hosted page', async () => {
    const session = await provider.createCheckoutSession(checkoutInput());
    expect(session.id).toMatch(/^cs_local_[0-9a-f]{24}$/);
    expect(session.customerId).toMatch(/^cus_local_[0-9a-f]{24}$/);
    expect(session.url).toBe(`http://127.0.0.1:4000/payments/checkout/${session.id}`);
    const row = await db
      .selectFrom('local_payment_sessions')
      .selectAll()
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'checkout',
      organization_id: ORGANIZATION,
      customer_id: session.customerId,
    });
    expect(row.expires_at.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(await provider.checkout(session.id)).toMatchObject({
      state: 'open',
      session: { plan: 'business' },
    });
  });

  it('keeps the customer of an earlier checkout', async () => {
    const session = await provider.createCheckoutSession(checkoutInput({ customerId: 'cus_local_earlier' }));
    expect(session.customerId).toBe('cus_local_earlier');
  });

  it('completes a checkout: stores the subscription, delivers its events in order, returns with session_id', async () => {
    const session = await provider.createCheckoutSession(checkoutInput({ trialDays: 7 }));
    const { redirectUrl } = await provider.completeCheckout(session.id, okCard);
    expect(redirectUrl).toBe(`http://127.0.0.1:5173/subscription/success?session_id=${session.id}`);
    expect(delivered.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    expect(delivered[1]!.data.object).toMatchObject({
      status: 'trialing',
      customer: session.customerId,
      trial_end: Date.parse('2026-11-30T10:00:00Z') / 1000,
    });
    expect(await storedDocument()).toMatchObject({ status: 'trialing', customer: session.customerId });
    expect((await provider.checkout(session.id))?.state).toBe('complete');
  });

  it('puts the session id in place of Stripe’s placeholder', async () => {
    const session = await provider.createCheckoutSession(
      checkoutInput({
        successUrl: 'http://127.0.0.1:5173/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      }),
    );
    const { redirectUrl } = await provider.completeCheckout(session.id, okCard);
    expect(redirectUrl).toBe(`http://127.0.0.1:5173/subscription/success?session_id=${session.id}`);
  });

  it('refuses a checkout paid twice, expired, or for an organization that has a plan here', async () => {
    const first = await provider.createCheckoutSession(checkoutInput());
    const second = await provider.createCheckoutSession(checkoutInput());
    await provider.completeCheckout(first.id, okCard);
    await expect(provider.completeCheckout(first.id, okCard)).rejects.toMatchObject({ state: 'complete' });
    await expect(provider.completeCheckout(second.id, okCard)).rejects.toThrow(LocalPaymentError);

    const late = await provider.createCheckoutSession(checkoutInput());
    clock.now = new Date('2026-11-24T10:00:00.000Z');
    await expect(provider.completeCheckout(late.id, okCard)).rejects.toBeInstanceOf(LocalSessionError);
    expect((await provider.checkout(late.id))?.state).toBe('expired');
    expect(await provider.checkout('cs_local_000000000000000000000000')).toBeNull();
  });

  it('starts a new subscription in place of one that has ended', async () => {
    await subscribed();
    const portal = await provider.createPortalSession({
      organizationId: ORGANIZATION,
      customerId: 'cus_x',
      returnUrl: 'http://127.0.0.1:5173/billing',
    });
    await provider.cancelAtPeriodEnd(portal.id);
    await provider.advanceClock(ORGANIZATION, 'week');
    clock.now = new Date('2027-01-01T00:00:00.000Z');
    await provider.advanceAll();
    expect((await storedDocument()).status).toBe('canceled');
    const again = await provider.createCheckoutSession(checkoutInput({ plan: 'starter' }));
    await provider.completeCheckout(again.id, okCard);
    expect(await storedDocument()).toMatchObject({ status: 'active', plan: 'starter' });
    expect(await db.selectFrom('local_subscriptions').select('id').execute()).toHaveLength(1);
    expect((await provider.clocks())[0]?.offsetMs).toBe(0);
  });
});

describe('the local provider: portal and clock', () => {
  async function portal() {
    return provider.createPortalSession({
      organizationId: ORGANIZATION,
      customerId: 'cus_local_x',
      returnUrl: 'http://127.0.0.1:5173/billing',
    });
  }

  it('opens a portal session on the organization’s subscription, brought up to now', async () => {
    await subscribed(failLaterCard);
    clock.now = new Date('2026-12-24T00:00:00.000Z');
    const session = await portal();
    expect(session.id).toMatch(/^bps_local_[0-9a-f]{24}$/);
    expect(session.url).toBe(`http://127.0.0.1:4000/payments/portal/${session.id}`);
    const view = await provider.portal(session.id);
    expect(view).toMatchObject({
      state: 'open',
      organizationName: 'Test Org',
      subscription: { status: 'past_due' },
    });
    // Opening the portal ran the clock: the renewal failed and its events went out.
    expect(delivered.map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect((await storedDocument()).status).toBe('past_due');
  });

  it('changes, cancels, resumes and pays through the portal session, delivering each change', async () => {
    await subscribed();
    const session = await portal();
    expect(await provider.previewChange(session.id, { plan: 'starter', period: 'monthly' })).toMatchObject({
      kind: 'scheduled',
      startsAt: Date.parse('2026-12-23T10:00:00Z') / 1000,
    });
    await provider.changePlan(session.id, { plan: 'starter', period: 'monthly' });
    await provider.cancelAtPeriodEnd(session.id);
    await provider.resume(session.id);
    await provider.updateCard(session.id, { ...okCard, last4: '4444', brand: 'Mastercard' });
    expect(delivered.map((event) => event.type)).toEqual([
      'subscription_schedule.created',
      'customer.subscription.updated',
      'subscription_schedule.released',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
    expect(await storedDocument()).toMatchObject({ cancelAtPeriodEnd: false, card: { last4: '4444' } });
  });

  it('keeps the clock’s catching up when an action is refused', async () => {
    await subscribed(failLaterCard);
    clock.now = new Date('2026-12-24T00:00:00.000Z');
    const session = await portal();
    await expect(provider.changePlan(session.id, { plan: 'starter', period: 'monthly' })).rejects.toThrow(
      'Update your card to pay the open invoice before changing the plan.',
    );
    expect(delivered.map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect((await storedDocument()).status).toBe('past_due');
  });

  it('refuses an expired portal session', async () => {
    await subscribed();
    const session = await portal();
    clock.now = new Date('2026-11-23T11:00:00.000Z');
    expect((await provider.portal(session.id))?.state).toBe('expired');
    await expect(provider.cancelAtPeriodEnd(session.id)).rejects.toMatchObject({ state: 'expired' });
  });

  it('advances one organization’s clock and remembers how far it runs ahead', async () => {
    await subscribed(okCard, { trialDays: 7 });
    await provider.advanceClock(ORGANIZATION, 'day');
    expect(delivered.map((event) => event.type)).toEqual(['customer.subscription.updated']);
    expect((await storedDocument()).trialEnd).toBe(Date.parse('2026-11-29T10:00:00Z') / 1000);
    await provider.advanceClock(ORGANIZATION, 'period-end');
    expect(await storedDocument()).toMatchObject({
      status: 'active',
      currentPeriodStart: Date.parse('2026-11-23T10:00:00Z') / 1000,
    });
    const [row] = await provider.clocks();
    expect(row).toMatchObject({ organizationName: 'Test Org', offsetMs: 7 * 86_400_000 });
  });

  it('is recognised as the local provider, and only it is', () => {
    expect(isLocalPaymentProvider(provider)).toBe(true);
    expect(isLocalPaymentProvider({ ...provider })).toBe(false);
  });
});

describe('the local provider: webhook signatures and delivery', () => {
  const event = {
    id: 'evt_local_x_1',
    object: 'event',
    type: 'invoice.paid',
    data: { object: {} },
  } as unknown as Stripe.Event;

  it('verifies what it signs, and nothing else', () => {
    const payload = JSON.stringify(event);
    expect(provider.constructEvent(payload, signEvent(payload, SECRET)).id).toBe('evt_local_x_1');
    expect(() => provider.constructEvent(payload, signEvent(payload, 'whsec_other'))).toThrow();
    expect(() => provider.constructEvent(`${payload} `, signEvent(payload, SECRET))).toThrow();
    expect(() => provider.constructEvent(payload, undefined)).toThrow('Stripe-Signature');
  });

  describe('over HTTP', () => {
    let server: Server;
    let url: string;
    let answers: number[];
    const received: Array<{ body: string; signature: string | undefined }> = [];
    const logged: string[] = [];
    const log: DeliveryLog = {
      warn: (_details, message) => logged.push(`warn: ${message}`),
      error: (_details, message) => logged.push(`error: ${message}`),
    };

    beforeAll(async () => {
      server = createServer((request: IncomingMessage, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push({ body, signature: request.headers['stripe-signature'] as string | undefined });
          response.statusCode = answers.shift() ?? 200;
          response.end('{}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/webhooks`;
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    beforeEach(() => {
      received.length = 0;
      logged.length = 0;
      answers = [];
    });

    it('POSTs each event signed, in order, verifiable with the shared secret', async () => {
      const deliver = createWebhookDelivery({ url, secret: SECRET, log });
      const second = { ...event, id: 'evt_local_x_2' } as Stripe.Event;
      await deliver([event, second]);
      expect(received.map((item) => JSON.parse(item.body).id)).toEqual(['evt_local_x_1', 'evt_local_x_2']);
      for (const item of received) {
        expect(provider.constructEvent(item.body, item.signature).type).toBe('invoice.paid');
      }
      expect(logged).toEqual([]);
    });

    it('retries a failed delivery, and gives up on an event the endpoint refuses', async () => {
      const deliver = createWebhookDelivery({ url, secret: SECRET, log, retryDelayMs: 1 });
      answers = [503, 200, 422];
      await deliver([event, { ...event, id: 'evt_local_x_2' } as Stripe.Event]);
      expect(received.map((item) => JSON.parse(item.body).id)).toEqual([
        'evt_local_x_1',
        'evt_local_x_1',
        'evt_local_x_2',
      ]);
      expect(logged).toEqual([
        'warn: Retrying a local payment event',
        'error: The webhook endpoint refused a local payment event',
      ]);
    });

    it('logs and never throws when the endpoint cannot be reached', async () => {
      const deliver = createWebhookDelivery({
        url: 'http://127.0.0.1:1/none',
        secret: SECRET,
        log,
        attempts: 2,
        retryDelayMs: 1,
      });
      await expect(deliver([event])).resolves.toBeUndefined();
      expect(logged).toEqual([
        'warn: Retrying a local payment event',
        'error: Could not deliver a local payment event',
      ]);
    });
  });
});

describe('the local webhook secret', () => {
  it('is made once per data folder and kept there; the environment can give it instead', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'local-payments-'));
    try {
      const first = await loadOrCreateWebhookSecret(dir, {});
      expect(first).toMatch(/^whsec_local_[0-9a-f]{48}$/);
      expect(await loadOrCreateWebhookSecret(dir, {})).toBe(first);
      expect((await readFile(join(dir, WEBHOOK_SECRET_FILE), 'utf8')).trim()).toBe(first);
      expect(await loadOrCreateWebhookSecret(dir, { LOCAL_PAYMENTS_WEBHOOK_SECRET: 'whsec_given' })).toBe(
        'whsec_given',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
