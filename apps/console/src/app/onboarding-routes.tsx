import type { User } from '@pod-console/sdk';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RouteFallback } from './route-fallback';

// Code-split by route (docs/architecture.md, "Budgets"): a new customer loads the onboarding only.
const PlanSelectionScreen = lazy(() =>
  import('../features/onboarding/plan-selection-screen').then((module) => ({
    default: module.PlanSelectionScreen,
  })),
);
const UserInfoScreen = lazy(() =>
  import('../features/onboarding/user-info-screen').then((module) => ({ default: module.UserInfoScreen })),
);
const OnboardingSuccessScreen = lazy(() =>
  import('../features/onboarding/onboarding-success-screen').then((module) => ({
    default: module.OnboardingSuccessScreen,
  })),
);

/** spec §2: the onboarding steps behind sign-in, the e-mail check and the terms gate (not the name gate). */
export const ONBOARDING_SIGNED_IN_PATTERN = /^\/onboarding\/(?:user-info|success)\/?$/;

/** spec §2: every other onboarding path is public and shows the plan picker. */
export const ONBOARDING_PUBLIC_PATTERN = /^\/onboarding(?:\/.*)?$/;

/** The public plan picker, outside every gate. */
export function PublicOnboardingRoute() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <PlanSelectionScreen />
    </Suspense>
  );
}

/** user-info and success, for a signed-in user who passed the e-mail check and the terms gate. */
export function SignedInOnboardingRoutes({ user }: { user: User }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path={/^\/onboarding\/user-info\/?$/}>
          <UserInfoScreen user={user} />
        </Route>
        <Route>
          <OnboardingSuccessScreen />
        </Route>
      </Switch>
    </Suspense>
  );
}
