import {
  ANNUAL_DISCOUNT,
  getSubscriptionState,
  MONTHLY_PRICE_CENTS,
  PLAN_FACTS,
} from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { ROUTE_TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, TEST_CONSOLE_ORIGIN, useTestApi } from '../test-support/test-api';

const DAY = 86_400_000;
const RETURN = 'http://127.0.0.1:5173/billing';

describe.each(ROUTE_TEST_DRIVERS)('plans and subscriptions on %s', (driver) => {
  const api = useTestApi(driver);

  it('lists the plans of spec §9 in plan order, without a token', async () => {
    const response = await api.call<Array<Record<string, unknown>>>('GET', '/external/subscription/plans');
    expect(response.status).toBe(200);
    expect(response.body.map((plan) => [plan.type, plan.pod_creators, plan.monthly_active_users])).toEqual([
      ['starter', 1, 25],
      ['business', 5, 150],
      ['enterprise', null, null],
    ]);
    expect(response.body[0]).toMatchObject({
      extra_monthly_active_user_price: 100,
      storage_gb: 10,
      trial_days: 7,
    });
    expect(response.body[2]).toMatchObject({ name: PLAN_FACTS.enterprise.name, on_prem_available: true });
  });

  it('prices annual billing 25% below twelve monthly payments; enterprise is custom', async () => {
    const response = await api.call<
      Array<{ type: string; prices: Record<string, { amount: number | null; formatted_amount: string }> }>
    >('GET', '/external/subscription/pricing');
    const starter = response.body[0]!;
    expect(starter.type).toBe('starter');
    expect(starter.prices.monthly!.amount).toBe(MONTHLY_PRICE_CENTS.starter);
    expect(starter.prices.annually!.amount).toBe(MONTHLY_PRICE_CENTS.starter! * 12 * (1 - ANNUAL_DISCOUNT));
    expect(starter.prices.monthly!.formatted_amount).toBe('$19.00');
    expect(starter.prices.annually!.formatted_amount).toBe('$171.00');
    expect(response.body[2]).toMatchObject({
      type: 'enterprise',
      prices: {
        monthly: { amount: null, formatted_amount: 'Custom' },
        annually: { amount: null, formatted_amount: 'Custom' },
      },
    });
  });

  it('answers the subscription read model of spec §3 that the domain reads as a pending downgrade', async () => {
    const user = await api.createUser();
    const nextPhase = new Date(api.clock.now.getTime() + 20 * DAY);
    const organizationId = await api.createOrganization(user, {
      subscription: {
        product: 'business',
        status: 'active',
        pending_product: 'starter',
        next_phase_start: nextPhase,
        pending_price_amount: 1900,
      },
    });
    const response = await api.call<{
      subscription: { schedule: unknown; provider: Record<string, unknown> };
    }>('GET', `/organizations/${organizationId}/subscription`, { token: user.token });
    expect(response.body.subscription.schedule).toEqual({
      pending_product: 'starter',
      next_phase_start: nextPhase.toISOString(),
      pending_price_amount: 1900,
    });
    const wire = response.body.subscription as never as {
      product: 'business';
      status: string;
      provider: {
        current_period_start: string;
        current_period_end: string;
        cancel_at_period_end: boolean;
        trial_end: string | null;
        price_amount: number;
      };
      schedule: { pending_product: 'starter'; next_phase_start: string };
    };
    const state = getSubscriptionState(
      {
        product: wire.product,
        status: wire.status,
        provider: {
          trialEnd: wire.provider.trial_end,
          currentPeriodStart: wire.provider.current_period_start,
          currentPeriodEnd: wire.provider.current_period_end,
          cancelAtPeriodEnd: wire.provider.cancel_at_period_end,
          priceAmount: wire.provider.price_amount,
        },
        schedule: {
          pendingProduct: wire.schedule.pending_product,
          nextPhaseStart: wire.schedule.next_phase_start,
        },
      },
      api.clock.now,
    );
    expect(state.pendingChange).toMatchObject({
      product: 'starter',
      action: 'downgrade',
      isBusinessToStarter: true,
    });
  });

  describe('checkout', () => {
    const SUCCESS = `${TEST_CONSOLE_ORIGIN}/subscription/success`;
    const CANCEL = `${TEST_CONSOLE_ORIGIN}/subscription/cancel`;
    const checkout = (token: string, organizationId: string, extra: Record<string, unknown> = {}) =>
      api.call<{ url: string }>('POST', '/subscription/create-checkout-session', {
        token,
        body: {
          organizationId,
          subscriptionType: 'business',
          billingPeriod: 'annually',
          successUrl: SUCCESS,
          cancelUrl: CANCEL,
          ...extra,
        },
      });

    it("answers the provider's checkout URL, handing it the organization, the member, the plan and the 7-day trial", async () => {
      const user = await api.createUser({ email: 'nico@example.com' });
      const organizationId = await api.createOrganization(user, { name: 'Nico Labs', subscription: null });
      const response = await checkout(user.token, organizationId);
      expect(response.status).toBe(200);
      expect(response.body.url).toBe('https://pay.test/checkout/cs_test_1');
      expect(api.payments.checkouts).toEqual([
        {
          organizationId,
          organizationName: 'Nico Labs',
          customerEmail: 'nico@example.com',
          customerId: null,
          plan: 'business',
          period: 'annually',
          trialDays: PLAN_FACTS.business.trialDays,
          successUrl: SUCCESS,
          cancelUrl: CANCEL,
        },
      ]);
      // Nothing changes until the provider's event arrives at the webhook.
      expect(await api.db.selectFrom('subscriptions').selectAll().execute()).toEqual([]);
    });

    it('offers no trial to an organization that had a plan, and reuses its customer', async () => {
      const user = await api.createUser();
      const ended = await api.createOrganization(user, {
        subscription: { status: 'canceled', current_period_end: new Date(api.clock.now.getTime() - DAY) },
      });
      await api.db
        .insertInto('payment_customers')
        .values({ organization_id: ended, provider: api.payments.kind, customer_id: 'cus_test_7' })
        .execute();
      expect((await checkout(user.token, ended, { subscriptionType: 'starter' })).status).toBe(200);
      expect(api.payments.checkouts[0]).toMatchObject({
        plan: 'starter',
        trialDays: null,
        customerId: 'cus_test_7',
      });
    });

    it('answers 409 when the plan is already active, and allows it after a trial has ended', async () => {
      const user = await api.createUser();
      const active = await api.createOrganization(user);
      const refused = await checkout(user.token, active);
      expect(refused.status).toBe(409);
      expect(detailOf(refused.body)).toMatch(/customer portal/);
      const ended = await api.createOrganization(user, {
        subscription: { status: 'trialing', trial_end: new Date(api.clock.now.getTime() - DAY) },
      });
      expect((await checkout(user.token, ended)).status).toBe(200);
      expect(api.payments.checkouts.map((input) => input.organizationId)).toEqual([ended]);
    });

    it('refuses enterprise, unknown periods, non-http return URLs and return URLs on another origin, naming the field', async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user, { subscription: null });
      for (const [field, value] of [
        ['subscriptionType', 'enterprise'],
        ['billingPeriod', 'weekly'],
        ['successUrl', 'javascript:alert(1)'],
        ['cancelUrl', '/relative'],
        ['successUrl', 'https://evil.example/subscription/success'],
        ['cancelUrl', 'http://127.0.0.1:5174/subscription/cancel'],
        ['successUrl', `${TEST_CONSOLE_ORIGIN}.evil.example/subscription/success`],
      ] as const) {
        const response = await checkout(user.token, organizationId, { [field]: value });
        expect(response.status, `${field} ${value}`).toBe(400);
        expect(new Set(fieldsOf(response.body))).toEqual(new Set([field]));
      }
      expect(api.payments.checkouts).toEqual([]);
    });

    it('answers 404 for an organization the caller does not belong to, without calling the provider', async () => {
      const owner = await api.createUser();
      const stranger = await api.createUser();
      const organizationId = await api.createOrganization(owner, { subscription: null });
      expect((await checkout(stranger.token, organizationId)).status).toBe(404);
      expect((await checkout(stranger.token, crypto.randomUUID())).status).toBe(404);
      expect(api.payments.checkouts).toEqual([]);
    });

    it('answers 502 when the provider fails, so the console says "Failed to start checkout" (spec §8)', async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user, { subscription: null });
      api.payments.failNext = true;
      const response = await checkout(user.token, organizationId);
      expect(response.status).toBe(502);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });

  describe('customer portal', () => {
    const portal = (token: string, organizationId: string, returnUrl = RETURN) =>
      api.call<{ url: string }>('POST', '/subscription/create-customer-portal-session', {
        token,
        body: { organizationId, returnUrl },
      });
    const addCustomer = (organizationId: string, customerId: string) =>
      api.db
        .insertInto('payment_customers')
        .values({ organization_id: organizationId, provider: api.payments.kind, customer_id: customerId })
        .execute();

    it("answers the provider's portal URL for the organization's customer", async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user, { subscription: { product: 'starter' } });
      await addCustomer(organizationId, 'cus_test_3');
      const response = await portal(user.token, organizationId);
      expect(response.status).toBe(200);
      expect(response.body.url).toBe('https://pay.test/portal/bps_test_1');
      expect(api.payments.portals).toEqual([{ organizationId, customerId: 'cus_test_3', returnUrl: RETURN }]);
    });

    it('answers 409 "start a checkout" when the provider has no customer for the organization', async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user, { subscription: { product: 'starter' } });
      const response = await portal(user.token, organizationId);
      expect(response.status).toBe(409);
      expect(detailOf(response.body)).toMatch(/start a checkout/);
      expect(api.payments.portals).toEqual([]);
    });

    it('answers 409 without a plan and for Enterprise (spec §6)', async () => {
      const user = await api.createUser();
      const none = await api.createOrganization(user, { subscription: null });
      const enterprise = await api.createOrganization(user, {
        subscription: { product: 'enterprise', price_amount: null },
      });
      await addCustomer(enterprise, 'cus_test_4');
      expect((await portal(user.token, none)).status).toBe(409);
      const refused = await portal(user.token, enterprise);
      expect(refused.body).toMatchObject({ status: 409 });
      expect(detailOf(refused.body)).toMatch(/Enterprise/);
      expect(api.payments.portals).toEqual([]);
    });

    it('answers 400 naming returnUrl for another origin, and 404 for a non-member', async () => {
      const user = await api.createUser();
      const stranger = await api.createUser();
      const organizationId = await api.createOrganization(user, { subscription: { product: 'starter' } });
      await addCustomer(organizationId, 'cus_test_5');
      const foreign = await portal(user.token, organizationId, 'https://evil.example/billing');
      expect(foreign.status).toBe(400);
      expect(fieldsOf(foreign.body)).toEqual(['returnUrl']);
      expect((await portal(stranger.token, organizationId)).status).toBe(404);
      expect(api.payments.portals).toEqual([]);
    });
  });
});
