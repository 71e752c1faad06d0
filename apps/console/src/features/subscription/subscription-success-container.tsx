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
 * Back from a paid checkout (spec §2): asks for the subscription every second until `hasPaymentLanded`, then
 * "Payment Successful!" and /billing; past the bound, /billing opens and says the payment is being confirmed.
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
