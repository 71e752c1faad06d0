import type { AuthLoginOptions, IdentityClient } from '@pod-console/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Switch, useRoute } from 'wouter';
import { UserGates } from '../features/gates/user-gates';
import {
  ONBOARDING_PUBLIC_PATTERN,
  ONBOARDING_SIGNED_IN_PATTERN,
  PublicOnboardingRoute,
  SignedInOnboardingRoutes,
} from './onboarding-routes';
import { AppProviders } from './providers';
import { RouteFallback } from './route-fallback';
import { AppRoutes, INVITATION_PATH_PATTERN } from './routes';
import { StartEarly } from './start-early';
import { ACCOUNT_DELETED_PATH } from '../lib/public-paths';

// An invitation e-mail's link (docs/decisions/0025-invitation-mail.md) is often opened by someone without an
// account yet: its sign-in opens on the sign-up form (spec §1: the console can open the provider's sign-up screen
// directly); the address is kept as the return path either way.
const SIGN_UP: AuthLoginOptions = { authorizationParams: { screen_hint: 'signup' } };

// Loaded only there: a person lands on it once, when their account is deleted.
const AccountDeletedPage = lazy(() =>
  import('../features/account-deleted/account-deleted-page').then((module) => ({
    default: module.AccountDeletedPage,
  })),
);

export interface AppProps {
  identityClient: IdentityClient;
  queryClient?: QueryClient;
  apiBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Providers, then the gates of spec §2 in order, then the routes. The onboarding comes first: its plan picker
 * is public, and its user-info and success steps skip the name gate (their form asks for the name); the page of a
 * deleted account is public too.
 */
export function App({ identityClient, queryClient, apiBaseUrl, fetch }: AppProps) {
  const [invitationLink] = useRoute(INVITATION_PATH_PATTERN);
  return (
    <AppProviders
      identityClient={identityClient}
      queryClient={queryClient}
      apiBaseUrl={apiBaseUrl}
      fetch={fetch}
    >
      <StartEarly />
      <Switch>
        <Route path={ONBOARDING_SIGNED_IN_PATTERN}>
          <UserGates skipNameGate>{(user) => <SignedInOnboardingRoutes user={user} />}</UserGates>
        </Route>
        <Route path={ONBOARDING_PUBLIC_PATTERN}>
          <PublicOnboardingRoute />
        </Route>
        {/* Public (docs/decisions/0038-export-and-account-deletion.md): signed out there, no sign-in starts. */}
        <Route path={ACCOUNT_DELETED_PATH}>
          <Suspense fallback={<RouteFallback />}>
            <AccountDeletedPage />
          </Suspense>
        </Route>
        <Route>
          <UserGates loginOptions={invitationLink ? SIGN_UP : undefined}>
            {(user) => <AppRoutes user={user} />}
          </UserGates>
        </Route>
      </Switch>
    </AppProviders>
  );
}
