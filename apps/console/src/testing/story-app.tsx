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
}: Omit<StoryProvidersProps, 'children'> & {
  /** The console's own retry rule (a 429 or 503 waited out) instead of none. */
  consoleRetries?: boolean;
}) {
  const { api, queryClient, identityClient } = useStoryWiring(handlers, claims, onSent, consoleRetries);
  return (
    <App
      identityClient={identityClient}
      queryClient={queryClient}
      apiBaseUrl={STORY_API_BASE}
      fetch={api.fetch}
    />
  );
}
