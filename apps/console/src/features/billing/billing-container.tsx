import {
  billingPeriodOf,
  getSubscriptionState,
  MESSAGES,
  useCreateCheckoutSession,
  useCreateCustomerPortalSession,
  useOrganizationPermissions,
  usePricing,
  useSubscription,
} from '@pod-console/hooks';
import type { BillingPeriod, PlanType } from '@pod-console/sdk';
import { useState } from 'react';
import { config } from '../../lib/config';
import { toastWriteFailure } from '../../lib/write-failure';
import { BillingPage } from './billing-page';
import { UsageContainer } from './usage-container';

export interface BillingContainerProps {
  organizationId: string;
  organizationName?: string;
  /** Sends the browser to the payment provider; stories record it instead of leaving the page. */
  redirect?: (url: string) => void;
  /** The site origin the provider returns to. */
  origin?: string;
}

const leave = (url: string) => window.location.assign(url);

/**
 * The return addresses of spec §2. The payment provider appends `session_id` to the success URL itself (the
 * contract's HttpUrl, format uri, refuses a `{CHECKOUT_SESSION_ID}` template), and /subscription/success reads
 * the subscription rather than the session.
 */
export const checkoutUrls = (origin: string) => ({
  successUrl: `${origin}/subscription/success`,
  cancelUrl: `${origin}/subscription/cancel`,
});
export const portalReturnUrl = (origin: string) => `${origin}/billing`;

/** Plan & Billing fed by the hooks: the subscription, the catalogue, checkout and the customer portal. */
export function BillingContainer({
  organizationId,
  organizationName,
  redirect = leave,
  origin = window.location.origin,
}: BillingContainerProps) {
  const subscription = useSubscription({ organizationId });
  const pricing = usePricing();
  const permissions = useOrganizationPermissions(organizationId);
  const [chosenPeriod, setChosenPeriod] = useState<BillingPeriod | null>(null);
  const [contactSalesOpen, setContactSalesOpen] = useState(false);
  const [portalPlan, setPortalPlan] = useState<PlanType | null>(null);

  // spec §8: each failure toasts its title (which already says "Please try again.", so a server failure adds
  // no line); the page stays, so the button can be pressed again.
  const checkout = useCreateCheckoutSession({
    onSuccess: ({ url }) => redirect(url),
    onError: (error) => toastWriteFailure(MESSAGES.checkoutFailed, error),
  });
  const portal = useCreateCustomerPortalSession({
    onSuccess: ({ url }) => redirect(url),
    onError: (error) => {
      setPortalPlan(null);
      toastWriteFailure(MESSAGES.customerPortalFailed, error);
    },
  });

  const now = new Date();
  const data = subscription.data ?? null;
  const state = getSubscriptionState(data, now);
  // Until the member picks a period, show the one they pay (annual plans open on Annually).
  const period: BillingPeriod = chosenPeriod ?? billingPeriodOf(data);

  return (
    <BillingPage
      status={subscription.isPending ? 'loading' : subscription.isError ? 'error' : 'ready'}
      onRetry={() => void subscription.refetch()}
      usage={<UsageContainer organizationId={organizationId} plan={data?.product ?? null} />}
      subscription={data}
      state={state}
      pricing={pricing.data ?? null}
      pricingFailed={pricing.isError}
      period={period}
      onPeriodChange={setChosenPeriod}
      checkoutPlan={checkout.isPending ? (checkout.variables?.subscriptionType ?? null) : null}
      portalPlan={portal.isPending ? portalPlan : null}
      onCheckout={(plan) =>
        checkout.mutate({
          organizationId,
          subscriptionType: plan,
          billingPeriod: period,
          ...checkoutUrls(origin),
        })
      }
      onManage={(plan) => {
        setPortalPlan(plan);
        portal.mutate({ organizationId, returnUrl: portalReturnUrl(origin) });
      }}
      contactSalesOpen={contactSalesOpen}
      onContactSales={() => setContactSalesOpen(true)}
      onCloseContactSales={() => setContactSalesOpen(false)}
      salesEmail={config.supportEmail}
      organizationName={organizationName}
      manageBlockedBecause={permissions.blockedBecause('billing:manage')}
    />
  );
}
