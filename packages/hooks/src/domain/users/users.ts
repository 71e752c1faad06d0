import { formatDisplayName } from '@pod-console/sdk';

interface NamedUser {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}

/** spec §3: first and last name joined by a space (the SDK's rule, reused). */
export function getDisplayName(user: NamedUser): string {
  return formatDisplayName(user.firstName, user.lastName);
}

/**
 * spec §3: the stored selected organization when it is one of the user's organizations, else the first one,
 * else null. Returns the organization itself, so the switcher has its name too.
 */
export function resolveSelectedOrganization<TOrganization extends { id: string }>(user: {
  selectedOrganizationId: string | null | undefined;
  organizations: readonly TOrganization[];
}): TOrganization | null {
  const stored = user.organizations.find((organization) => organization.id === user.selectedOrganizationId);
  return stored ?? user.organizations[0] ?? null;
}

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

/** spec §2: the name gate shows when the first or the last name is missing (blank counts as missing). */
export function needsName(user: NamedUser): boolean {
  return isBlank(user.firstName) || isBlank(user.lastName);
}

/**
 * spec §4 Onboarding (name update → organization → checkout): the name is sent when the account lacks one or the
 * person typed a different one; an unchanged name is not sent again. Compared trimmed, as the API stores it.
 */
export function nameUpdateNeeded(user: NamedUser, typed: { firstName: string; lastName: string }): boolean {
  return (
    needsName(user) ||
    (user.firstName ?? '').trim() !== typed.firstName.trim() ||
    (user.lastName ?? '').trim() !== typed.lastName.trim()
  );
}

/** spec §6: only SUPER_ADMIN sees the platform-admin Organizations page. */
export function isSuperAdmin(user: { systemRole: string } | null | undefined): boolean {
  return user?.systemRole === 'SUPER_ADMIN';
}

// First code point, so an emoji or an astral letter is not cut in half.
const firstLetter = (value: string | null | undefined) => Array.from(value?.trim() ?? '')[0] ?? '';

/** spec §2: the avatar shows the user's initials; without a name, the e-mail's first letter. */
export function getInitials(user: NamedUser & { email: string | null | undefined }): string {
  const initials = firstLetter(user.firstName) + firstLetter(user.lastName);
  return (initials === '' ? firstLetter(user.email) : initials).toUpperCase();
}
