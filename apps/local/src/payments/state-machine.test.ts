import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { addBillingPeriod, toUnix } from './clock';
import { describeLocalPrice, localPrice } from './prices';
import {
  advance,
  cancelAtPeriodEnd,
  changePlan,
  LocalPaymentError,
  previewPlanChange,
  resume,
  shiftHistory,
  subscribe,
  travel,
  updateCard,
  type LocalCardInput,
  type LocalCheckoutSession,
  type LocalSubscriptionDocument,
  type Transition,
} from './state-machine';
import { LOCAL_API_VERSION } from './stripe-objects';

const DAY = 86_400;
const T0 = new Date('2026-01-15T10:00:00.000Z');
const at = (iso: string) => new Date(iso);
const unix = (iso: string) => toUnix(new Date(iso));

const okCard: LocalCardInput = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, behaviour: 'ok' };
const failLaterCard: LocalCardInput = { ...okCard, last4: '0341', behaviour: 'fail-later' };

function session(overrides: Partial<LocalCheckoutSession> = {}): LocalCheckoutSession {
  return {
    kind: 'checkout',
    id: 'cs_local_1',
    customer: 'cus_local_1',
    organizationId: '00000000-0000-4000-8000-000000000101',
    organizationName: 'Acme Robotics',
    customerEmail: 'alice@example.com',
    plan: 'business',
    period: 'monthly',
    trialDays: null,
    successUrl: 'http://127.0.0.1:5173/subscription/success',
    cancelUrl: 'http://127.0.0.1:5173/subscription/cancel',
    created: toUnix(T0) - 60,
    expiresAt: toUnix(T0) + DAY,
    ...overrides,
  };
}

function start(
  overrides: Partial<LocalCheckoutSession> = {},
  card: LocalCardInput = okCard,
  now = T0,
): Transition {
  return subscribe({ session: session(overrides), subscriptionId: 'sub_local_a1', card, now });
}

const types = (transition: Transition) => transition.events.map((event) => event.type);
const objectOf = <T>(transition: Transition, type: Stripe.Event['type'], index = 0): T =>
  transition.events.filter((event) => event.type === type)[index]!.data.object as T;
const subscriptionOf = (
  transition: Transition,
  type: Stripe.Event['type'] = 'customer.subscription.updated',
) => objectOf<Stripe.Subscription>(transition, type);
const item = (subscription: Stripe.Subscription) => subscription.items.data[0]!;

