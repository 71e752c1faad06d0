import {
  hasPaymentLanded,
  PAYMENT_CONFIRMATION_POLL_INTERVAL_MS,
  PAYMENT_CONFIRMATION_TIMEOUT_MS,
  useSubscription,
} from '@pod-console/hooks';
import { useEffect, useState } from 'react';

export interface PaymentConfirmationOptions {
  organizationId: string;
  /** Wait only once there is an organization to ask about (default true). */
  enabled?: boolean;
  /** Stories shorten the wait; the product's figures are the domain's. */
  pollIntervalMs?: number;
  timeoutMs?: number;
}

/**
 * Back from a paid checkout, the payment provider tells the API by an event that may land after the browser is
 * back: the subscription is asked for every second until the payment has landed (the domain's `hasPaymentLanded`),
 * for a bounded time. Used by /subscription/success and the onboarding's success step.
 */
export function usePaymentConfirmation({
  organizationId,
  enabled = true,
  pollIntervalMs = PAYMENT_CONFIRMATION_POLL_INTERVAL_MS,
  timeoutMs = PAYMENT_CONFIRMATION_TIMEOUT_MS,
}: PaymentConfirmationOptions) {
  const [timedOut, setTimedOut] = useState(false);
  const subscription = useSubscription(
    { organizationId },
    {
      enabled,
      // What the cache holds may predate the payment.
      refetchOnMount: 'always',
      refetchInterval: (query) => (timedOut || hasPaymentLanded(query.state.data) ? false : pollIntervalMs),
      // The wait is bounded; a member who looks at another tab meanwhile still comes back to the answer.
      refetchIntervalInBackground: true,
    },
  );

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [enabled, timeoutMs]);

  return { landed: hasPaymentLanded(subscription.data), timedOut, failed: subscription.isError };
}
