import { asksForWebview, MESSAGES, useAuthSession } from '@pod-console/hooks';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { enterWebviewMode, isWebviewMode, readOnboarding } from '../../lib/onboarding-storage';
import { toast } from '../../lib/toast';
import { CHECKOUT_CANCELLED, USER_INFO_PATH } from './onboarding-paths';
import { PlanSelectionContainer } from './plan-selection-container';

/**
 * spec §2 /onboarding/plan-selection (and any other onboarding path but user-info and success), public. The
 * mobile app's `?webview=1` is stored (spec §3); a chosen plan leads to user-info, through the identity
 * provider's sign-up when nobody is signed in (the session then returns to user-info).
 */
export function PlanSelectionScreen() {
  const session = useAuthSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [webview] = useState(() => {
    if (asksForWebview(search)) enterWebviewMode();
    return isWebviewMode();
  });
  const [initialPeriod] = useState(() => readOnboarding().period ?? 'monthly');

  // Back from the payment page without paying (its Cancel, or a declined card): spec §8 "Payment Cancelled",
  // once, and the address loses the marker so a reload does not say it again.
  const cancelled = new URLSearchParams(search).get(CHECKOUT_CANCELLED.name) === CHECKOUT_CANCELLED.value;
  useEffect(() => {
    if (!cancelled) return;
    toast({ title: MESSAGES.paymentCancelled });
    navigate(window.location.pathname, { replace: true });
  }, [cancelled, navigate]);

  const onChosen = async () => {
    if (session.status === 'signed-in') {
      navigate(USER_INFO_PATH);
      return;
    }
    await session.login({ returnTo: USER_INFO_PATH, authorizationParams: { screen_hint: 'signup' } });
  };

  return <PlanSelectionContainer webview={webview} initialPeriod={initialPeriod} onChosen={onChosen} />;
}
