import type { IdentityClient } from '@pod-console/hooks';
import { App } from '../app/app';
import { STORY_API_BASE, VERIFIED_CLAIMS } from './story-api';
import type { StoryProvidersProps } from './story-providers';
import { useStoryWiring } from './use-story-wiring';

/** The whole app (gates and routes) over per-story handlers, at the story's `parameters.route`. */
export function StoryApp({
  handlers,
  claims = VERIFIED_CLAIMS,
  onSent,
  consoleRetries = false,
  identityClient: givenIdentityClient,
}: Omit<StoryProvidersProps, 'children'> & {
  /** The console's own retry rule (a 429 or 503 waited out) instead of none. */
  consoleRetries?: boolean;
  /** The identity client, when the story watches what the session asks of it (default: signed in with `claims`). */
  identityClient?: IdentityClient;
}) {
  const { api, queryClient, identityClient } = useStoryWiring(
    handlers,
    claims,
    onSent,
    consoleRetries,
    givenIdentityClient,
  );
  return (
    <App
      identityClient={identityClient}
      queryClient={queryClient}
      apiBaseUrl={STORY_API_BASE}
      fetch={api.fetch}
    />
  );
}