describe('subscribe (checkout completion)', () => {
  it('starts a paid subscription: completed session, created subscription, paid first invoice', () => {
    const result = start();
    expect(types(result)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(result.document).toMatchObject({
      status: 'active',
      plan: 'business',
      period: 'monthly',
      currentPeriodStart: unix('2026-01-15T10:00:00Z'),
      currentPeriodEnd: unix('2026-02-15T10:00:00Z'),
      trialEnd: null,
      card: { last4: '4242', behaviour: 'ok' },
    });

    const checkout = objectOf<Stripe.Checkout.Session>(result, 'checkout.session.completed');
    expect(checkout).toMatchObject({
      id: 'cs_local_1',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_local_1',
      client_reference_id: '00000000-0000-4000-8000-000000000101',
      subscription: 'sub_local_a1',
      amount_total: 9900,
      metadata: { organization_id: '00000000-0000-4000-8000-000000000101', plan: 'business' },
    });

    const subscription = subscriptionOf(result, 'customer.subscription.created');
    expect(subscription).toMatchObject({
      id: 'sub_local_a1',
      object: 'subscription',
      status: 'active',
      customer: 'cus_local_1',
      cancel_at_period_end: false,
      canceled_at: null,
      trial_end: null,
      metadata: { organization_id: '00000000-0000-4000-8000-000000000101', plan: 'business' },
    });
    expect(item(subscription)).toMatchObject({
      current_period_start: unix('2026-01-15T10:00:00Z'),
      current_period_end: unix('2026-02-15T10:00:00Z'),
      price: { id: 'price_local_business_monthly', lookup_key: 'business_monthly', unit_amount: 9900 },
    });

    const invoice = objectOf<Stripe.Invoice>(result, 'invoice.paid');
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'paid',
      amount_due: 9900,
      amount_paid: 9900,
      billing_reason: 'subscription_create',
      period_start: unix('2026-01-15T10:00:00Z'),
      period_end: unix('2026-02-15T10:00:00Z'),
      parent: { subscription_details: { subscription: 'sub_local_a1' } },
    });
  });

  it('gives every event a unique evt_local id, the unix second of now, test mode and the API version', () => {
    const result = start();
    const ids = result.events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const event of result.events) {
      expect(event).toMatchObject({
        object: 'event',
        created: toUnix(T0),
        livemode: false,
        api_version: LOCAL_API_VERSION,
      });
      expect(event.id).toMatch(/^evt_local_a1_\d+$/);
    }
  });

  it('starts a 7-day trial without a charge: no invoice until the trial ends', () => {
    const result = start({ trialDays: 7 });
    expect(types(result)).toEqual(['checkout.session.completed', 'customer.subscription.created']);
    expect(result.document).toMatchObject({
      status: 'trialing',
      trialStart: unix('2026-01-15T10:00:00Z'),
      trialEnd: unix('2026-01-22T10:00:00Z'),
      currentPeriodStart: unix('2026-01-15T10:00:00Z'),
      currentPeriodEnd: unix('2026-01-22T10:00:00Z'),
      invoices: [],
    });
    expect(objectOf<Stripe.Checkout.Session>(result, 'checkout.session.completed')).toMatchObject({
      payment_status: 'no_payment_required',
      amount_total: 0,
    });
    expect(subscriptionOf(result, 'customer.subscription.created')).toMatchObject({
      status: 'trialing',
      trial_end: unix('2026-01-22T10:00:00Z'),
    });
  });

  it('bills an annual plan a year at a time at 25% off', () => {
    const result = start({ period: 'annually', plan: 'starter' });
    expect(result.document.currentPeriodEnd).toBe(unix('2027-01-15T10:00:00Z'));
    expect(objectOf<Stripe.Invoice>(result, 'invoice.paid').amount_paid).toBe(17_100);
    expect(item(subscriptionOf(result, 'customer.subscription.created')).price).toMatchObject({
      id: 'price_local_starter_annually',
      lookup_key: 'starter_annually',
      recurring: { interval: 'year', interval_count: 1 },
    });
  });

  it('takes the first charge of a 0341 card', () => {
    const result = start({}, failLaterCard);
    expect(types(result)).toContain('invoice.paid');
    expect(result.document.status).toBe('active');
  });
});

