import { MESSAGES, useOrganization } from '@pod-console/hooks';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../lib/toast';
import { usePaymentConfirmation } from '../../lib/use-payment-confirmation';
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
  pollIntervalMs,
  timeoutMs,
}: SubscriptionSuccessContainerProps) {
  const [, navigate] = useLocation();
  const { landed, timedOut } = usePaymentConfirmation({ organizationId, pollIntervalMs, timeoutMs });
  // The plan's licences arrive with the same event (the licence count follows the plan).
  const organization = useOrganization({ organizationId });

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
