import { config } from '../../lib/config';
import { OnboardingSuccessContainer } from './onboarding-success-container';

// Module-level, so the container's hand-back effect sees a stable function.
const openApp = (url: string) => window.location.assign(url);

/**
 * spec §2 /onboarding/success: where the checkout of the onboarding returns (the provider appends `session_id`;
 * the subscription itself tells whether the payment landed, so the id is not read).
 */
export function OnboardingSuccessScreen() {
  return <OnboardingSuccessContainer appScheme={config.appScheme} openApp={openApp} />;
}
