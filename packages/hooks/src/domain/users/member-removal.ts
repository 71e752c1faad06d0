/** What the API answers, and the console would say, when someone tries to remove the organization's owner. */
export const OWNER_REMOVAL_REFUSED = 'The owner of the organization cannot be removed.';

/** What the API answers when a member tries to remove themself (spec §6: the API answers 409). */
export const SELF_REMOVAL_REFUSED = 'You cannot remove yourself from an organization.';

export interface MemberRemovalInput {
  /** The member to be removed. */
  memberId: string;
  /** Who asks. */
  currentUserId: string;
  /** The organization's owner (spec §6: the owner is marked by ownerUserId). */
  ownerUserId: string | null | undefined;
}

export type MemberRemovalBlock = 'self' | 'owner';

/**
 * spec §6: a member cannot remove themself; the owner, recorded as ownerUserId, cannot be removed either — an
 * organization without its owner would keep an ownerUserId that names no member. Null when removal is allowed.
 */
export function getMemberRemovalBlock({
  memberId,
  currentUserId,
  ownerUserId,
}: MemberRemovalInput): MemberRemovalBlock | null {
  if (memberId === currentUserId) return 'self';
  if (ownerUserId != null && memberId === ownerUserId) return 'owner';
  return null;
}

/** spec §2.9 / §6: whether a Members row offers Remove, and whether the API removes that member. */
export function canRemoveMember(input: MemberRemovalInput): boolean {
  return getMemberRemovalBlock(input) === null;
}
