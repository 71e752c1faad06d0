import { createConsoleClient } from '@pod-console/sdk';
import {
  AuthSessionProvider,
  ConsoleProvider,
  createConsoleQueryClient,
  useAuthSession,
  type IdentityClient,
} from '@pod-console/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { withEarlyReads } from '../boot/early-answers';
import { withAnswerDigests } from '../lib/answer-digests';
import { forgetPicture } from '../lib/first-screen-picture';
import { RetryWaitNotice } from './retry-wait-notice';
import { config } from '../lib/config';
import { afterFirstScreen } from '../lib/lazy-with-preload';
import { forgetRememberedOrganization } from '../lib/remembered-organization';
import { whenToasterWanted } from '../lib/toast';

// sonner comes with the toaster, after the first page (docs/architecture.md, "Budgets"); lib/toast holds the
// toasts sent before it listens.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * The toaster once the first screen is done: on a slow phone its chunk (sonner, 35 KB before compression) was parsed
 * in the middle of the first screen's work. A toast sent earlier loads it at once (lib/toast.ts).
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    whenToasterWanted(want);
    return afterFirstScreen(want);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export interface AppProvidersProps {
  identityClient: IdentityClient;
  queryClient?: QueryClient;
  /** The API base; the configuration's by default (stories point it at their handlers). */
  apiBaseUrl?: string;
  /** The SDK's fetch; stories answer with their own handlers. Default: the browser's. */
  fetch?: typeof globalThis.fetch;
  /** The SDK's timeout; tests shorten it. Default: the SDK's. */
  timeoutMs?: number;
  children?: ReactNode;
}

/** The SDK client, created once, reading tokens from the sign-in session (docs/architecture.md, "Data flow"). */
function ApiProvider({
  queryClient,
  apiBaseUrl,
  fetch,
  timeoutMs,
  children,
}: {
  queryClient: QueryClient;
  apiBaseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  children?: ReactNode;
}) {
  // The session's getter maps the SDK's forceRefresh (a token refused mid-session) to a fresh token.
  const { getAccessToken } = useAuthSession();
  const [client] = useState(() =>
    createConsoleClient({
      baseUrl: apiBaseUrl,
      getAccessToken,
      // A returning member's first reads may already be under way (boot/early-start.ts).
      // Home's picture notes what it was drawn from (docs/decisions/0054-home-last-picture.md).
      fetch: withAnswerDigests(
        withEarlyReads(fetch ?? ((input, init) => globalThis.fetch(input, init))),
        apiBaseUrl,
      ),
      ...(timeoutMs != null && { timeoutMs }),
    }),
  );
  return (
    <ConsoleProvider client={client} queryClient={queryClient}>
      {children}
      <RetryWaitNotice />
    </ConsoleProvider>
  );
}

/** What the console keeps of a session beyond the identity client's cache (ASVS 14.3.1). */
function forgetSessionData(): void {
  forgetRememberedOrganization();
  try {
    forgetPicture(window.localStorage);
  } catch {
    /* storage unavailable */
  }
}

export function AppProviders({
  identityClient,
  queryClient: givenQueryClient,
  apiBaseUrl = config.apiBaseUrl,
  fetch,
  timeoutMs,
  children,
}: AppProvidersProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createConsoleQueryClient());
  const [, navigate] = useLocation();
  return (
    <AuthSessionProvider
      identityClient={identityClient}
      queryClient={queryClient}
      navigate={navigate}
      onSessionCleared={forgetSessionData}
    >
      <ApiProvider queryClient={queryClient} apiBaseUrl={apiBaseUrl} fetch={fetch} timeoutMs={timeoutMs}>
        {children}
      </ApiProvider>
      <DeferredToaster />
    </AuthSessionProvider>
  );
}
