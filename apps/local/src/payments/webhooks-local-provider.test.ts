// The whole payment flow on the local provider, over HTTP: the console's checkout and portal calls, the provider's
// pages' actions, and its signed events POSTed to the real webhook endpoint, which changes the subscription the
// console reads. The real thing for everything but the browser.
import { announceOrganizationLocks, API_PREFIX } from '@pod-console/api';
import {
  createTestApi,
  TEST_CONSOLE_ORIGIN,
  TEST_PUBLIC_URL,
  type TestApi,
  type TestUser,
  TEST_DRIVERS,
} from '@pod-console/api/testing';
import { PLAN_FACTS } from '@pod-console/hooks/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EventDelivery } from './delivery';
import { createWebhookDelivery } from './delivery';
import { createLocalPaymentProvider, type LocalPaymentProvider } from './local-provider';

const SECRET = 'whsec_local_flow_test';
const CARD = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, behaviour: 'ok' } as const;
const DAY_MS = 86_400_000;

describe.each(TEST_DRIVERS)('the local payment provider through the webhook on %s', (driver) => {
  let api: TestApi;
  let provider: LocalPaymentProvider;
  let deliver: EventDelivery = async () => {
    throw new Error('the API is not listening yet');
  };
  const refused: string[] = [];

  beforeAll(async () => {
    api = await createTestApi(driver, {
      paymentProvider: (db) => {
        provider = createLocalPaymentProvider({
          db,
          publicUrl: TEST_PUBLIC_URL,
          webhookUrl: `${TEST_PUBLIC_URL}${API_PREFIX}/webhooks/payments`,
          secret: SECRET,
          // Real time throughout: the signatures carry it and the webhook checks it.
          deliver: (events) => deliver(events),
        });
        return provider;
      },
    });
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    deliver = createWebhookDelivery({
      url: `${address}${API_PREFIX}/webhooks/payments`,
      secret: SECRET,
      log: {
        warn: (details, message) => refused.push(`${message} ${JSON.stringify(details)}`),
        error: (details, message) => refused.push(`${message} ${JSON.stringify(details)}`),
      },
    });
    api.clock.now = new Date();
  });

  afterAll(async () => {
    await api?.close();
  });

  const subscriptionOf = async (user: TestUser, organizationId: string) =>
    (
      await api.call<{ subscription: Record<string, unknown> & { provider: Record<string, unknown> } }>(
        'GET',
        `/organizations/${organizationId}/subscription`,
        { token: user.token },
      )
    ).body.subscription;

  const licenseCountOf = async (organizationId: string) =>
    (
      await api.db
        .selectFrom('organizations')
        .select('pod_admin_license_count')
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow()
    ).pod_admin_license_count;

  const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

  it('checkout, trial, downgrade, cancel and resume reach the subscription the console reads', async () => {
    const nico = await api.createUser({ email: 'nico@example.com' });
    const organizationId = await api.createOrganization(nico, { subscription: null, licenseCount: 0 });

    const checkout = await api.call<{ url: string }>('POST', '/subscription/create-checkout-session', {
      token: nico.token,
      body: {
        organizationId,
        subscriptionType: 'business',
        billingPeriod: 'monthly',
        successUrl: `${TEST_CONSOLE_ORIGIN}/subscription/success`,
        cancelUrl: `${TEST_CONSOLE_ORIGIN}/subscription/cancel`,
      },
    });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url.startsWith(`${TEST_PUBLIC_URL}/payments/checkout/`)).toBe(true);

    const { redirectUrl } = await provider.completeCheckout(sessionIdOf(checkout.body.url), CARD);
    expect(new URL(redirectUrl).searchParams.get('session_id')).toBe(sessionIdOf(checkout.body.url));
    const trialing = await subscriptionOf(nico, organizationId);
    expect(trialing).toMatchObject({ product: 'business', status: 'trialing', schedule: null });
    const trialDays = (Date.parse(trialing.provider.trial_end as string) - Date.now()) / DAY_MS;
    expect(Math.round(trialDays)).toBe(PLAN_FACTS.business.trialDays);
    expect(await licenseCountOf(organizationId)).toBe(PLAN_FACTS.business.podCreators);

    const portal = await api.call<{ url: string }>('POST', '/subscription/create-customer-portal-session', {
      token: nico.token,
      body: { organizationId, returnUrl: `${TEST_CONSOLE_ORIGIN}/billing` },
    });
    expect(portal.status).toBe(200);
    const portalSession = sessionIdOf(portal.body.url);

    await provider.changePlan(portalSession, { plan: 'starter', period: 'monthly' });
    expect(await subscriptionOf(nico, organizationId)).toMatchObject({
      product: 'business',
      schedule: { pending_product: 'starter', next_phase_start: trialing.provider.current_period_end },
    });
    expect(await licenseCountOf(organizationId)).toBe(PLAN_FACTS.business.podCreators);

    await provider.cancelAtPeriodEnd(portalSession);
    expect((await subscriptionOf(nico, organizationId)).provider).toMatchObject({
      cancel_at_period_end: true,
    });
    await provider.resume(portalSession);
    expect((await subscriptionOf(nico, organizationId)).provider).toMatchObject({
      cancel_at_period_end: false,
    });

    expect(refused).toEqual([]);
    const recorded = await api.db
      .selectFrom('payment_events')
      .select('type')
      .where('organization_id', '=', organizationId)
      .execute();
    expect(recorded.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'checkout.session.completed',
        'customer.subscription.created',
        'subscription_schedule.created',
        'customer.subscription.updated',
      ]),
    );
  });

  it('the test clock drives the trial end, a scheduled downgrade, a failed charge and the lock through the webhook', async () => {
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner, { subscription: null, licenseCount: 0 });
    const checkout = await api.call<{ url: string }>('POST', '/subscription/create-checkout-session', {
      token: owner.token,
      body: {
        organizationId,
        subscriptionType: 'business',
        billingPeriod: 'monthly',
        successUrl: `${TEST_CONSOLE_ORIGIN}/subscription/success`,
        cancelUrl: `${TEST_CONSOLE_ORIGIN}/subscription/cancel`,
      },
    });
    await provider.completeCheckout(sessionIdOf(checkout.body.url), {
      ...CARD,
      last4: '0341',
      behaviour: 'fail-later',
    });
    const portal = await api.call<{ url: string }>('POST', '/subscription/create-customer-portal-session', {
      token: owner.token,
      body: { organizationId, returnUrl: `${TEST_CONSOLE_ORIGIN}/billing` },
    });
    await provider.changePlan(sessionIdOf(portal.body.url), { plan: 'starter', period: 'monthly' });

    // Trial end: the first charge of a 0341 card fails, and the downgrade takes effect at the period end.
    await provider.advanceClock(organizationId, 'period-end');
    expect(await subscriptionOf(owner, organizationId)).toMatchObject({
      product: 'starter',
      status: 'past_due',
      schedule: null,
    });
    expect(await licenseCountOf(organizationId)).toBe(PLAN_FACTS.starter.podCreators);

    // Within the grace period nothing is locked; a week on it has run out, and the lock is announced once.
    const lockedEntries = () =>
      api.db
        .selectFrom('activity_events')
        .select(['actor_type', 'after'])
        .where('organization_id', '=', organizationId)
        .where('kind', '=', 'organization.locked')
        .execute();
    await announceOrganizationLocks(api.db, { now: new Date() });
    expect(await lockedEntries()).toEqual([]);

    await provider.advanceClock(organizationId, 'week');
    expect(await subscriptionOf(owner, organizationId)).toMatchObject({ status: 'unpaid' });
    expect(refused).toEqual([]);
    await announceOrganizationLocks(api.db, { now: new Date() });
    await announceOrganizationLocks(api.db, { now: new Date() });
    expect(await lockedEntries()).toEqual([
      { actor_type: 'system', after: expect.objectContaining({ status: 'unpaid' }) },
    ]);
  });
});
