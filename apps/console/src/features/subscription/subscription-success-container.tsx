import {
  hasPaymentLanded,
  MESSAGES,
  PAYMENT_CONFIRMATION_POLL_INTERVAL_MS,
  PAYMENT_CONFIRMATION_TIMEOUT_MS,
  useOrganization,
  useSubscription,
} from '@pod-console/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../lib/toast';
import { SubscriptionSuccessPage } from './subscription-success-page';

export interface SubscriptionSuccessContainerProps {
  /** The organization that paid: the selected one, from the shell route. */
  organizationId: string;
  /** Stories shorten the wait; the product's figures are the domain's. */
  pollIntervalMs?: number;
  timeoutMs?: number;
}

/**
 * Back from a paid checkout (spec §2): the payment provider tells the API by an event that may land after the
 * browser is back, so the subscription is asked for every second until the payment has landed (the domain's
 * `hasPaymentLanded`), then "Payment Successful!" and /billing. Past the bound, /billing opens anyway and says the
 * payment is still being confirmed; the shell keeps following the subscription from there.
 */
export function SubscriptionSuccessContainer({
  organizationId,
  pollIntervalMs = PAYMENT_CONFIRMATION_POLL_INTERVAL_MS,
  timeoutMs = PAYMENT_CONFIRMATION_TIMEOUT_MS,
}: SubscriptionSuccessContainerProps) {
  const [, navigate] = useLocation();
  const [timedOut, setTimedOut] = useState(false);
  const subscription = useSubscription(
    { organizationId },
    {
      // What the cache holds may predate the payment.
      refetchOnMount: 'always',
      refetchInterval: (query) => (timedOut || hasPaymentLanded(query.state.data) ? false : pollIntervalMs),
      // The wait is bounded; a member who looks at another tab meanwhile still comes back to the answer.
      refetchIntervalInBackground: true,
    },
  );
  // The plan's licences arrive with the same event (the licence count follows the plan).
  const organization = useOrganization({ organizationId });
  const landed = hasPaymentLanded(subscription.data);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  const done = useRef(false);
  const refetchOrganization = organization.refetch;
  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (done.current || (!landed && !timedOut)) return;
    done.current = true;
    if (landed) {
      void refetchOrganization();
      toast({ title: MESSAGES.paymentSucceeded, variant: 'success' });
    } else {
      toast({ title: MESSAGES.paymentStillConfirming, description: MESSAGES.paymentStillConfirmingHint });
    }
    navigate('/billing', { replace: true });
  }, [landed, timedOut, navigate, refetchOrganization]);

  return <SubscriptionSuccessPage />;
}
