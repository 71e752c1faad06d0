import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getOrganizationState,
  matchesStateCondition,
  ORGANIZATION_STATES,
  organizationStateCondition,
  stateConditionFacts,
} from './organization-state';
import type { SubscriptionStateInput } from './subscription-state';

const DAY = 86_400_000;
const now = new Date('2026-06-15T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

const subscription = (
  status: string,
  provider: Partial<NonNullable<SubscriptionStateInput['provider']>> = {},
): SubscriptionStateInput => ({
  product: 'business',
  status,
  provider: {
    trialEnd: null,
    currentPeriodStart: at(-10 * DAY),
    currentPeriodEnd: at(20 * DAY),
    cancelAtPeriodEnd: false,
    ...provider,
  },
  schedule: null,
});

describe('getOrganizationState (spec §4)', () => {
  it.each([
    ['none', null],
    ['active', subscription('active')],
    ['active', subscription('trialing')],
    ['trial', subscription('trialing', { trialEnd: at(3 * DAY) })],
    ['trial_expired', subscription('TRIALING', { trialEnd: at(-1) })],
    ['canceled', subscription('active', { cancelAtPeriodEnd: true })],
    ['canceled', subscription('Cancelled')],
    ['inactive', subscription('canceled', { currentPeriodEnd: at(-DAY) })],
    ['inactive', subscription('incomplete')],
    ['payment_problem', subscription('past_due', { currentPeriodStart: at(-6 * DAY) })],
    ['locked', subscription('unpaid', { currentPeriodStart: at(-7 * DAY) })],
    ['locked', subscription('PAYMENT_FAILED', { currentPeriodStart: null })],
  ] as const)('is %s for %j', (expected, input) => {
    expect(getOrganizationState(input, now)).toBe(expected);
  });

  it('puts cancellation before the trial: a trial cancelled during its days is "canceled"', () => {
    const cancelledTrial = subscription('trialing', { trialEnd: at(3 * DAY), cancelAtPeriodEnd: true });
    expect(getOrganizationState(cancelledTrial, now)).toBe('canceled');
  });

  it('locks at the exact instant the grace period ends, not a moment before', () => {
    const startedAt = at(-7 * DAY + 1);
    expect(getOrganizationState(subscription('past_due', { currentPeriodStart: startedAt }), now)).toBe(
      'payment_problem',
    );
    expect(
      getOrganizationState(
        subscription('past_due', { currentPeriodStart: startedAt }),
        new Date(now.getTime() + 1),
      ),
    ).toBe('locked');
  });
});

describe('organizationStateCondition', () => {
  // Instants around every boundary the rule has: now, and now minus the grace days, to the millisecond.
  const instant = fc.oneof(
    fc.constant(null),
    fc.constantFrom(0, 1, -1, -7 * DAY, -7 * DAY + 1, -7 * DAY - 1, 3 * DAY, -3 * DAY).map(at),
    fc.integer({ min: -40 * DAY, max: 40 * DAY }).map(at),
  );
  const status = fc.constantFrom(
    'active',
    'trialing',
    'TRIALING',
    'past_due',
    'PAST_DUE',
    'unpaid',
    'payment_failed',
    'canceled',
    'cancelled',
    ' Canceled ',
    'incomplete',
    'incomplete_expired',
    'paused',
    'pending',
  );
  const anySubscription = fc.option(
    fc.record({ status, trialEnd: instant, start: instant, end: instant, cancel: fc.boolean() }).map((s) =>
      subscription(s.status, {
        trialEnd: s.trialEnd,
        currentPeriodStart: s.start,
        currentPeriodEnd: s.end,
        cancelAtPeriodEnd: s.cancel,
      }),
    ),
  );

  it('holds for exactly the state getOrganizationState names, for any subscription', () => {
    fc.assert(
      fc.property(anySubscription, (input) => {
        const facts = stateConditionFacts(input);
        const holding = ORGANIZATION_STATES.filter((state) =>
          matchesStateCondition(organizationStateCondition(state, now), facts),
        );
        expect(holding).toEqual([getOrganizationState(input, now)]);
      }),
      { numRuns: 3000 },
    );
  });

  it('is plain data a server can translate: it survives JSON unchanged', () => {
    const condition = organizationStateCondition('locked', now);
    expect(JSON.parse(JSON.stringify(condition))).toEqual(condition);
  });
});
