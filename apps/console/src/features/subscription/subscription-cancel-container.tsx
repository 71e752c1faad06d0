import { MESSAGES } from '@pod-console/hooks/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../lib/toast';

/**
 * spec §2 /subscription/cancel: back from a checkout the member left, "Payment Cancelled", then /billing. The main
 * area stays empty meanwhile.
 */
export function SubscriptionCancelContainer() {
  const [, navigate] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (done.current) return;
    done.current = true;
    toast({ title: MESSAGES.paymentCancelled });
    navigate('/billing', { replace: true });
  }, [navigate]);
  return null;
}
