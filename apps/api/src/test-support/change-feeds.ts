// Change feeds for the tests of what the API remembers (docs/decisions/0022-unchanged-polls-from-memory.md,
// 0055-admin-list-from-memory.md).
import type { OrganizationChangeFeed, OrganizationChangeListener } from '../db/organization-changes';

/** A feed the test drives: live until it says otherwise, announcing what the test announces. */
export function fakeChangeFeed() {
  const listeners = new Set<OrganizationChangeListener>();
  const feed = {
    live: true,
    subscribe(listener: OrganizationChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => {},
    announce: (id: string | null) => listeners.forEach((listener) => listener(id)),
    listeners,
  };
  return feed satisfies OrganizationChangeFeed;
}

/** Resolves once the feed announces a change of the organization (the database announces at commit). */
export function heardFrom(feed: OrganizationChangeFeed, organizationId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = feed.subscribe((changed) => {
      if (changed === organizationId) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * The feed as these organizations' changes alone make it (an interruption, `null`, still passes): the test files
 * share one PostgreSQL database, and other files' announcements on the same channel arrive at any moment.
 */
export function changesOf(
  feed: OrganizationChangeFeed,
  organizations: ReadonlySet<string>,
): OrganizationChangeFeed {
  return {
    get live() {
      return feed.live;
    },
    subscribe: (listener) =>
      feed.subscribe((id) => {
        if (id === null || organizations.has(id)) listener(id);
      }),
    close: async () => {},
  };
}
