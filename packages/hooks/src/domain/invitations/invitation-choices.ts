import type { InvitationResponse, InvitationResponseItem } from '@pod-console/sdk';

/** The user's choice per invitation id; an invitation without an entry is unset. */
export type InvitationChoices = Readonly<Record<string, InvitationResponse>>;

export type InvitationChoiceAction =
  | { type: 'accept'; invitationId: string }
  | { type: 'reject'; invitationId: string }
  | { type: 'undo'; invitationId: string }
  /** Drop choices for invitations no longer pending (the user data is refetched while the screen is open). */
  | { type: 'sync'; invitationIds: readonly string[] }
  | { type: 'reset' };

export const EMPTY_INVITATION_CHOICES: InvitationChoices = Object.freeze({});

const has = (choices: InvitationChoices, id: string) => Object.prototype.hasOwnProperty.call(choices, id);

/**
 * spec §4: a choice goes unset → ACCEPTED or REJECTED, and back to unset by Undo. A chosen row shows only
 * Undo (spec §2), so accepting or rejecting an already chosen invitation changes nothing. Unchanged state is
 * returned as the same object, so React skips the re-render.
 */
export function invitationChoicesReducer(
  choices: InvitationChoices,
  action: InvitationChoiceAction,
): InvitationChoices {
  switch (action.type) {
    case 'accept':
    case 'reject': {
      if (has(choices, action.invitationId)) return choices;
      return { ...choices, [action.invitationId]: action.type === 'accept' ? 'ACCEPTED' : 'REJECTED' };
    }
    case 'undo': {
      if (!has(choices, action.invitationId)) return choices;
      const next: Record<string, InvitationResponse> = { ...choices };
      delete next[action.invitationId];
      return next;
    }
    case 'sync': {
      const keep = new Set(action.invitationIds);
      const entries = Object.entries(choices).filter(([id]) => keep.has(id));
      return entries.length === Object.keys(choices).length ? choices : Object.fromEntries(entries);
    }
    case 'reset':
      return Object.keys(choices).length === 0 ? choices : EMPTY_INVITATION_CHOICES;
  }
}

/**
 * spec §5: submit only when the number of choices equals the number of pending invitations, i.e. every
 * pending invitation has a choice and no stale choice is left. Nothing to submit without invitations.
 */
export function canSubmitInvitationChoices(
  choices: InvitationChoices,
  invitations: ReadonlyArray<{ pendingInvitationId: string }>,
): boolean {
  return (
    invitations.length > 0 &&
    Object.keys(choices).length === invitations.length &&
    invitations.every((invitation) => has(choices, invitation.pendingInvitationId))
  );
}

/** spec §3 and §7: the invitationResponses body, one item per choice (in the invitations' order when given). */
export function buildInvitationResponses(
  choices: InvitationChoices,
  invitations?: ReadonlyArray<{ pendingInvitationId: string }>,
): InvitationResponseItem[] {
  const ids = invitations?.map((invitation) => invitation.pendingInvitationId) ?? Object.keys(choices);
  return ids.flatMap((invitationId) =>
    has(choices, invitationId) ? [{ invitationId, response: choices[invitationId]! }] : [],
  );
}
