import {
  annualPriceCents,
  canOpenCustomerPortal,
  formatUsd,
  getPlanFacts,
  isPlanActive,
  MONTHLY_PRICE_CENTS,
  PLAN_ORDER,
} from '@pod-console/hooks/domain';

import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { conflict } from '../http/problem';
import { bodyOf, userOf } from '../http/request';
import { findSubscription, planActivityInput } from '../read-models/subscription';
import type { Wire } from '../read-models/wire';
import { requireMembership } from './access';

const CURRENCY = 'usd';

function describePlan(type: (typeof PLAN_ORDER)[number]): string {
  const facts = getPlanFacts(type);
  if (facts.podCreators == null) {
    return `Custom: unlimited pods${facts.onPremAvailable ? ', on-prem available' : ''}.`;
  }
  const creators = `${facts.podCreators} Pod Creator${facts.podCreators === 1 ? '' : 's'}`;
  return `${creators}, ${facts.monthlyActiveUsers} monthly active users, ${facts.storageGb} GB shared storage.`;
}

function price(amount: number | null): Wire<'Price'> {
  return { amount, currency: CURRENCY, formatted_amount: amount == null ? 'Custom' : formatUsd(amount) };
}

/** spec §9: plans in plan order with what each includes. */
export function planList(): Wire<'Plan'>[] {
  return PLAN_ORDER.map((type) => {
    const facts = getPlanFacts(type);
    return {
      type,
      name: facts.name,
      pod_creators: facts.podCreators,
      monthly_active_users: facts.monthlyActiveUsers,
      extra_monthly_active_user_price: facts.extraMonthlyActiveUserPriceCents,
      storage_gb: facts.storageGb,
      on_prem_available: facts.onPremAvailable,
      trial_days: facts.trialDays,
    };
  });
}

/** spec §9: monthly and annual prices; annual billing is 25% off (the domain's annualPriceCents). */
export function pricingList(): Wire<'PricingEntry'>[] {
  return PLAN_ORDER.map((type) => {
    const monthly = MONTHLY_PRICE_CENTS[type];
    return {
      type,
      description: describePlan(type),
      prices: {
        monthly: price(monthly),
        annually: price(monthly == null ? null : annualPriceCents(monthly)),
      },
    };
  });
}

/** The contract's operations this file answers. */
type SubscriptionOperations =
  'listPlans' | 'listPricing' | 'createCheckoutSession' | 'createCustomerPortalSession';

export function subscriptionHandlers(context: ApiContext): Pick<OperationHandlers, SubscriptionOperations> {
  const { db } = context;
  return {
    async listPlans() {
      return planList();
    },

    async listPricing() {
      return pricingList();
    },

    async createCheckoutSession(request) {
      const body = bodyOf<Wire<'CreateCheckoutSessionRequest'>>(request);
      await requireMembership(db, body.organizationId, userOf(request).id);
      const subscription = await findSubscription(db, body.organizationId);
      if (isPlanActive(planActivityInput(subscription), context.now())) {
        throw conflict('The organization already has an active plan: change it through the customer portal.');
      }
      const url = new URL('/payments/checkout', context.publicUrl);
      url.search = new URLSearchParams({
        organizationId: body.organizationId,
        plan: body.subscriptionType,
        period: body.billingPeriod,
        successUrl: body.successUrl,
        cancelUrl: body.cancelUrl,
      }).toString();
      return { url: url.toString() } satisfies Wire<'UrlResponse'>;
    },

    async createCustomerPortalSession(request) {
      const body = bodyOf<Wire<'CreateCustomerPortalSessionRequest'>>(request);
      await requireMembership(db, body.organizationId, userOf(request).id);
      const subscription = await findSubscription(db, body.organizationId);
      if (!subscription) throw conflict('The organization has no plan: start a checkout instead.');
      // spec §6: Enterprise customers cannot open the customer portal.
      if (!canOpenCustomerPortal(subscription.product)) {
        throw conflict('Enterprise plans have no customer portal: contact sales to change the plan.');
      }
      const url = new URL('/payments/portal', context.publicUrl);
      url.search = new URLSearchParams({
        organizationId: body.organizationId,
        plan: subscription.product,
        returnUrl: body.returnUrl,
      }).toString();
      return { url: url.toString() } satisfies Wire<'UrlResponse'>;
    },
  };
}
