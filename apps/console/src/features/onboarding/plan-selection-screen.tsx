import { asksForWebview, useAuthSession } from '@pod-console/hooks';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { enterWebviewMode, isWebviewMode, readOnboarding } from '../../lib/onboarding-storage';
import { PlanSelectionContainer } from './plan-selection-container';

export const USER_INFO_PATH = '/onboarding/user-info';

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

  const onChosen = async () => {
    if (session.status === 'signed-in') {
      navigate(USER_INFO_PATH);
      return;
    }
    await session.login({ returnTo: USER_INFO_PATH, authorizationParams: { screen_hint: 'signup' } });
  };

  return <PlanSelectionContainer webview={webview} initialPeriod={initialPeriod} onChosen={onChosen} />;
}
