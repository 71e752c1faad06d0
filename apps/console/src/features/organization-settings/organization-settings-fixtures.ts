// Story data for Organization Settings: the people of the shared fixtures, in camelCase and on the wire.
import { addDays } from '@pod-console/hooks/domain';
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

const makeInvitation = (key: string, email: string, expiresAt: string): Invitation => ({
  id: `invitation-${key}`,
  email,
  expiresAt,
  token: `token-${key}`,
  role: 'ADMIN',
  lastSentAt: '2026-11-20T12:00:00Z',
  invitedByName: 'Ada Lovelace',
});

/** Expires 5 days after NOW. */
export const PENDING_INVITATION = makeInvitation('pending', 'margaret@example.com', '2026-11-28T12:00:00Z');
/** Expired 3 days before NOW. */
export const EXPIRED_INVITATION = makeInvitation('expired', 'alan@example.com', '2026-11-20T12:00:00Z');

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

/** An invitation on the wire, its expiry counted from the real clock (container stories use `new Date()`). */
export const wireInvitation = ({ id, email, token }: Invitation, daysFromNow: number) =>
  wirePendingInvitation({ id, email, token, expires_at: addDays(new Date(), daysFromNow) ?? '' });
