import {
  organizationQueryOptions,
  useAuthSession,
  useConsoleClient,
  type IdentityClient,
} from '@pod-console/hooks';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { UserGates } from '../features/gates/user-gates';
import { readRememberedOrganizationId } from '../lib/remembered-organization';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { loadShell } from './shell-route';

export interface AppProps {
  identityClient: IdentityClient;
  queryClient?: QueryClient;
  apiBaseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * One sequential API call before the first licence data, not two (docs/architecture.md, "Budgets"). Once signed
 * in, the organization shown last in this tab is asked for in parallel with the user, and the shell's code loads
 * meanwhile; the shell then finds both ready. A prefetch subscribes nothing, so nothing here re-renders; a
 * remembered id that is no longer the user's selection costs one request and the shell moves on to the resolved
 * one (spec §3).
 */
function StartEarly() {
  const { status } = useAuthSession();
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'signed-in') return;
    void loadShell();
    const organizationId = readRememberedOrganizationId();
    if (organizationId) void queryClient.prefetchQuery(organizationQueryOptions(client, { organizationId }));
  }, [status, client, queryClient]);
  return null;
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
