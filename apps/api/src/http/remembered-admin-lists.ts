// The platform admin's Organizations list answered from memory while nothing it shows has changed
// (docs/decisions/0055-admin-list-from-memory.md), as unchanged polls are (0022): forgotten on every change the
// database announces (db/organization-changes.ts) and before a write of this process answers (app.ts); unused while
// the feed is not live; a read that raced a change is not kept; nothing is used after ADMIN_LIST_REMEMBER_MS, because
// the state column and filter are evaluated at the time of the read (spec §2: trials and grace periods end by time).

import type { OrganizationChangeFeed } from '../db/organization-changes';

/** How long a remembered page answers: the state of a trial or a grace period is at most this old. */
export const ADMIN_LIST_REMEMBER_MS = 1_000;
/** At most this many pages (filters, sorts and cursors) are remembered; at the limit all are forgotten. */
export const ADMIN_LIST_MAX_ENTRIES = 1_000;

export interface RememberedAdminLists {
  /** The page for `key` from memory if fresh and still heard of; otherwise `load()`, kept if nothing changed meanwhile. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every page, as any change heard from the feed does. */
  forget(): void;
  close(): void;
}

interface Entry {
  answer: unknown;
  storedAt: number;
}

export function createRememberedAdminLists(
  feed: OrganizationChangeFeed,
  options: {
    /** Milliseconds of the clock the reads are evaluated at. */
    now?: () => number;
    maxEntries?: number;
    maxAgeMs?: number;
  } = {},
): RememberedAdminLists {
  const now = options.now ?? (() => Date.now());
  const maxEntries = options.maxEntries ?? ADMIN_LIST_MAX_ENTRIES;
  const maxAgeMs = options.maxAgeMs ?? ADMIN_LIST_REMEMBER_MS;
  const pages = new Map<string, Entry>();
  /** Counts changes: a read that began in an earlier epoch is not kept. */
  let epoch = 0;

  const forget = () => {
    epoch += 1;
    pages.clear();
  };
  // Any organization's change may move it into, out of or within any page of the list.
  const unsubscribe = feed.subscribe(forget);

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!feed.live) return load();
      const entry = pages.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        // A clock moved back (a test's) is as stale as one moved on.
        if (age >= 0 && age <= maxAgeMs) return entry.answer as T;
      }
      const began = epoch;
      const storedAt = now();
      const answer = await load();
      if (feed.live && epoch === began) {
        if (!pages.has(key) && pages.size >= maxEntries) pages.clear();
        pages.set(key, { answer, storedAt });
      }
      return answer;
    },
    forget,
    close: unsubscribe,
  };
}