describe('advance (the clock)', () => {
  it('changes nothing before the next boundary', () => {
    const { document } = start({ trialDays: 7 });
    const result = advance(document, at('2026-01-22T09:59:59Z'));
    expect(result.events).toEqual([]);
    expect(result.document).toEqual(document);
  });

  it('ends a trial with the first invoice, paid: active for a month from the trial end', () => {
    const { document } = start({ trialDays: 7 });
    const result = advance(document, at('2026-01-22T10:00:00Z'));
    expect(types(result)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(result.document).toMatchObject({
      status: 'active',
      billingCycleAnchor: unix('2026-01-22T10:00:00Z'),
      currentPeriodStart: unix('2026-01-22T10:00:00Z'),
      currentPeriodEnd: unix('2026-02-22T10:00:00Z'),
    });
    expect(objectOf<Stripe.Invoice>(result, 'invoice.paid')).toMatchObject({
      amount_paid: 9900,
      billing_reason: 'subscription_cycle',
      created: unix('2026-01-22T10:00:00Z'),
    });
    const event = result.events[1]!;
    expect(event.created).toBe(unix('2026-01-22T10:00:00Z'));
    expect(event.data.previous_attributes).toMatchObject({ status: 'trialing' });
    expect(item(subscriptionOf(result))).toMatchObject({
      current_period_start: unix('2026-01-22T10:00:00Z'),
      current_period_end: unix('2026-02-22T10:00:00Z'),
    });
  });

  it('fails the trial-end charge of a 0341 card: past_due, the new period starts anyway', () => {
    const { document } = start({ trialDays: 7 }, failLaterCard);
    const result = advance(document, at('2026-01-23T00:00:00Z'));
    expect(types(result)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(result.document).toMatchObject({
      status: 'past_due',
      currentPeriodStart: unix('2026-01-22T10:00:00Z'),
      currentPeriodEnd: unix('2026-02-22T10:00:00Z'),
    });
    expect(objectOf<Stripe.Invoice>(result, 'invoice.payment_failed')).toMatchObject({
      status: 'open',
      amount_due: 9900,
      amount_paid: 0,
      amount_remaining: 9900,
      attempt_count: 1,
    });
    expect(subscriptionOf(result).status).toBe('past_due');
    // Events are created at the clock's now, not at the boundary.
    expect(result.events[0]!.created).toBe(unix('2026-01-23T00:00:00Z'));
  });

  it('turns past_due into unpaid 7 days after the failed period start, not a second earlier', () => {
    const { document } = advance(start({ trialDays: 7 }, failLaterCard).document, at('2026-01-22T10:00:00Z'));
    expect(advance(document, at('2026-01-29T09:59:59Z')).events).toEqual([]);
    const result = advance(document, at('2026-01-29T10:00:00Z'));
    expect(types(result)).toEqual(['customer.subscription.updated']);
    expect(result.document.status).toBe('unpaid');
    expect(result.events[0]!.data.previous_attributes).toEqual({ status: 'past_due' });
  });

  it('attempts nothing more once unpaid: the subscription waits for a new card', () => {
    const unpaid = advance(start({ trialDays: 7 }, failLaterCard).document, at('2026-01-29T10:00:00Z'));
    expect(unpaid.document.status).toBe('unpaid');
    const later = advance(unpaid.document, at('2026-06-01T00:00:00Z'));
    expect(later.events).toEqual([]);
    expect(later.document.invoices).toHaveLength(1);
  });

  it('renews every period with a paid invoice, in order', () => {
    const result = advance(start().document, at('2026-04-20T00:00:00Z'));
    expect(types(result)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(
      result.document.invoices.map((invoice) => new Date(invoice.period.start * 1000).toISOString()),
    ).toEqual([
      '2026-01-15T10:00:00.000Z',
      '2026-02-15T10:00:00.000Z',
      '2026-03-15T10:00:00.000Z',
      '2026-04-15T10:00:00.000Z',
    ]);
    expect(result.document.currentPeriodEnd).toBe(unix('2026-05-15T10:00:00Z'));
  });

  it('bills a subscription started on the 31st on the last day of shorter months, then on the 31st again', () => {
    const started = start({}, okCard, at('2026-01-31T08:00:00Z'));
    const result = advance(started.document, at('2026-03-31T08:00:00Z'));
    expect(result.document.invoices.map((invoice) => invoice.period.start)).toEqual([
      unix('2026-01-31T08:00:00Z'),
      unix('2026-02-28T08:00:00Z'),
      unix('2026-03-31T08:00:00Z'),
    ]);
    expect(addBillingPeriod(unix('2028-02-29T00:00:00Z'), 'annually', unix('2028-02-29T00:00:00Z'))).toBe(
      unix('2029-02-28T00:00:00Z'),
    );
  });

  it('fails every renewal of a 0341 card after the checkout charge', () => {
    const result = advance(start({}, failLaterCard).document, at('2026-02-16T00:00:00Z'));
    expect(types(result)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(result.document).toMatchObject({
      status: 'past_due',
      currentPeriodStart: unix('2026-02-15T10:00:00Z'),
    });
  });
});

describe('cancel at period end and resume', () => {
  it('keeps the plan to the period end, then deletes the subscription', () => {
    const canceled = cancelAtPeriodEnd(start().document, at('2026-01-20T12:00:00Z'));
    expect(types(canceled)).toEqual(['customer.subscription.updated']);
    expect(subscriptionOf(canceled)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: unix('2026-02-15T10:00:00Z'),
      canceled_at: unix('2026-01-20T12:00:00Z'),
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(canceled.events[0]!.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
      canceled_at: null,
    });

    expect(advance(canceled.document, at('2026-02-15T09:59:59Z')).events).toEqual([]);
    const ended = advance(canceled.document, at('2026-02-15T10:00:00Z'));
    expect(types(ended)).toEqual(['customer.subscription.deleted']);
    expect(subscriptionOf(ended, 'customer.subscription.deleted')).toMatchObject({
      status: 'canceled',
      ended_at: unix('2026-02-15T10:00:00Z'),
      canceled_at: unix('2026-01-20T12:00:00Z'),
    });
    expect(ended.document.invoices).toHaveLength(1);
    expect(advance(ended.document, at('2027-01-01T00:00:00Z')).events).toEqual([]);
  });

  it('ends a trial canceled at period end without charging', () => {
    const canceled = cancelAtPeriodEnd(start({ trialDays: 7 }).document, at('2026-01-16T00:00:00Z'));
    const ended = advance(canceled.document, at('2026-01-22T10:00:00Z'));
    expect(types(ended)).toEqual(['customer.subscription.deleted']);
    expect(ended.document.invoices).toEqual([]);
  });

  it('resumes a plan set to end: it renews again', () => {
    const canceled = cancelAtPeriodEnd(start().document, at('2026-01-20T12:00:00Z'));
    const resumed = resume(canceled.document, at('2026-01-21T00:00:00Z'));
    expect(types(resumed)).toEqual(['customer.subscription.updated']);
    expect(subscriptionOf(resumed)).toMatchObject({
      cancel_at_period_end: false,
      canceled_at: null,
      cancel_at: null,
    });
    expect(types(advance(resumed.document, at('2026-02-15T10:00:00Z')))).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('refuses to cancel twice or to resume a plan that is not ending', () => {
    const canceled = cancelAtPeriodEnd(start().document, T0);
    expect(() => cancelAtPeriodEnd(canceled.document, T0)).toThrow(LocalPaymentError);
    expect(() => resume(start().document, T0)).toThrow('This plan is not set to end.');
  });
});

describe('change plan', () => {
  const starter = () => start({ plan: 'starter' });

  it('previews an upgrade prorated to the second: credit for the old price, charge for the new', () => {
    // Half-way through a 31-day period (Jan 15 → Feb 15).
    const halfway = new Date((unix('2026-01-15T10:00:00Z') + 31 * DAY * 0.5) * 1000);
    const preview = previewPlanChange(starter().document, { plan: 'business', period: 'monthly' }, halfway);
    expect(preview).toEqual({
      kind: 'upgrade',
      credit: -950,
      charge: 4950,
      amountDue: 4000,
      effectiveAt: toUnix(halfway),
    });
  });

  it('upgrades now with a paid prorated invoice; the period does not move', () => {
    const halfway = new Date((unix('2026-01-15T10:00:00Z') + 31 * DAY * 0.5) * 1000);
    const result = changePlan(starter().document, { plan: 'business', period: 'monthly' }, halfway);
    expect(types(result)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const invoice = objectOf<Stripe.Invoice>(result, 'invoice.paid');
    expect(invoice).toMatchObject({
      amount_paid: 4000,
      billing_reason: 'subscription_update',
      period_start: toUnix(halfway),
      period_end: unix('2026-02-15T10:00:00Z'),
    });
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([-950, 4950]);
    const subscription = subscriptionOf(result);
    expect(item(subscription)).toMatchObject({
      price: { id: 'price_local_business_monthly' },
      current_period_start: unix('2026-01-15T10:00:00Z'),
      current_period_end: unix('2026-02-15T10:00:00Z'),
    });
    // Stripe keeps the checkout's metadata; the price says what the plan is now.
    expect(subscription.metadata).toMatchObject({ plan: 'starter' });
    expect(describeLocalPrice(item(subscription).price)).toEqual({
      plan: 'business',
      period: 'monthly',
      amountCents: 9900,
    });
    // The next renewal bills the new price.
    const renewed = advance(result.document, at('2026-02-15T10:00:00Z'));
    expect(objectOf<Stripe.Invoice>(renewed, 'invoice.paid').amount_paid).toBe(9900);
  });

  it('upgrades a trial for free: no invoice, still trialing to the same end', () => {
    const result = changePlan(
      start({ plan: 'starter', trialDays: 7 }).document,
      { plan: 'business', period: 'monthly' },
      at('2026-01-17T00:00:00Z'),
    );
    expect(types(result)).toEqual(['customer.subscription.updated']);
    expect(result.document).toMatchObject({
      status: 'trialing',
      plan: 'business',
      trialEnd: unix('2026-01-22T10:00:00Z'),
    });
    expect(result.document.invoices).toEqual([]);
  });

  it('declines an upgrade a 0341 card would have to pay, and changes nothing', () => {
    const { document } = start({ plan: 'starter' }, failLaterCard);
    let error: unknown;
    try {
      changePlan(document, { plan: 'business', period: 'monthly' }, at('2026-01-20T00:00:00Z'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LocalPaymentError);
    expect(error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
  });

  it('schedules a downgrade for the period end with two phases, then applies it there', () => {
    const business = start({ period: 'monthly' });
    const scheduled = changePlan(
      business.document,
      { plan: 'starter', period: 'monthly' },
      at('2026-01-20T00:00:00Z'),
    );
    expect(types(scheduled)).toEqual(['subscription_schedule.created', 'customer.subscription.updated']);
    const schedule = objectOf<Stripe.SubscriptionSchedule>(scheduled, 'subscription_schedule.created');
    expect(schedule).toMatchObject({
      object: 'subscription_schedule',
      status: 'active',
      end_behavior: 'release',
      subscription: 'sub_local_a1',
      metadata: { organization_id: '00000000-0000-4000-8000-000000000101' },
      current_phase: { start_date: unix('2026-01-15T10:00:00Z'), end_date: unix('2026-02-15T10:00:00Z') },
    });
    expect(schedule.phases.map((phase) => [phase.items[0]!.price, phase.start_date, phase.end_date])).toEqual(
      [
        ['price_local_business_monthly', unix('2026-01-15T10:00:00Z'), unix('2026-02-15T10:00:00Z')],
        ['price_local_starter_monthly', unix('2026-02-15T10:00:00Z'), unix('2026-03-15T10:00:00Z')],
      ],
    );
    expect(subscriptionOf(scheduled).schedule).toBe(schedule.id);
    expect(scheduled.document.plan).toBe('business');

    const applied = advance(scheduled.document, at('2026-02-15T10:00:00Z'));
    expect(types(applied)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'subscription_schedule.released',
    ]);
    expect(objectOf<Stripe.Invoice>(applied, 'invoice.paid').amount_paid).toBe(1900);
    expect(item(subscriptionOf(applied))).toMatchObject({
      price: { id: 'price_local_starter_monthly' },
      current_period_start: unix('2026-02-15T10:00:00Z'),
      current_period_end: unix('2026-03-15T10:00:00Z'),
    });
    expect(subscriptionOf(applied).schedule).toBeNull();
    expect(objectOf<Stripe.SubscriptionSchedule>(applied, 'subscription_schedule.released')).toMatchObject({
      id: schedule.id,
      status: 'released',
      released_at: unix('2026-02-15T10:00:00Z'),
      released_subscription: 'sub_local_a1',
    });
    expect(applied.document.schedule).toBeNull();
  });

  it('switches monthly to annual billing at the period end, then bills a year', () => {
    const scheduled = changePlan(
      start().document,
      { plan: 'business', period: 'annually' },
      at('2026-01-20T00:00:00Z'),
    );
    expect(previewPlanChange(start().document, { plan: 'business', period: 'annually' }, T0)).toEqual({
      kind: 'scheduled',
      startsAt: unix('2026-02-15T10:00:00Z'),
      amount: 89_100,
    });
    expect(
      objectOf<Stripe.SubscriptionSchedule>(scheduled, 'subscription_schedule.created').phases[1]!.end_date,
    ).toBe(unix('2027-02-15T10:00:00Z'));
    const applied = advance(scheduled.document, at('2026-02-15T10:00:00Z'));
    expect(objectOf<Stripe.Invoice>(applied, 'invoice.paid').amount_paid).toBe(89_100);
    expect(applied.document).toMatchObject({
      period: 'annually',
      currentPeriodEnd: unix('2027-02-15T10:00:00Z'),
      billingCycleAnchor: unix('2026-02-15T10:00:00Z'),
    });
  });

  it('replaces a pending change with an updated schedule, and keeps the current plan by releasing it', () => {
    const scheduled = changePlan(start().document, { plan: 'starter', period: 'monthly' }, T0);
    const changed = changePlan(scheduled.document, { plan: 'business', period: 'annually' }, T0);
    expect(types(changed)).toEqual(['subscription_schedule.updated']);
    expect(changed.document.schedule).toMatchObject({ plan: 'business', period: 'annually' });

    expect(previewPlanChange(changed.document, { plan: 'business', period: 'monthly' }, T0)).toEqual({
      kind: 'keep',
    });
    const kept = changePlan(changed.document, { plan: 'business', period: 'monthly' }, T0);
    expect(types(kept)).toEqual(['subscription_schedule.released', 'customer.subscription.updated']);
    expect(kept.document.schedule).toBeNull();
    expect(subscriptionOf(kept).schedule).toBeNull();
  });

  it('releases a pending change before an upgrade applies', () => {
    const scheduled = changePlan(
      start({ plan: 'starter' }).document,
      { plan: 'starter', period: 'annually' },
      T0,
    );
    const upgraded = changePlan(
      scheduled.document,
      { plan: 'business', period: 'monthly' },
      at('2026-01-20T00:00:00Z'),
    );
    expect(types(upgraded)).toEqual([
      'subscription_schedule.released',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(upgraded.document).toMatchObject({ plan: 'business', schedule: null });
  });

  it('refuses changes while a payment is open, the plan is ending, or nothing would change', () => {
    const pastDue = advance(start({}, failLaterCard).document, at('2026-02-16T00:00:00Z')).document;
    expect(() =>
      changePlan(pastDue, { plan: 'starter', period: 'monthly' }, at('2026-02-16T00:00:00Z')),
    ).toThrow('Update your card to pay the open invoice before changing the plan.');
    const ending = cancelAtPeriodEnd(start().document, T0).document;
    expect(() => changePlan(ending, { plan: 'starter', period: 'monthly' }, T0)).toThrow(
      'Resume the plan before changing it.',
    );
    expect(() => changePlan(start().document, { plan: 'business', period: 'monthly' }, T0)).toThrow(
      'This is already your plan.',
    );
  });

  it('releases a pending change when the plan is canceled', () => {
    const scheduled = changePlan(start().document, { plan: 'starter', period: 'monthly' }, T0);
    const canceled = cancelAtPeriodEnd(scheduled.document, T0);
    expect(types(canceled)).toEqual(['subscription_schedule.released', 'customer.subscription.updated']);
    expect(canceled.document.schedule).toBeNull();
  });
});

describe('update card', () => {
  it('pays the open invoice of a past_due subscription: active again, the period kept', () => {
    const pastDue = advance(start({ trialDays: 7 }, failLaterCard).document, at('2026-01-23T00:00:00Z'));
    const result = updateCard(pastDue.document, okCard, at('2026-01-24T00:00:00Z'));
    expect(types(result)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(objectOf<Stripe.Invoice>(result, 'invoice.paid')).toMatchObject({
      amount_paid: 9900,
      attempt_count: 2,
      status_transitions: { paid_at: unix('2026-01-24T00:00:00Z') },
    });
    expect(result.document).toMatchObject({
      status: 'active',
      currentPeriodStart: unix('2026-01-22T10:00:00Z'),
      currentPeriodEnd: unix('2026-02-22T10:00:00Z'),
      card: { last4: '4242', behaviour: 'ok' },
    });
    expect(result.events[1]!.data.previous_attributes).toMatchObject({ status: 'past_due' });
  });

  it('brings an unpaid subscription back; a new 0341 card pays now and fails the next renewal', () => {
    const unpaid = advance(start({ trialDays: 7 }, failLaterCard).document, at('2026-01-30T00:00:00Z'));
    expect(unpaid.document.status).toBe('unpaid');
    const result = updateCard(unpaid.document, failLaterCard, at('2026-01-30T00:00:00Z'));
    expect(result.document.status).toBe('active');
    expect(types(advance(result.document, at('2026-02-22T10:00:00Z')))).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
  });

  it('only changes the card on file when nothing is open', () => {
    const result = updateCard(start().document, { ...okCard, last4: '4444', brand: 'Mastercard' }, T0);
    expect(result.document.card).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    expect(subscriptionOf(result).default_payment_method).toBe(result.document.card.id);
  });
});

describe('travel (the test clock)', () => {
  it('moves the history back and sends the subscription again: a trial day passes', () => {
    const trial = start({ trialDays: 7 }).document;
    const now = at('2026-01-15T10:00:00Z');
    const result = travel(trial, DAY, now);
    expect(types(result)).toEqual(['customer.subscription.updated']);
    expect(result.document).toMatchObject({
      status: 'trialing',
      trialEnd: unix('2026-01-21T10:00:00Z'),
      currentPeriodStart: unix('2026-01-14T10:00:00Z'),
      created: unix('2026-01-14T10:00:00Z'),
    });
    expect(subscriptionOf(result).trial_end).toBe(unix('2026-01-21T10:00:00Z'));
    expect(result.events[0]!.created).toBe(toUnix(now));
  });

  it('drives a 0341 card from the trial end through past_due to unpaid', () => {
    const trial = start({ trialDays: 7 }, failLaterCard).document;
    const toPeriodEnd = trial.currentPeriodEnd - toUnix(T0);
    const failed = travel(trial, toPeriodEnd, T0);
    expect(types(failed)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(failed.document).toMatchObject({ status: 'past_due', currentPeriodStart: toUnix(T0) });

    const sixDays = travel(failed.document, 6 * DAY, T0);
    expect(sixDays.document.status).toBe('past_due');
    expect(sixDays.document.currentPeriodStart).toBe(toUnix(T0) - 6 * DAY);

    const locked = travel(sixDays.document, DAY, T0);
    expect(types(locked)).toEqual(['customer.subscription.updated']);
    expect(locked.document).toMatchObject({ status: 'unpaid', currentPeriodStart: toUnix(T0) - 7 * DAY });
  });

  it('sends a pending schedule again with its moved start', () => {
    const scheduled = changePlan(start().document, { plan: 'starter', period: 'monthly' }, T0).document;
    const result = travel(scheduled, 7 * DAY, T0);
    expect(types(result)).toEqual(['customer.subscription.updated', 'subscription_schedule.updated']);
    expect(
      objectOf<Stripe.SubscriptionSchedule>(result, 'subscription_schedule.updated').phases[1]!.start_date,
    ).toBe(unix('2026-02-08T10:00:00Z'));
  });

  it('applies a scheduled downgrade when the clock reaches the period end', () => {
    const scheduled = changePlan(start().document, { plan: 'starter', period: 'monthly' }, T0).document;
    const result = travel(scheduled, scheduled.currentPeriodEnd - toUnix(T0), T0);
    expect(types(result)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'subscription_schedule.released',
    ]);
    expect(result.document.plan).toBe('starter');
  });

  it('leaves a trial 4 days when 3 of its 7 have passed', () => {
    const trial = travel(start({ trialDays: 7 }).document, 3 * DAY, T0).document;
    expect(trial.trialEnd! - toUnix(T0)).toBe(4 * DAY);
  });

  it('does not run the clock of an ended subscription', () => {
    const ended = advance(cancelAtPeriodEnd(start().document, T0).document, at('2026-03-01T00:00:00Z'));
    expect(() => travel(ended.document, DAY, at('2026-03-01T00:00:00Z'))).toThrow(LocalPaymentError);
  });

  it('shifts every timestamp of the history, invoices and schedule included', () => {
    const document: LocalSubscriptionDocument = changePlan(
      start().document,
      { plan: 'starter', period: 'monthly' },
      T0,
    ).document;
    const shifted = shiftHistory(document, 10);
    expect(shifted.invoices[0]).toMatchObject({
      created: document.invoices[0]!.created - 10,
      paidAt: document.invoices[0]!.paidAt! - 10,
      period: { start: document.invoices[0]!.period.start - 10, end: document.invoices[0]!.period.end - 10 },
    });
    expect(shifted.schedule!.startsAt).toBe(document.schedule!.startsAt - 10);
    expect(shifted.billingCycleAnchor).toBe(document.billingCycleAnchor - 10);
    expect(document.created).toBe(toUnix(T0));
  });
});

describe('prices', () => {
  it('maps every local price back to its plan, period and amount, by id, lookup key or object', () => {
    expect(describeLocalPrice('price_local_starter_monthly')).toEqual({
      plan: 'starter',
      period: 'monthly',
      amountCents: 1900,
    });
    expect(describeLocalPrice('business_annually')).toEqual({
      plan: 'business',
      period: 'annually',
      amountCents: 89_100,
    });
    expect(describeLocalPrice(localPrice('starter', 'annually'))).toMatchObject({
      plan: 'starter',
      period: 'annually',
    });
    expect(describeLocalPrice('price_1Nxyz')).toBeNull();
  });
});
