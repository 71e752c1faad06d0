// Subscription rules of spec §4. Statuses arrive in any case from payment providers (the spec prints both
// PAST_DUE and past_due), so every comparison lowercases first. Time is always the caller's `now`.
import type { PlanType } from '@pod-console/sdk';
import {
  ACTIVE_SUBSCRIPTION_STATUSES,
  CANCELED_STATUSES,
  PAYMENT_GRACE_DAYS,
  PAYMENT_PROBLEM_STATUSES,
} from '../constants';
import { addDays, daysUntil, isSameUtcDay, toTime } from '../dates/dates';
import { getPlanAction, type PlanAction } from '../plans/plan-order';

/** The smallest subscription shape the status rules need. */
export interface SubscriptionStatusInput {
  status: string;
}

const normalise = (status: string | null | undefined) => (status ?? '').trim().toLowerCase();

const isOneOf = (status: string | null | undefined, list: readonly string[]) =>
  list.includes(normalise(status));

/** spec §4: only active and trialing count as an active subscription (any case). */
function isSubscriptionActive(subscription: SubscriptionStatusInput | null | undefined): boolean {
  return subscription != null && isOneOf(subscription.status, ACTIVE_SUBSCRIPTION_STATUSES);
}

/** spec §4: PAYMENT_FAILED, PAST_DUE and UNPAID are payment problems (any case). */
function isPaymentProblemStatus(status: string | null | undefined): boolean {
  return isOneOf(status, PAYMENT_PROBLEM_STATUSES);
}

/** spec §4: both spellings, canceled and cancelled, mean canceled (any case). */
function isCanceledStatus(status: string | null | undefined): boolean {
  return isOneOf(status, CANCELED_STATUSES);
}

/**
 * Back from a checkout (spec §2 /subscription/success): the payment has landed once the payment provider's
 * event has given the organization a subscription that counts as active (spec §4: active or trialing). Until
 * then the subscription is absent, or still the old inactive one.
 */
export function hasPaymentLanded(subscription: SubscriptionStatusInput | null | undefined): boolean {
  return isSubscriptionActive(subscription);
}

/** The smallest subscription shape `isPlanActive` needs. */
export interface PlanActivityInput extends SubscriptionStatusInput {
  provider?: { trialEnd?: string | null } | null;
}

/**
 * Whether members may use the plan now (spec §4: "organization members can add only when the plan is
 * active"). Active status, except a trialing subscription whose trialEnd has passed: the trial is expired at
 * 0 days left even if the payment provider has not moved the status on yet.
 */
export function isPlanActive(subscription: PlanActivityInput | null | undefined, now: Date): boolean {
  if (subscription == null || !isSubscriptionActive(subscription)) return false;
  const trialEnd = toTime(subscription.provider?.trialEnd);
  if (normalise(subscription.status) === 'trialing' && trialEnd != null) return trialEnd > now.getTime();
  return true;
}

/** The subscription shape `getSubscriptionState` reads (`Subscription` from the SDK fits). */
export interface SubscriptionStateInput {
  product: PlanType;
  status: string;
  provider?: {
    trialEnd?: string | null;
    currentPeriodStart?: string | null;
    currentPeriodEnd?: string | null;
    cancelAtPeriodEnd?: boolean | null;
    priceAmount?: number | null;
  } | null;
  schedule?: {
    pendingProduct: PlanType | null;
    nextPhaseStart: string | null;
    pendingPriceAmount?: number | null;
  } | null;
}

export interface TrialState {
  /** Rounded-up whole days until trialEnd, never below 0. */
  daysLeft: number;
  /** spec §4: at 0 days or less the trial is expired. */
  expired: boolean;
  /**
   * Not expired, and trialEnd falls on today's UTC calendar date (the date `formatDate` prints). Days left round
   * up, so such a trial has 1 day left; the product says "ends today" instead of "1 day, on {today}".
   */
  endsToday: boolean;
  endsAt: string;
}

