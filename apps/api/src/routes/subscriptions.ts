import {
  annualPriceCents,
  canOpenCustomerPortal,
  formatUsd,
  getPlanFacts,
  isPlanActive,
  MONTHLY_PRICE_CENTS,
  PLAN_ORDER,
} from '@pod-console/hooks/domain';

import type { FastifyRequest } from 'fastify';

import { organizationName } from '../data/organizations';
import { findCustomerId, rememberCheckoutCustomer } from '../data/subscriptions';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, HttpProblem } from '../http/problem';
import { bodyOf, userOf } from '../http/request';
import type { ProviderSession } from '../payments/payment-provider';
import { findSubscription, planActivityInput } from '../read-models/subscription';
import type { Wire } from '../read-models/wire';
import { requirePermission } from './access';

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

/**
 * A return URL must be on one of the console's own origins: a session must not send the member's browser (with
 * `session_id` appended) anywhere else. The contract has already checked it is an absolute http(s) URL.
 */
function requireConsoleUrl(context: ApiContext, field: string, value: string): void {
  const origin = URL.parse(value)?.origin;
  if (!origin || !context.consoleOrigins.includes(origin)) {
    throw badRequest(field, `must be on the console's origin (${context.consoleOrigins.join(', ')})`);
  }
}

/** A provider that fails to answer is a 502 for the console (spec §8 "Failed to start checkout"), not a 500. */
async function callProvider(
  request: FastifyRequest,
  call: () => Promise<ProviderSession>,
): Promise<ProviderSession> {
  try {
    return await call();
  } catch (error) {
    request.log.error({ err: error }, 'payment provider call failed');
    throw new HttpProblem(502, 'The payment provider did not answer; try again.');
  }
}

export function subscriptionHandlers(context: ApiContext): Pick<OperationHandlers, SubscriptionOperations> {
  const { db, payments } = context;
  return {
    async listPlans() {
      return planList();
    },

    async listPricing() {
      return pricingList();
    },

    async createCheckoutSession(request) {
      // The contract admits only starter and business: Enterprise is sold through Contact Sales.
      const body = bodyOf<Wire<'CreateCheckoutSessionRequest'>>(request);
      requireConsoleUrl(context, 'successUrl', body.successUrl);
      requireConsoleUrl(context, 'cancelUrl', body.cancelUrl);
      const user = userOf(request);
      await requirePermission(db, body.organizationId, user, 'billing:manage');
      const subscription = await findSubscription(db, body.organizationId);
      if (isPlanActive(planActivityInput(subscription), context.now())) {
        throw conflict('The organization already has an active plan: change it through the customer portal.');
      }
      const name = await organizationName(db, body.organizationId);
      const customerId = await findCustomerId(db, payments.kind, body.organizationId);
      const session = await callProvider(request, () =>
        payments.createCheckoutSession({
          organizationId: body.organizationId,
          organizationName: name,
          customerEmail: user.email,
          customerId,
          plan: body.subscriptionType,
          period: body.billingPeriod,
          // spec §9: the free trial is for an organization that never had a plan (no subscription row at all).
          trialDays: subscription ? null : getPlanFacts(body.subscriptionType).trialDays,
          successUrl: body.successUrl,
          cancelUrl: body.cancelUrl,
        }),
      );
      if (session.customerId && !customerId) {
        // A customer made for this checkout is the organization's from now on, so a second attempt reuses it.
        await rememberCheckoutCustomer(db, {
          organizationId: body.organizationId,
          provider: payments.kind,
          customerId: session.customerId,
        });
      }
      return { url: session.url } satisfies Wire<'UrlResponse'>;
    },

    async createCustomerPortalSession(request) {
      const body = bodyOf<Wire<'CreateCustomerPortalSessionRequest'>>(request);
      requireConsoleUrl(context, 'returnUrl', body.returnUrl);
      await requirePermission(db, body.organizationId, userOf(request), 'billing:manage');
      const subscription = await findSubscription(db, body.organizationId);
      if (!subscription) throw conflict('The organization has no plan: start a checkout instead.');
      // spec §6: Enterprise customers cannot open the customer portal.
      if (!canOpenCustomerPortal(subscription.product)) {
        throw conflict('Enterprise plans have no customer portal: contact sales to change the plan.');
      }
      const customerId =
        (await findCustomerId(db, payments.kind, body.organizationId)) ??
        (subscription.provider === payments.kind ? subscription.provider_customer_id : null);
      if (!customerId) {
        throw conflict('The organization has no customer at the payment provider yet: start a checkout.');
      }
      const session = await callProvider(request, () =>
        payments.createPortalSession({
          organizationId: body.organizationId,
          customerId,
          returnUrl: body.returnUrl,
        }),
      );
      return { url: session.url } satisfies Wire<'UrlResponse'>;
    },
  };
}
