// spec §4 in one word per organization, derived from `getSubscriptionState`, and the same rule as data
// (`organizationStateCondition`) for the server's SQL and `matchesStateCondition`; a property test holds the two
// together (docs/decisions/0017-platform-admin-organizations.md).
import type { OrganizationState } from '@pod-console/sdk';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  CANCELED_STATUSES,
  PAYMENT_GRACE_DAYS,
  PAYMENT_PROBLEM_STATUSES,
} from '../constants';
import { addDays, toTime } from '../dates/dates';
import { getSubscriptionState, type SubscriptionStateInput } from './subscription-state';

/** Every state, in the order they are tried: the first that holds names the organization. */
export const ORGANIZATION_STATES = [
  'none',
  'locked',
  'payment_problem',
  'canceled',
  'trial_expired',
  'trial',
  'active',
  'inactive',
] as const satisfies readonly OrganizationState[];

/** What the Organizations table prints for each state. */
export const ORGANIZATION_STATE_LABELS: Record<OrganizationState, string> = {
  none: 'No plan',
  locked: 'Locked',
  payment_problem: 'Payment problem',
  canceled: 'Canceled',
  trial_expired: 'Trial expired',
  trial: 'Trial',
  active: 'Active',
  inactive: 'Inactive',
};

// The payment provider's statuses as a person reads them, in the same words as the states where they agree.
const PROVIDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  trialing: ORGANIZATION_STATE_LABELS.trial,
  active: ORGANIZATION_STATE_LABELS.active,
  canceled: ORGANIZATION_STATE_LABELS.canceled,
  cancelled: ORGANIZATION_STATE_LABELS.canceled,
  past_due: 'Past due',
  unpaid: 'Unpaid',
  payment_failed: 'Payment failed',
  incomplete: 'Incomplete',
  incomplete_expired: 'Incomplete, expired',
  paused: 'Paused',
};

/**
 * A subscription's status as the payment provider stores it (any case: spec §4), in words: "trialing" is "Trial",
 * "PAST_DUE" "Past due"; a status the provider adds later reads as its own words ("some_state": "Some state").
 */
export function subscriptionStatusLabel(status: string): string {
  const key = status.trim().toLowerCase();
  const words = key.replaceAll('_', ' ');
  return PROVIDER_STATUS_LABELS[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Where an organization's subscription stands at `now`, one word (spec §4). Most urgent first: a payment problem
 * (locked once its grace period is over), then cancellation (the admin's next question is "until when"), then
 * the trial, then plain activity.
 */
export function getOrganizationState(
  subscription: SubscriptionStateInput | null | undefined,
  now: Date,
): OrganizationState {
  const state = getSubscriptionState(subscription, now);
  if (!state.hasPlan) return 'none';
  if (state.paymentProblem?.locked) return 'locked';
  if (state.paymentProblem != null) return 'payment_problem';
  if (state.canceled != null) return 'canceled';
  if (state.trial?.expired) return 'trial_expired';
  if (state.trial != null) return 'trial';
  return state.isActive ? 'active' : 'inactive';
}

/** The subscription's instants a condition may compare. */
export type SubscriptionInstant = 'trialEnd' | 'currentPeriodStart' | 'currentPeriodEnd';

/**
 * A condition on an organization's subscription, as data. Leaves never hold for an organization without a
 * subscription, and a comparison never holds for an absent instant (SQL's NULL, taken as false, not unknown).
 * `statusIn` lists lower-case statuses and compares the trimmed, lower-cased status (statuses arrive in any case).
 */
export type StateCondition =
  | { all: StateCondition[] }
  | { any: StateCondition[] }
  | { not: StateCondition }
  | { hasSubscription: true }
  | { statusIn: readonly string[] }
  | { cancelAtPeriodEnd: true }
  | { instant: SubscriptionInstant; after: string }
  | { instant: SubscriptionInstant; atOrBefore: string }
  | { instant: SubscriptionInstant; isNull: true };

const paymentProblem: StateCondition = { statusIn: PAYMENT_PROBLEM_STATUSES };

/** Each state's own test, assuming no earlier state held. */
function ownCondition(state: OrganizationState, now: Date): StateCondition {
  const at = now.toISOString();
  switch (state) {
    case 'none':
      return { not: { hasSubscription: true } };
    case 'locked':
      // spec §4: the grace period is 7 days from the period start; it is over when start + 7 days <= now. No
      // period start means no grace can be counted (as getSubscriptionState has it).
      return {
        all: [
          paymentProblem,
          {
            any: [
              { instant: 'currentPeriodStart', isNull: true },
              { instant: 'currentPeriodStart', atOrBefore: graceStartCutoff(now) },
            ],
          },
        ],
      };
    case 'payment_problem':
      return paymentProblem;
    case 'canceled':
      return {
        all: [
          { any: [{ statusIn: CANCELED_STATUSES }, { cancelAtPeriodEnd: true }] },
          { instant: 'currentPeriodEnd', after: at },
        ],
      };
    case 'trial_expired':
      return { all: [{ statusIn: ['trialing'] }, { instant: 'trialEnd', atOrBefore: at }] };
    case 'trial':
      return { instant: 'trialEnd', after: at };
    case 'active':
      return { statusIn: ACTIVE_SUBSCRIPTION_STATUSES };
    case 'inactive':
      return { hasSubscription: true };
  }
}

/** A period that started at or before this instant has used up its grace days at `now`. */
function graceStartCutoff(now: Date): string {
  return addDays(now, -PAYMENT_GRACE_DAYS) ?? now.toISOString();
}

/** `getOrganizationState(subscription, now) === state`, as a condition a database can evaluate. */
export function organizationStateCondition(state: OrganizationState, now: Date): StateCondition {
  const earlier = ORGANIZATION_STATES.slice(0, ORGANIZATION_STATES.indexOf(state));
  const own = ownCondition(state, now);
  if (earlier.length === 0) return own;
  return { all: [own, { not: { any: earlier.map((previous) => ownCondition(previous, now)) } }] };
}

/** The fields of a subscription a condition reads. */
export interface StateConditionFacts {
  status: string;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
}

/** The facts of a subscription, or null without one. */
export function stateConditionFacts(
  subscription: SubscriptionStateInput | null | undefined,
): StateConditionFacts | null {
  if (subscription == null) return null;
  const provider = subscription.provider ?? {};
  return {
    status: subscription.status,
    cancelAtPeriodEnd: provider.cancelAtPeriodEnd === true,
    trialEnd: provider.trialEnd ?? null,
    currentPeriodStart: provider.currentPeriodStart ?? null,
    currentPeriodEnd: provider.currentPeriodEnd ?? null,
  };
}

/** Whether a condition holds for a subscription's facts (null: no subscription). */
export function matchesStateCondition(condition: StateCondition, facts: StateConditionFacts | null): boolean {
  if ('all' in condition) return condition.all.every((part) => matchesStateCondition(part, facts));
  if ('any' in condition) return condition.any.some((part) => matchesStateCondition(part, facts));
  if ('not' in condition) return !matchesStateCondition(condition.not, facts);
  if (facts == null) return false;
  if ('hasSubscription' in condition) return true;
  if ('statusIn' in condition) return condition.statusIn.includes(facts.status.trim().toLowerCase());
  if ('cancelAtPeriodEnd' in condition) return facts.cancelAtPeriodEnd;
  const value = toTime(facts[condition.instant]);
  if ('isNull' in condition) return value == null;
  if (value == null) return false;
  if ('after' in condition) return value > Date.parse(condition.after);
  return value <= Date.parse(condition.atOrBefore);
}
