import { toTime } from '../dates/dates';

export type InvitationStatus = 'Pending' | 'Expired';

/**
 * spec §4: Pending, or Expired when expiresAt is in the past (the expiry instant itself counts as past).
 * An unreadable expiry is shown as Pending: the server, not the console, decides whether it still works.
 */
export function getInvitationStatus(invitation: { expiresAt: string | null }, now: Date): InvitationStatus {
  const expiresAt = toTime(invitation.expiresAt);
  return expiresAt != null && expiresAt <= now.getTime() ? 'Expired' : 'Pending';
}
