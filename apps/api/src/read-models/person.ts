import { getDisplayName } from '@pod-console/hooks/domain';

import type { UserRow } from '../db/schema';

/** spec §3's display name ("first last"), or null when the person has none. */
export function personName(person: Pick<UserRow, 'first_name' | 'last_name'>): string | null {
  return getDisplayName({ firstName: person.first_name, lastName: person.last_name }) || null;
}

/**
 * Who sent an invitation, as the members and the invitee read it: their name, else their address; null once the
 * inviter is no longer a user (the contract's `invited_by_name`).
 */
export function inviterName(inviter: {
  inviter_email: string | null;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
}): string | null {
  return (
    personName({ first_name: inviter.inviter_first_name, last_name: inviter.inviter_last_name }) ??
    inviter.inviter_email
  );
}
