import { getDisplayName } from '../users/users';

/** The message keys (in `MESSAGES`) of the onboarding success page's blocking errors (spec §8). */
export type OnboardingSuccessProblem =
  'onboardingUserNotFound' | 'onboardingOrganizationNotFound' | 'onboardingNameRequired';

export interface OnboardingSuccessInput<TOrganization extends { id: string }> {
  /** The signed-in user; null or undefined when it could not be read. */
  user:
    | {
        firstName: string | null | undefined;
        lastName: string | null | undefined;
        organizations: readonly TOrganization[];
      }
    | null
    | undefined;
  /** The organization id stored by the onboarding when it created the organization. */
  organizationId: string | null | undefined;
}

export type OnboardingSuccessCheck<TOrganization> =
  { problem: OnboardingSuccessProblem } | { problem: null; organization: TOrganization; displayName: string };

/**
 * spec §5 "Onboarding success": a user, an organization and a first-plus-last name, checked in that order; the
 * organization must be the stored one and the user's, so a stale or forged id never receives a licence.
 */
export function checkOnboardingSuccess<TOrganization extends { id: string }>({
  user,
  organizationId,
}: OnboardingSuccessInput<TOrganization>): OnboardingSuccessCheck<TOrganization> {
  if (user == null) return { problem: 'onboardingUserNotFound' };
  const organization = user.organizations.find((candidate) => candidate.id === organizationId);
  if (organizationId == null || organizationId === '' || organization == null) {
    return { problem: 'onboardingOrganizationNotFound' };
  }
  const displayName = getDisplayName(user);
  if (displayName === '') return { problem: 'onboardingNameRequired' };
  return { problem: null, organization, displayName };
}

/**
 * The licence an earlier visit of the success page already created (a reload, a second tab): an assigned,
 * non-revoked licence of the organization whose identifier is the user's display name. Answers its id, or null
 * when the first licence still has to be created. The organization is new, so no other licence carries that name.
 */
export function findOnboardingLicense(
  licenses: ReadonlyArray<{ id: string; identifier: string | null; revokedAt: string | null }>,
  identifier: string,
): string | null {
  const found = licenses.find(
    (license) => license.revokedAt == null && license.identifier != null && license.identifier === identifier,
  );
  return found?.id ?? null;
}
