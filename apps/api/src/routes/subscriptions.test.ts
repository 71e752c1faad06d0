import {
  ANNUAL_DISCOUNT,
  getSubscriptionState,
  MONTHLY_PRICE_CENTS,
  PLAN_FACTS,
} from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import { TEST_DRIVERS } from '../test-support/test-database';
import { detailOf, fieldsOf, useTestApi } from '../test-support/test-api';

const DAY = 86_400_000;
const RETURN = 'http://127.0.0.1:5173/billing';

describe.each(TEST_DRIVERS)('plans and subscriptions on %s', (driver) => {
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
    const checkout = (token: string, organizationId: string, extra: Record<string, unknown> = {}) =>
      api.call<{ url: string }>('POST', '/subscription/create-checkout-session', {
        token,
        body: {
          organizationId,
          subscriptionType: 'business',
          billingPeriod: 'annually',
          successUrl: 'http://127.0.0.1:5173/subscription/success',
          cancelUrl: 'http://127.0.0.1:5173/subscription/cancel',
          ...extra,
        },
      });

    it('answers the URL of a local page that names the plan and says payment is not wired yet', async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user, { subscription: null });
      const response = await checkout(user.token, organizationId);
      expect(response.status).toBe(200);
      const url = new URL(response.body.url);
      expect(url.origin).toBe('http://127.0.0.1:4000');
      expect(url.pathname).toBe('/payments/checkout');
      const page = await api.call<string>('GET', `${url.pathname}${url.search}`, { outsideApi: true });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Business');
      expect(page.body).toContain('billed annually');
      expect(page.body).toContain('Payment is not wired yet');
      expect(page.body).toContain('href="http://127.0.0.1:5173/subscription/cancel"');
    });

    it('answers 409 when the plan is already active, and allows it after a trial has ended', async () => {
      const user = await api.createUser();
      const active = await api.createOrganization(user);
      expect((await checkout(user.token, active)).status).toBe(409);
      const ended = await api.createOrganization(user, {
        subscription: { status: 'trialing', trial_end: new Date(api.clock.now.getTime() - DAY) },
      });
      expect((await checkout(user.token, ended)).status).toBe(200);
    });

    it('refuses enterprise, unknown periods and non-http return URLs', async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user, { subscription: null });
      for (const [field, value] of [
        ['subscriptionType', 'enterprise'],
        ['billingPeriod', 'weekly'],
        ['successUrl', 'javascript:alert(1)'],
        ['cancelUrl', '/relative'],
      ] as const) {
        const response = await checkout(user.token, organizationId, { [field]: value });
        expect(response.status, field).toBe(400);
        expect(fieldsOf(response.body)).toContain(field);
      }
    });
  });

  describe('customer portal', () => {
    const portal = (token: string, organizationId: string) =>
      api.call<{ url: string }>('POST', '/subscription/create-customer-portal-session', {
        token,
        body: { organizationId, returnUrl: RETURN },
      });

    it('answers a local portal page naming the plan', async () => {
      const user = await api.createUser();
      const organizationId = await api.createOrganization(user, { subscription: { product: 'starter' } });
      const response = await portal(user.token, organizationId);
      const url = new URL(response.body.url);
      expect(url.pathname).toBe('/payments/portal');
      const page = await api.call<string>('GET', `${url.pathname}${url.search}`, { outsideApi: true });
      expect(page.body).toContain('Starter');
      expect(page.body).toContain('Payment is not wired yet');
    });

    it('answers 409 without a plan and for Enterprise (spec §6)', async () => {
      const user = await api.createUser();
      const none = await api.createOrganization(user, { subscription: null });
      const enterprise = await api.createOrganization(user, {
        subscription: { product: 'enterprise', price_amount: null },
      });
      expect((await portal(user.token, none)).status).toBe(409);
      const refused = await portal(user.token, enterprise);
      expect(refused.body).toMatchObject({ status: 409 });
      expect(detailOf(refused.body)).toMatch(/Enterprise/);
    });
  });
});
