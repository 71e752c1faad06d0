// Story data for Organization Settings: the people of the shared fixtures, in camelCase and on the wire.
import type { components, Invitation, OrganizationMember } from '@pod-console/sdk';

type Wire = components['schemas'];

/** Presentational stories read the clock from here. */
export const NOW = new Date('2026-11-23T12:00:00Z');

export const ADA_MEMBER: OrganizationMember = {
  id: 'user-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
export const GRACE_MEMBER: OrganizationMember = {
  id: 'user-grace',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
};
export const LINUS_MEMBER: OrganizationMember = {
  id: 'user-linus',
  email: 'linus.torvalds.with.a.long.address@example.com',
  firstName: 'Linus',
  lastName: 'Torvalds',
};

export const PENDING_INVITATION: Invitation = {
  id: 'invitation-pending',
  email: 'margaret@example.com',
  expiresAt: '2026-11-28T12:00:00Z',
  token: 'token-pending',
};
export const EXPIRED_INVITATION: Invitation = {
  id: 'invitation-expired',
  email: 'alan@example.com',
  expiresAt: '2026-11-20T12:00:00Z',
  token: 'token-expired',
};

export const wireMember = (member: OrganizationMember): Wire['OrganizationUser'] => ({
  user_id: member.id,
  email: member.email,
  first_name: member.firstName,
  last_name: member.lastName,
});

/** An invitation on the wire, its expiry counted from the real clock (container stories use `new Date()`). */
export const wireInvitation = (invitation: Invitation, daysFromNow: number): Wire['PendingInvitation'] => ({
  id: invitation.id,
  email: invitation.email,
  expires_at: new Date(Date.now() + daysFromNow * 86_400_000).toISOString(),
  token: invitation.token,
});
