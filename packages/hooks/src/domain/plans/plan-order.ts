import type { PlanType } from '@pod-console/sdk';
import { PLAN_FACTS, PLAN_ORDER, type PlanFacts } from '../constants';

export type PlanAction = 'current' | 'upgrade' | 'downgrade';

/** spec §2: Starter < Business < Enterprise. Negative when `a` is lower, 0 when equal, positive when higher. */
function comparePlans(a: PlanType, b: PlanType): number {
  return PLAN_ORDER.indexOf(a) - PLAN_ORDER.indexOf(b);
}

/** spec §2: the button a plan card shows against the current plan (a lower plan only offers a downgrade). */
export function getPlanAction(current: PlanType, target: PlanType): PlanAction {
  const order = comparePlans(target, current);
  if (order === 0) return 'current';
  return order > 0 ? 'upgrade' : 'downgrade';
}

/** spec §9: what a plan includes. */
export function getPlanFacts(plan: PlanType): Readonly<PlanFacts> {
  return PLAN_FACTS[plan];
}

/** spec §6: Enterprise customers cannot open the customer portal; they go to Contact Sales. */
export function canOpenCustomerPortal(plan: PlanType): boolean {
  return plan !== 'enterprise';
}

/**
 * What a plan card's button does (spec §2, §6). Without a plan: a checkout with the free trial, except
 * Enterprise, which is sold by Contact Sales. With a plan: the customer portal for an upgrade or a downgrade,
 * except to or from Enterprise (no portal, spec §6), which goes to Contact Sales too.
 */
export type PlanChoice =
  | { kind: 'current' }
  | { kind: 'checkout'; plan: Exclude<PlanType, 'enterprise'>; trialDays: number }
  | { kind: 'portal'; action: Exclude<PlanAction, 'current'> }
  | { kind: 'contact-sales'; action: Exclude<PlanAction, 'current'> | null };

/** The button of `plan`'s card for an organization on `currentPlan` (null: no plan yet). */
export function getPlanChoice(currentPlan: PlanType | null, plan: PlanType): PlanChoice {
  if (currentPlan == null) {
    return plan === 'enterprise'
      ? { kind: 'contact-sales', action: null }
      : { kind: 'checkout', plan, trialDays: PLAN_FACTS[plan].trialDays };
  }
  const action = getPlanAction(currentPlan, plan);
  if (action === 'current') return { kind: 'current' };
  if (plan === 'enterprise' || !canOpenCustomerPortal(currentPlan)) return { kind: 'contact-sales', action };
  return { kind: 'portal', action };
}
