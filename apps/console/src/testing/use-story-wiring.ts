import { createConsoleQueryClient, type IdentityClient, type IdentityUser } from '@pod-console/hooks';
import { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { useState } from 'react';
import { createStoryFetch, fakeIdentityClient, type SentRequest } from './story-api';

// No retries and no refetch on focus: a story shows one state, immediately, every run. A story about retrying
// takes the console's own rule instead (`consoleRetries`).
const storyQueryClient = (consoleRetries: boolean) =>
  consoleRetries
    ? createConsoleQueryClient({
        defaultOptions: { queries: { refetchOnWindowFocus: false, refetchInterval: false } },
      })
    : new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false },
          mutations: { retry: false },
        },
      });

/**
 * One story's fetch over its handlers, its own query cache and a signed-in (or not) identity client, or the one the
 * story gives (to see what the session asks of it).
 */
export function useStoryWiring(
  handlers: RequestHandler[],
  claims: IdentityUser | null,
  onSent?: (sent: SentRequest[]) => void,
  consoleRetries = false,
  identityClient?: IdentityClient,
) {
  const [wiring] = useState(() => {
    const api = createStoryFetch(handlers);
    onSent?.(api.sent);
    return {
      api,
      queryClient: storyQueryClient(consoleRetries),
      identityClient: identityClient ?? fakeIdentityClient(claims),
    };
  });
  return wiring;
}