export interface PaymentProblemState {
  /** Rounded-up whole days left of the 7-day grace period, never below 0. */
  graceDaysLeft: number;
  /** Period start + 7 days; null when the provider sent no period start. */
  graceEndsAt: string | null;
  /** spec §4: "Organization Locked" once the grace days have run out. */
  locked: boolean;
}

export interface PendingChangeState {
  product: PlanType;
  startsAt: string;
  /** In cents; null when the provider sent no price. */
  priceAmountCents: number | null;
  /** The pending plan against the current one. */
  action: PlanAction;
  /** spec §2: Business to Starter shows extra notice text. */
  isBusinessToStarter: boolean;
}

/** A banner to show, most urgent first; the numbers and dates are what its text needs. */
export type SubscriptionBanner =
  | { kind: 'locked' }
  | { kind: 'payment-failed'; graceDaysLeft: number; graceEndsAt: string }
  | { kind: 'trial-expired'; endedAt: string }
  // endsToday: see TrialState. getSubscriptionState always sets it; optional so that banners written by hand
  // (story data) still type-check, absent meaning not today.
  | { kind: 'trial'; daysLeft: number; endsAt: string; endsToday?: boolean }
  | { kind: 'canceled'; until: string };

export interface SubscriptionState {
  /** Whether the organization has a subscription at all (spec §2: no plan → "Select a Plan"). */
  hasPlan: boolean;
  product: PlanType | null;
  /** The status in lower case, '' without a subscription. */
  status: string;
  /** spec §4: only active and trialing count. */
  isActive: boolean;
  trial: TrialState | null;
  /** spec §4: canceled (status or cancelAtPeriodEnd) with the period end still ahead; active until then. */
  canceled: { until: string } | null;
  paymentProblem: PaymentProblemState | null;
  isLocked: boolean;
  pendingChange: PendingChangeState | null;
  banners: SubscriptionBanner[];
}

const NO_SUBSCRIPTION: SubscriptionState = {
  hasPlan: false,
  product: null,
  status: '',
  isActive: false,
  trial: null,
  canceled: null,
  paymentProblem: null,
  isLocked: false,
  pendingChange: null,
  banners: [],
};

// spec §4: trial is active while trialEnd is in the future. It matters while the status is trialing (then a
// past trialEnd means expired) or while trialEnd is still ahead; an old trialEnd on a paid plan is history.
function getTrial(status: string, trialEnd: string | null | undefined, now: Date): TrialState | null {
  const end = toTime(trialEnd);
  if (end == null || trialEnd == null) return null;
  if (status !== 'trialing' && end <= now.getTime()) return null;
  const days = daysUntil(trialEnd, now);
  const expired = days <= 0;
  return {
    daysLeft: Math.max(days, 0),
    expired,
    endsToday: !expired && isSameUtcDay(trialEnd, now),
    endsAt: trialEnd,
  };
}

// spec §4: grace period is 7 days from the period start. Without a period start no grace can be counted, so
// the organization is locked (the payment provider always sends one with a failed payment).
function getPaymentProblem(periodStart: string | null | undefined, now: Date): PaymentProblemState {
  const graceEndsAt = periodStart == null ? null : addDays(periodStart, PAYMENT_GRACE_DAYS);
  const graceDaysLeft = graceEndsAt == null ? 0 : Math.max(daysUntil(graceEndsAt, now), 0);
  return { graceDaysLeft, graceEndsAt, locked: graceDaysLeft <= 0 };
}

// spec §4: a pending plan change exists when the schedule has both a pending product and a next phase start.
function getPendingChange(subscription: SubscriptionStateInput): PendingChangeState | null {
  const schedule = subscription.schedule;
  if (schedule?.pendingProduct == null || schedule.nextPhaseStart == null || schedule.nextPhaseStart === '') {
    return null;
  }
  return {
    product: schedule.pendingProduct,
    startsAt: schedule.nextPhaseStart,
    priceAmountCents: schedule.pendingPriceAmount ?? null,
    action: getPlanAction(subscription.product, schedule.pendingProduct),
    isBusinessToStarter: subscription.product === 'business' && schedule.pendingProduct === 'starter',
  };
}

