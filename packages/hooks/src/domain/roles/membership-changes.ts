// The rules for changing who holds which role: a role change, a transfer of ownership, leaving. The API answers
// each block as a 403 (permission) or 409 (the rest) with the message below; the console offers only what is
// allowed and shows the same words where it cannot.
import { hasPermission, isAssignableRole, type OrganizationRole } from './permissions';

export const ROLE_CHANGE_MESSAGES = {
  self: 'You cannot change your own role.',
  owner: 'The Owner’s role changes only by transferring ownership.',
  ownerRole: 'Ownership moves only by transferring it.',
  unchanged: 'The member already has this role.',
} as const;

export const TRANSFER_MESSAGES = {
  self: 'You are already the Owner.',
  notMember: 'Ownership can be transferred only to a member of the organization.',
} as const;

export const LEAVE_MESSAGES = {
  owner: 'The Owner cannot leave the organization. Transfer ownership to another member first.',
} as const;

export type RoleChangeBlock = 'permission' | keyof typeof ROLE_CHANGE_MESSAGES;

export interface RoleChangeInput {
  actorId: string;
  actorRole: OrganizationRole | null;
  memberId: string;
  memberRole: OrganizationRole;
  newRole: string;
}

/** Whether `actorId` may give `memberId` the role `newRole`; null when allowed. */
export function getRoleChangeBlock({
  actorId,
  actorRole,
  memberId,
  memberRole,
  newRole,
}: RoleChangeInput): RoleChangeBlock | null {
  if (!hasPermission(actorRole, 'members:manage')) return 'permission';
  if (memberId === actorId) return 'self';
  if (memberRole === 'OWNER') return 'owner';
  if (!isAssignableRole(newRole)) return 'ownerRole';
  if (newRole === memberRole) return 'unchanged';
  return null;
}

/** Whether the role of `memberId` can be changed by `actorId` at all (the Members table's role picker). */
export function canChangeRoleOf(input: Omit<RoleChangeInput, 'newRole'>): boolean {
  const block = getRoleChangeBlock({ ...input, newRole: input.memberRole === 'ADMIN' ? 'BILLING' : 'ADMIN' });
  return block === null;
}

export type TransferBlock = 'permission' | keyof typeof TRANSFER_MESSAGES;

export interface TransferInput {
  actorId: string;
  actorRole: OrganizationRole | null;
  targetId: string;
  targetIsMember: boolean;
}

/** Ownership moves from the Owner to another member; the old Owner becomes an Admin. Null when allowed. */
export function getTransferBlock({
  actorId,
  actorRole,
  targetId,
  targetIsMember,
}: TransferInput): TransferBlock | null {
  if (!hasPermission(actorRole, 'ownership:transfer')) return 'permission';
  if (targetId === actorId) return 'self';
  if (!targetIsMember) return 'notMember';
  return null;
}

/** The role the previous Owner holds after a transfer. */
export const ROLE_AFTER_TRANSFER: OrganizationRole = 'ADMIN';

/** Anyone may leave but the Owner: an organization always has one (they transfer ownership first). */
export function getLeaveBlock(role: OrganizationRole | null): keyof typeof LEAVE_MESSAGES | null {
  return role === 'OWNER' ? 'owner' : null;
}
