import { MESSAGES } from '@pod-console/hooks/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../lib/toast';

export interface SubscriptionReturnScreenProps {
  outcome: 'success' | 'cancel';
}

/**
 * spec §2 /subscription/success and /subscription/cancel: back from the payment provider, a toast ("Payment
 * Successful!" or "Payment Cancelled"), then /billing. The main area stays empty meanwhile.
 */
export function SubscriptionReturnScreen({ outcome }: SubscriptionReturnScreenProps) {
  const [, navigate] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (done.current) return;
    done.current = true;
    if (outcome === 'success') toast({ title: MESSAGES.paymentSucceeded, variant: 'success' });
    else toast({ title: MESSAGES.paymentCancelled });
    navigate('/billing', { replace: true });
  }, [outcome, navigate]);
  return null;
}
