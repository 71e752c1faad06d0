import type { IdentityUser } from '@pod-console/hooks';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { RequestHandler } from 'msw';
import { App } from '../app/app';
import { AppProviders } from '../app/providers';
import {
  createStoryFetch,
  fakeIdentityClient,
  STORY_API_BASE,
  VERIFIED_CLAIMS,
  type SentRequest,
} from './story-api';

// No retries and no refetch on focus: a story shows one state, immediately, every run.
const storyQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });

export interface StoryProvidersProps {
  handlers: RequestHandler[];
  claims?: IdentityUser | null;
  /** Receives the list of requests the story's components send. */
  onSent?: (sent: SentRequest[]) => void;
  children?: ReactNode;
}

function useStoryWiring(
  handlers: RequestHandler[],
  claims: IdentityUser | null,
  onSent?: (sent: SentRequest[]) => void,
) {
  const [wiring] = useState(() => {
    const api = createStoryFetch(handlers);
    onSent?.(api.sent);
    return { api, queryClient: storyQueryClient(), identityClient: fakeIdentityClient(claims) };
  });
  return wiring;
}

/** The real providers (session, SDK client, cache, toaster) over per-story handlers: for container stories. */
export function StoryProviders({
  handlers,
  claims = VERIFIED_CLAIMS,
  onSent,
  children,
}: StoryProvidersProps) {
  const { api, queryClient, identityClient } = useStoryWiring(handlers, claims, onSent);
  return (
    <AppProviders
      identityClient={identityClient}
      queryClient={queryClient}
      apiBaseUrl={STORY_API_BASE}
      fetch={api.fetch}
    >
      {children}
    </AppProviders>
  );
}

/** The whole app (gates and routes) over per-story handlers, at the story's `parameters.route`. */
export function StoryApp({
  handlers,
  claims = VERIFIED_CLAIMS,
  onSent,
}: Omit<StoryProvidersProps, 'children'>) {
  const { api, queryClient, identityClient } = useStoryWiring(handlers, claims, onSent);
  return (
    <App
      identityClient={identityClient}
      queryClient={queryClient}
      apiBaseUrl={STORY_API_BASE}
      fetch={api.fetch}
    />
  );
}

/** A holder a story fills with the requests sent, for its play function. */
export function sentRequests() {
  const holder: { sent: SentRequest[] } = { sent: [] };
  return { holder, onSent: (sent: SentRequest[]) => (holder.sent = sent) };
}
