import type { IdentityClient } from '@pod-console/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { UserGates } from '../features/gates/user-gates';
import {
  ONBOARDING_PUBLIC_PATTERN,
  ONBOARDING_SIGNED_IN_PATTERN,
  PublicOnboardingRoute,
  SignedInOnboardingRoutes,
} from './onboarding-routes';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { StartEarly } from './start-early';

export interface AppProps {
  identityClient: IdentityClient;
  queryClient?: QueryClient;
  apiBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Providers, then the gates of spec §2 in order, then the routes. The onboarding comes first: its plan picker
 * is public, and its user-info and success steps skip the name gate (their form asks for the name).
 */
export function App({ identityClient, queryClient, apiBaseUrl, fetch }: AppProps) {
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
        <Route>
          <UserGates>{(user) => <AppRoutes user={user} />}</UserGates>
        </Route>
      </Switch>
    </AppProviders>
  );
}
