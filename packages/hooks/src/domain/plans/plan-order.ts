import type { PlanType } from '@pod-console/sdk';
import { PLAN_FACTS, PLAN_ORDER, type PlanFacts } from '../constants';

export type PlanAction = 'current' | 'upgrade' | 'downgrade';

/** spec §2: Starter < Business < Enterprise. Negative when `a` is lower, 0 when equal, positive when higher. */
export function comparePlans(a: PlanType, b: PlanType): number {
  return PLAN_ORDER.indexOf(a) - PLAN_ORDER.indexOf(b);
}

export function isUpgrade(current: PlanType, target: PlanType): boolean {
  return comparePlans(target, current) > 0;
}

export function isDowngrade(current: PlanType, target: PlanType): boolean {
  return comparePlans(target, current) < 0;
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
