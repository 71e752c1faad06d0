import { createConsoleClient } from '@pod-console/sdk';
import {
  AuthSessionProvider,
  ConsoleProvider,
  createConsoleQueryClient,
  useAuthSession,
  type IdentityClient,
} from '@pod-console/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Toaster } from '../components/ui/toaster';
import { config } from '../lib/config';
import { forgetRememberedOrganization } from '../lib/remembered-organization';

export interface AppProvidersProps {
  identityClient: IdentityClient;
  queryClient?: QueryClient;
  /** The API base; the configuration's by default (stories point it at their handlers). */
  apiBaseUrl?: string;
  /** The SDK's fetch; stories answer with their own handlers. Default: the browser's. */
  fetch?: typeof globalThis.fetch;
  children?: ReactNode;
}

/** The SDK client, created once, reading tokens from the sign-in session (docs/architecture.md, "Data flow"). */
function ApiProvider({
  queryClient,
  apiBaseUrl,
  fetch,
  children,
}: {
  queryClient: QueryClient;
  apiBaseUrl: string;
  fetch?: typeof globalThis.fetch;
  children?: ReactNode;
}) {
  const { getAccessToken } = useAuthSession();
  const [client] = useState(() =>
    createConsoleClient(
      fetch ? { baseUrl: apiBaseUrl, getAccessToken, fetch } : { baseUrl: apiBaseUrl, getAccessToken },
    ),
  );
  return (
    <ConsoleProvider client={client} queryClient={queryClient}>
      {children}
    </ConsoleProvider>
  );
}

export function AppProviders({
  identityClient,
  queryClient: givenQueryClient,
  apiBaseUrl = config.apiBaseUrl,
  fetch,
  children,
}: AppProvidersProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createConsoleQueryClient());
  const [, navigate] = useLocation();
  return (
    <AuthSessionProvider
      identityClient={identityClient}
      queryClient={queryClient}
      navigate={navigate}
      onSessionCleared={forgetRememberedOrganization}
    >
      <ApiProvider queryClient={queryClient} apiBaseUrl={apiBaseUrl} fetch={fetch}>
        {children}
      </ApiProvider>
      <Toaster />
    </AuthSessionProvider>
  );
}
