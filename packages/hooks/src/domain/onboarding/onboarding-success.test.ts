import { describe, expect, it } from 'vitest';
import { checkOnboardingSuccess, findOnboardingLicense } from './onboarding-success';

const acme = { id: 'org-1', name: 'Acme' };
const user = { firstName: 'Ada', lastName: 'Lovelace', organizations: [acme] };

describe('checkOnboardingSuccess', () => {
  it('answers the stored organization and the display name when all is there', () => {
    expect(checkOnboardingSuccess({ user, organizationId: 'org-1' })).toEqual({
      problem: null,
      organization: acme,
      displayName: 'Ada Lovelace',
    });
  });

  it('asks to try again without a user', () => {
    expect(checkOnboardingSuccess({ user: null, organizationId: 'org-1' })).toEqual({
      problem: 'onboardingUserNotFound',
    });
    expect(checkOnboardingSuccess({ user: undefined, organizationId: null }).problem).toBe(
      'onboardingUserNotFound',
    );
  });

  it('reports the organization missing when none is stored or it is not among the user’s', () => {
    expect(checkOnboardingSuccess({ user, organizationId: null }).problem).toBe(
      'onboardingOrganizationNotFound',
    );
    expect(checkOnboardingSuccess({ user, organizationId: '' }).problem).toBe(
      'onboardingOrganizationNotFound',
    );
    expect(checkOnboardingSuccess({ user, organizationId: 'org-2' }).problem).toBe(
      'onboardingOrganizationNotFound',
    );
  });

  it('requires a non-empty first-plus-last name, after the organization', () => {
    const nameless = { ...user, firstName: ' ', lastName: '' };
    expect(checkOnboardingSuccess({ user: nameless, organizationId: 'org-1' }).problem).toBe(
      'onboardingNameRequired',
    );
    expect(checkOnboardingSuccess({ user: nameless, organizationId: 'org-2' }).problem).toBe(
      'onboardingOrganizationNotFound',
    );
    // One part is enough for a non-empty display name.
    expect(
      checkOnboardingSuccess({ user: { ...user, lastName: '' }, organizationId: 'org-1' }),
    ).toMatchObject({
      problem: null,
      displayName: 'Ada',
    });
  });
});

describe('findOnboardingLicense', () => {
  const license = (id: string, identifier: string | null, revokedAt: string | null = null) => ({
    id,
    identifier,
    revokedAt,
  });

  it('finds the licence assigned to the user on an earlier visit', () => {
    expect(findOnboardingLicense([license('l1', null), license('l2', 'Ada Lovelace')], 'Ada Lovelace')).toBe(
      'l2',
    );
  });

  it('answers null when there is none, or only a revoked or differently named one', () => {
    expect(findOnboardingLicense([], 'Ada Lovelace')).toBeNull();
    expect(
      findOnboardingLicense(
        [license('l1', 'Ada Lovelace', '2026-01-01T00:00:00Z'), license('l2', 'Grace'), license('l3', null)],
        'Ada Lovelace',
      ),
    ).toBeNull();
  });
});
