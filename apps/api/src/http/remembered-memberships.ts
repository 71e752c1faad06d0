// Who is a member of which organization at which version, so that the console's unchanged 10 s poll (spec §9) is
// answered without the database (docs/decisions/0022-unchanged-polls-from-memory.md). Forgotten on every change the
// feed reports (db/organization-changes.ts) and before a write of this process answers (app.ts); empty while the
// feed is not live; a read that raced a change is not kept (`ticket`); nothing outlives REMEMBER_MS.
import type { OrganizationRole } from '@pod-console/hooks/domain';

import type { OrganizationChangeFeed } from '../db/organization-changes';
import type { UserRow } from '../db/schema';

/** How long a remembered membership may be used without a change being heard: a bound, should a change go unheard. */
export const REMEMBER_MS = 30_000;
/** At most this many (user, organization) pairs; at the limit it forgets them all and starts again. */
export const REMEMBER_MAX_ENTRIES = 20_000;

export interface RememberedMembership {
  user: UserRow;
  /** The organization's version, or null when the user is not a member (or there is no such organization). */
  version: string | null;
  /**
   * The member's role, null with a null version. A role change bumps the version (migration 0011), so the change
   * feed forgets a role as it forgets a removal.
   */
  role: OrganizationRole | null;
}

/** Taken before a read from the database; the read is kept only if nothing of its organization changed since. */
export interface ReadTicket {
  readonly organizationId: string;
  readonly epoch: number;
}

export interface RememberedMemberships {
  /** The membership of the token's subject in the organization, if remembered, fresh and still heard of. */
  recall(subject: string, organizationId: string): RememberedMembership | undefined;
  ticket(organizationId: string): ReadTicket;
  remember(ticket: ReadTicket, subject: string, membership: RememberedMembership): void;
  /** Forgets an organization (null: every one), as a change heard from the feed does. */
  forget(organizationId: string | null): void;
  close(): void;
}

interface Entry extends RememberedMembership {
  storedAt: number;
}

export function createRememberedMemberships(
  feed: OrganizationChangeFeed,
  options: { now?: () => number; maxEntries?: number } = {},
): RememberedMemberships {
  const now = options.now ?? (() => performance.now());
  const maxEntries = options.maxEntries ?? REMEMBER_MAX_ENTRIES;
  /** Organization → subject → membership: a change forgets one organization's entries at once. */
  const byOrganization = new Map<string, Map<string, Entry>>();
  let size = 0;
  /** Each organization's last change, counted in epochs; a read that began before it is stale. */
  const changedAt = new Map<string, number>();
  let epoch = 0;
  /** Reads that began before this epoch are stale whatever their organization (the feed was interrupted). */
  let forgottenAt = 0;

  const forgetAll = () => {
    byOrganization.clear();
    changedAt.clear();
    size = 0;
    forgottenAt = ++epoch;
  };

  const forget = (organizationId: string | null) => {
    if (organizationId === null) return forgetAll();
    changedAt.set(organizationId, ++epoch);
    size -= byOrganization.get(organizationId)?.size ?? 0;
    byOrganization.delete(organizationId);
    // Only reads in flight need an organization's change epoch: a bounded map, reset with everything else.
    if (changedAt.size > maxEntries) forgetAll();
  };
  const unsubscribe = feed.subscribe(forget);

  return {
    recall(subject, organizationId) {
      if (!feed.live) return undefined;
      const members = byOrganization.get(organizationId);
      const entry = members?.get(subject);
      if (!entry) return undefined;
      if (now() - entry.storedAt > REMEMBER_MS) {
        members!.delete(subject);
        size -= 1;
        return undefined;
      }
      return entry;
    },
    ticket(organizationId) {
      return { organizationId, epoch };
    },
    remember(ticket, subject, membership) {
      if (!feed.live || ticket.epoch < forgottenAt) return;
      if ((changedAt.get(ticket.organizationId) ?? 0) > ticket.epoch) return;
      const known = byOrganization.get(ticket.organizationId)?.has(subject) ?? false;
      // Full: start again rather than track each entry's age; the next polls read the database once each.
      if (!known && size >= maxEntries) forgetAll();
      let members = byOrganization.get(ticket.organizationId);
      if (!members) byOrganization.set(ticket.organizationId, (members = new Map()));
      if (!known) size += 1;
      members.set(subject, { ...membership, storedAt: now() });
    },
    forget,
    close: unsubscribe,
  };
}
