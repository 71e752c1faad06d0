import type { IdentityUser } from '@pod-console/hooks';
import type { ReactNode } from 'react';
import type { RequestHandler } from 'msw';
import { AppProviders } from '../app/providers';
import { STORY_API_BASE, VERIFIED_CLAIMS, type SentRequest } from './story-api';
import { useStoryWiring } from './use-story-wiring';

export interface StoryProvidersProps {
  handlers: RequestHandler[];
  claims?: IdentityUser | null;
  /** Receives the list of requests the story's components send. */
  onSent?: (sent: SentRequest[]) => void;
  /**
   * The console's own cache rules (fresh for 30 s, its retries) instead of the stories' (stale at once, no retry):
   * for a story that counts the reads a load sends.
   */
  consoleCache?: boolean;
  children?: ReactNode;
}

/** The real providers (session, SDK client, cache, toaster) over per-story handlers: for container stories. */
export function StoryProviders({
  handlers,
  claims = VERIFIED_CLAIMS,
  onSent,
  consoleCache = false,
  children,
}: StoryProvidersProps) {
  const { api, queryClient, identityClient } = useStoryWiring(handlers, claims, onSent, consoleCache);
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

/** The same providers for a browser test that wires its own fetch and cache (features reach app/ only through here). */
export { AppProviders };

/** A holder a story fills with the requests sent, for its play function. */
export function sentRequests() {
  const holder: { sent: SentRequest[] } = { sent: [] };
  return { holder, onSent: (sent: SentRequest[]) => (holder.sent = sent) };
}
