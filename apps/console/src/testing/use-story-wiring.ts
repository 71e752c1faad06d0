import type { IdentityUser } from '@pod-console/hooks';
import { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { useState } from 'react';
import { createStoryFetch, fakeIdentityClient, type SentRequest } from './story-api';

// No retries and no refetch on focus: a story shows one state, immediately, every run.
const storyQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });

/** One story's fetch over its handlers, its own query cache and a signed-in (or not) identity client. */
export function useStoryWiring(
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
