import type { IdentityClient } from '@pod-console/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { UserGates } from '../features/gates/user-gates';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { StartEarly } from './start-early';

export interface AppProps {
  identityClient: IdentityClient;
  queryClient?: QueryClient;
  apiBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/** Providers, then the gates of spec §2 in order, then the routes. */
export function App({ identityClient, queryClient, apiBaseUrl, fetch }: AppProps) {
  return (
    <AppProviders
      identityClient={identityClient}
      queryClient={queryClient}
      apiBaseUrl={apiBaseUrl}
      fetch={fetch}
    >
      <StartEarly />
      <UserGates>{(user) => <AppRoutes user={user} />}</UserGates>
    </AppProviders>
  );
}
