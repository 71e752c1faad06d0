import type { ConsoleClient } from '@pod-console/sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createConsoleQueryClient } from './create-console-query-client';

const ConsoleClientContext = createContext<ConsoleClient | null>(null);

export interface ConsoleProviderProps {
  /** The SDK client (`createConsoleClient`), created once: its `getAccessToken` should be stable. */
  client: ConsoleClient;
  /**
   * The cache. Pass your own when something outside this provider must reach it: the auth session clears it
   * on logout (ASVS 14.3.1), so the console creates one and hands it to both. Default: `createConsoleQueryClient()`.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Holds the SDK client and the QueryClient every hook of this package reads. */
export function ConsoleProvider({ client, queryClient, children }: ConsoleProviderProps) {
  // Created once per provider, never per render: a new cache on every render would refetch everything.
  const [initialQueryClient] = useState(() => queryClient ?? createConsoleQueryClient());
  const activeQueryClient = queryClient ?? initialQueryClient;
  return (
    <QueryClientProvider client={activeQueryClient}>
      <ConsoleClientContext.Provider value={client}>{children}</ConsoleClientContext.Provider>
    </QueryClientProvider>
  );
}

/** The SDK client of the nearest `ConsoleProvider`. Throws outside one, so a missing provider fails loudly. */
export function useConsoleClient(): ConsoleClient {
  const client = useContext(ConsoleClientContext);
  if (client == null) {
    throw new Error('useConsoleClient must be used inside <ConsoleProvider client={…}>.');
  }
  return client;
}
