import { canOpenCustomerPortal, type SubscriptionState } from '@pod-console/hooks/domain';
import type { BillingPeriod, PlanType, PricingEntry, Subscription } from '@pod-console/sdk';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/ui/load-failed';
import { BillingPageSkeleton } from './billing-page-skeleton';
import { ContactSalesDialog } from '../../components/plans/contact-sales-dialog';
import { CurrentPlanCard } from './current-plan-card';
import { PlanPicker } from '../../components/plans/plan-picker';
import { SubscriptionBanners } from '../../components/subscription-banners/subscription-banners';
import { SubscriptionChangeNotice } from './subscription-change-notice';

export interface BillingPageProps {
  /** The subscription's query: loading shows the skeleton, error offers a retry. */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** null: the organization has no plan (checkout flow). */
  subscription: Subscription | null;
  /** The domain's reading of `subscription` at the container's clock. */
  state: SubscriptionState;
  pricing: readonly PricingEntry[] | null;
  pricingFailed?: boolean;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** The plan whose checkout is being started. */
  checkoutPlan?: PlanType | null;
  /** The plan whose button opened the portal (the current plan card's own button when it is the current plan). */
  portalPlan?: PlanType | null;
  onCheckout: (plan: Exclude<PlanType, 'enterprise'>) => void;
  onManage: (plan: PlanType) => void;
  contactSalesOpen: boolean;
  onContactSales: () => void;
  onCloseContactSales: () => void;
  salesEmail: string;
  organizationName?: string;
  /**
   * Why the member's role may not change the plan (`blockedBecause('billing:manage')`), or null: checkout and
   * portal buttons stay, disabled, with the reason (docs/decisions/0024-organization-roles.md).
   */
  manageBlockedBecause?: string | null;
  /** Usage against the plan (docs/decisions/0042-usage-against-the-plan.md), under the current plan; absent, none. */
  usage?: ReactNode;
}

/**
 * spec §2 Plan & Billing, in the spec's order: loading skeleton, banners, Subscription Change notice, current
 * plan card, plan picker; and the Contact Sales dialog.
 */
export function BillingPage({
  status,
  onRetry,
  subscription,
  state,
  pricing,
  pricingFailed = false,
  period,
  onPeriodChange,
  checkoutPlan = null,
  portalPlan = null,
  onCheckout,
  onManage,
  contactSalesOpen,
  onContactSales,
  onCloseContactSales,
  salesEmail,
  organizationName,
  manageBlockedBecause = null,
  usage,
}: BillingPageProps) {
  const busyPlan = checkoutPlan ?? portalPlan;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold text-fg">Plan &amp; Billing</h1>
      {status === 'loading' ? <BillingPageSkeleton /> : null}
      {status === 'error' ? <LoadFailed message="Your plan could not be loaded." onRetry={onRetry} /> : null}
      {status === 'ready' ? (
        <>
          <SubscriptionBanners banners={state.banners} />
          {state.pendingChange ? <SubscriptionChangeNotice change={state.pendingChange} /> : null}
          {subscription ? (
            <CurrentPlanCard
              subscription={subscription}
              state={state}
              canOpenPortal={canOpenCustomerPortal(subscription.product)}
              openingPortal={portalPlan === subscription.product}
              onManage={() => onManage(subscription.product)}
              onContactSales={onContactSales}
              manageBlockedBecause={manageBlockedBecause}
            />
          ) : null}
          {usage}
          <PlanPicker
            pricing={pricing}
            pricingFailed={pricingFailed}
            period={period}
            onPeriodChange={onPeriodChange}
            currentPlan={subscription?.product ?? null}
            busyPlan={busyPlan}
            onCheckout={onCheckout}
            onManage={onManage}
            onContactSales={onContactSales}
            manageBlockedBecause={manageBlockedBecause}
          />
        </>
      ) : null}
      <ContactSalesDialog
        open={contactSalesOpen}
        onClose={onCloseContactSales}
        salesEmail={salesEmail}
        organizationName={organizationName}
      />
    </div>
  );
}