/** Everything the banners, the plan card and the gates need to know about a subscription at `now` (spec §4). */
export function getSubscriptionState(
  subscription: SubscriptionStateInput | null | undefined,
  now: Date,
): SubscriptionState {
  if (subscription == null) return NO_SUBSCRIPTION;
  const status = normalise(subscription.status);
  const provider = subscription.provider ?? {};

  const paymentProblem = isPaymentProblemStatus(status)
    ? getPaymentProblem(provider.currentPeriodStart, now)
    : null;
  // A payment problem means the trial is over: its banner would contradict the payment banner.
  const trial = paymentProblem == null ? getTrial(status, provider.trialEnd, now) : null;

  const periodEnd = provider.currentPeriodEnd;
  const periodEndTime = toTime(periodEnd);
  const canceled =
    (isCanceledStatus(status) || provider.cancelAtPeriodEnd === true) &&
    periodEnd != null &&
    periodEndTime != null &&
    periodEndTime > now.getTime()
      ? { until: periodEnd }
      : null;

  // Most urgent first: the payment problem (it can lock the organization), then the trial, then cancellation.
  const banners: SubscriptionBanner[] = [];
  if (paymentProblem?.locked) banners.push({ kind: 'locked' });
  else if (paymentProblem?.graceEndsAt != null) {
    banners.push({
      kind: 'payment-failed',
      graceDaysLeft: paymentProblem.graceDaysLeft,
      graceEndsAt: paymentProblem.graceEndsAt,
    });
  }
  if (trial?.expired) banners.push({ kind: 'trial-expired', endedAt: trial.endsAt });
  else if (trial != null) {
    banners.push({
      kind: 'trial',
      daysLeft: trial.daysLeft,
      endsAt: trial.endsAt,
      endsToday: trial.endsToday,
    });
  }
  if (canceled != null) banners.push({ kind: 'canceled', until: canceled.until });

  return {
    hasPlan: true,
    product: subscription.product,
    status,
    isActive: isSubscriptionActive(subscription),
    trial,
    canceled,
    paymentProblem,
    isLocked: paymentProblem?.locked ?? false,
    pendingChange: getPendingChange(subscription),
    banners,
  };
}

/**
 * The period a lock belongs to when the payment provider sent no period start (spec §4 locks such a subscription at
 * once): a fixed instant, so that lock is still told once.
 */
export const LOCK_WITHOUT_PERIOD_START = '1970-01-01T00:00:00.000Z';

export interface OrganizationLock {
  /** The start of the period whose payment failed (LOCK_WITHOUT_PERIOD_START without one): names the lock. */
  periodStart: string;
  /** When the grace period ran out (period start + 7 days); null without a period start. */
  graceEndedAt: string | null;
}

/**
 * The organization's lock at `now` (spec §4: a payment problem whose 7 grace days from the period start have run
 * out), or null when it is not locked. A lock belongs to the period whose payment failed: a payment that succeeds
 * unlocks, and a later period's failed payment running out of grace is a new lock, with its own period start.
 */
export function getOrganizationLock(
  subscription: SubscriptionStateInput | null | undefined,
  now: Date,
): OrganizationLock | null {
  const state = getSubscriptionState(subscription, now);
  if (!state.isLocked || state.paymentProblem == null) return null;
  const periodStart = toTime(subscription?.provider?.currentPeriodStart);
  return {
    periodStart: periodStart == null ? LOCK_WITHOUT_PERIOD_START : new Date(periodStart).toISOString(),
    graceEndedAt: state.paymentProblem.graceEndsAt,
  };
}
