// Story data for Organization Settings: the people of the shared fixtures, in camelCase and on the wire.
import type { OrganizationPermissions } from '@pod-console/hooks';
import {
  addDays,
  INVITATION_EXPIRY_DAYS,
  permissionBlock,
  type OrganizationRole,
} from '@pod-console/hooks/domain';
import type { Invitation, OrganizationMember } from '@pod-console/sdk';
import { wireInvitation as wirePendingInvitation, wireOrganizationUser } from '@pod-console/sdk/testing';

/** Presentational stories read the clock from here. */
export const NOW = new Date('2026-11-23T12:00:00Z');

const makeMember = (
  key: string,
  firstName: string,
  lastName: string,
  email = `${key}@example.com`,
  role: OrganizationMember['role'] = key === 'ada' ? 'OWNER' : 'ADMIN',
): OrganizationMember => ({ id: `user-${key}`, email, firstName, lastName, role });

export const ADA_MEMBER = makeMember('ada', 'Ada', 'Lovelace');
export const GRACE_MEMBER = makeMember('grace', 'Grace', 'Hopper');
export const LINUS_MEMBER = makeMember(
  'linus',
  'Linus',
  'Torvalds',
  'linus.torvalds.with.a.long.address@example.com',
);
export const KATHERINE_MEMBER = makeMember(
  'katherine',
  'Katherine',
  'Johnson',
  'katherine@example.com',
  'BILLING',
);
export const HEDY_MEMBER = makeMember('hedy', 'Hedy', 'Lamarr', 'hedy@example.com', 'LICENSE_MANAGER');

/** One member of each role: Ada (Owner), Grace (Admin), Katherine (Billing), Hedy (License manager). */
export const MEMBERS_OF_EVERY_ROLE = [ADA_MEMBER, GRACE_MEMBER, KATHERINE_MEMBER, HEDY_MEMBER];

/** What `useOrganizationPermissions` answers for a member of `role`: page stories view the page as them. */
export const permissionsOf = (
  role: OrganizationRole | null,
): Pick<OrganizationPermissions, 'role' | 'blockedBecause'> => ({
  role,
  blockedBecause: (permission) => permissionBlock(role, permission),
});

const makeInvitation = (
  key: string,
  email: string,
  expiresAt: string,
  role: Invitation['role'] = 'ADMIN',
  lastSentAt = addDays(expiresAt, -INVITATION_EXPIRY_DAYS) ?? expiresAt,
): Invitation => ({
  id: `invitation-${key}`,
  email,
  expiresAt,
  token: `token-${key}`,
  role,
  lastSentAt,
  invitedByName: 'Ada Lovelace',
});

/** Expires 5 days after NOW. */
export const PENDING_INVITATION = makeInvitation('pending', 'margaret@example.com', '2026-11-28T12:00:00Z');
/** Expired 3 days before NOW. */
export const EXPIRED_INVITATION = makeInvitation(
  'expired',
  'alan@example.com',
  '2026-11-20T12:00:00Z',
  'LICENSE_MANAGER',
);
/** Sent again 20 seconds before NOW: Resend waits 40 more seconds. */
export const JUST_SENT_INVITATION = makeInvitation(
  'just-sent',
  'barbara@example.com',
  '2026-11-30T11:59:40Z',
  'BILLING',
  '2026-11-23T11:59:40Z',
);

/** A member on the wire; Ada (the fixtures' owner) is the Owner unless a role is given, anyone else an Admin. */
export const wireMember = ({
  id,
  email,
  firstName,
  lastName,
  role,
}: Omit<OrganizationMember, 'role'> & { role?: OrganizationMember['role'] }) =>
  wireOrganizationUser({
    user_id: id,
    email,
    first_name: firstName,
    last_name: lastName,
    role: role ?? (id === ADA_MEMBER.id ? 'OWNER' : 'ADMIN'),
  });

/**
 * An invitation on the wire, its expiry counted from the real clock (container stories use `new Date()`); it was
 * last sent when it was issued, or `lastSentSecondsAgo` before now.
 */
export const wireInvitation = (
  { id, email, token, role, invitedByName }: Invitation,
  daysFromNow: number,
  lastSentSecondsAgo?: number,
) => {
  const now = new Date();
  return wirePendingInvitation({
    id,
    email,
    token,
    role,
    invited_by_name: invitedByName,
    expires_at: addDays(now, daysFromNow) ?? '',
    last_sent_at:
      lastSentSecondsAgo == null
        ? (addDays(now, daysFromNow - INVITATION_EXPIRY_DAYS) ?? '')
        : new Date(now.getTime() - lastSentSecondsAgo * 1000).toISOString(),
  });
};
