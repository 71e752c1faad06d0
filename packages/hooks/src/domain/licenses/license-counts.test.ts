import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNED_LICENSE,
  canAddLicense,
  getAddLicenseBlock,
  getAssignLicensesBlock,
  getLicenseCounts,
  licenseCountsFromTallies,
  licensesOverLimit,
  matchesLicenseCondition,
  TRIAL_LICENSE,
  type LicenseCountsInput,
} from './license-counts';

const license = (overrides: Partial<LicenseCountsInput['licenses'][number]> = {}) => ({
  identifier: null,
  revokedAt: null,
  trial: false,
  ...overrides,
});

const org = (licenses: LicenseCountsInput['licenses'], podAdmin: number): LicenseCountsInput => ({
  licenses,
  licenseCounts: { POD_ADMIN: podAdmin },
});

const now = new Date('2026-06-01T00:00:00Z');
const active = { status: 'active' };

describe('getLicenseCounts', () => {
  it('counts only licences with an identifier as assigned', () => {
    const counts = getLicenseCounts(
      org(
        [license({ identifier: 'alice' }), license({ identifier: null }), license({ identifier: 'bob' })],
        5,
      ),
    );
    expect(counts).toEqual({ assigned: 2, available: 5, unassigned: 3 });
  });

  it('does not count a blank identifier as assigned', () => {
    expect(
      getLicenseCounts(org([license({ identifier: '   ' }), license({ identifier: '' })], 2)).assigned,
    ).toBe(0);
  });

  it('ignores revoked licences for both assigned and trial counts', () => {
    const counts = getLicenseCounts(
      org([license({ identifier: 'gone', trial: true, revokedAt: '2026-01-01T00:00:00Z' })], 1),
    );
    expect(counts).toEqual({ assigned: 0, available: 1, unassigned: 1 });
  });

  it('adds trial licences to the POD_ADMIN count for available', () => {
    const counts = getLicenseCounts(
      org([license({ trial: true }), license({ trial: true, identifier: 'x' })], 3),
    );
    expect(counts).toEqual({ assigned: 1, available: 5, unassigned: 4 });
  });

  it('never reports a negative unassigned count when more are assigned than available', () => {
    const counts = getLicenseCounts(org([license({ identifier: 'a' }), license({ identifier: 'b' })], 1));
    expect(counts).toEqual({ assigned: 2, available: 1, unassigned: 0 });
  });

  it('treats a negative or non-numeric POD_ADMIN count as zero', () => {
    expect(getLicenseCounts(org([], -3)).available).toBe(0);
    expect(getLicenseCounts(org([], Number.NaN)).available).toBe(0);
  });

  it('keeps the spec §4 relations for any organization', () => {
    const licenseArbitrary = fc.record({
      identifier: fc.option(fc.oneof(fc.string(), fc.constantFrom('', ' ', 'alice')), { nil: null }),
      revokedAt: fc.option(fc.constant('2026-01-01T00:00:00Z'), { nil: null }),
      trial: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(licenseArbitrary, { maxLength: 40 }),
        fc.nat({ max: 50 }),
        (licenses, podAdmin) => {
          const { assigned, available, unassigned } = getLicenseCounts(org(licenses, podAdmin));
          const live = licenses.filter((l) => l.revokedAt == null);
          expect(assigned).toBe(
            live.filter((l) => l.identifier != null && l.identifier.trim() !== '').length,
          );
          expect(available).toBe(live.filter((l) => l.trial).length + podAdmin);
          expect(unassigned).toBeGreaterThanOrEqual(0);
          expect(assigned + unassigned).toBeGreaterThanOrEqual(available);
          expect(unassigned).toBe(Math.max(available - assigned, 0));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('licenseCountsFromTallies', () => {
  it('adds trial licences to the purchased count and subtracts the assigned ones', () => {
    expect(licenseCountsFromTallies({ assigned: 2, trial: 3, purchased: 4 })).toEqual({
      assigned: 2,
      available: 7,
      unassigned: 5,
    });
  });

  it('never reports a negative unassigned count when more are assigned than available', () => {
    expect(licenseCountsFromTallies({ assigned: 6, trial: 1, purchased: 2 })).toEqual({
      assigned: 6,
      available: 3,
      unassigned: 0,
    });
  });

  it('treats a negative, fractional or non-numeric purchased count like the list rule does', () => {
    expect(licenseCountsFromTallies({ assigned: 0, trial: 2, purchased: -3 }).available).toBe(2);
    expect(licenseCountsFromTallies({ assigned: 0, trial: 0, purchased: 2.7 }).available).toBe(2);
    expect(licenseCountsFromTallies({ assigned: 0, trial: 1, purchased: Number.NaN }).available).toBe(1);
  });

  it('gives the same counts as getLicenseCounts for the tallies of any organization', () => {
    const licenseArbitrary = fc.record({
      identifier: fc.option(fc.constantFrom('', ' ', 'alice'), { nil: null }),
      revokedAt: fc.option(fc.constant('2026-01-01T00:00:00Z'), { nil: null }),
      trial: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(licenseArbitrary, { maxLength: 40 }),
        fc.integer({ min: -5, max: 50 }),
        (licenses, podAdmin) => {
          const live = licenses.filter((l) => l.revokedAt == null);
          const tallies = {
            assigned: live.filter((l) => l.identifier != null && l.identifier.trim() !== '').length,
            trial: live.filter((l) => l.trial).length,
            purchased: podAdmin,
          };
          expect(licenseCountsFromTallies(tallies)).toEqual(getLicenseCounts(org(licenses, podAdmin)));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('canAddLicense', () => {
  it('allows adding while assigned is below available and the plan is active', () => {
    expect(canAddLicense(org([license({ identifier: 'a' })], 2), active, now)).toBe(true);
  });

  it('refuses when every available licence is assigned', () => {
    expect(
      canAddLicense(org([license({ identifier: 'a' }), license({ identifier: 'b' })], 2), active, now),
    ).toBe(false);
  });

  it('refuses without an active plan even when licences are free', () => {
    expect(canAddLicense(org([], 3), null, now)).toBe(false);
    expect(canAddLicense(org([], 3), { status: 'past_due' }, now)).toBe(false);
    expect(canAddLicense(org([], 3), { status: 'canceled' }, now)).toBe(false);
  });

  it('allows adding during a trial and refuses once the trial has ended', () => {
    const trialing = (trialEnd: string) => ({ status: 'trialing', provider: { trialEnd } });
    expect(canAddLicense(org([], 1), trialing('2026-06-02T00:00:00Z'), now)).toBe(true);
    expect(canAddLicense(org([], 1), trialing('2026-06-01T00:00:00Z'), now)).toBe(false);
  });
});

describe('getAddLicenseBlock', () => {
  const assigned = (count: number) =>
    Array.from({ length: count }, (_, index) => license({ identifier: `p${index}` }));

  it('names no block while a licence is free and the plan is active', () => {
    expect(getAddLicenseBlock(org(assigned(1), 5), active, now)).toBeNull();
  });

  it('names the inactive plan first, whatever the counts', () => {
    expect(getAddLicenseBlock(org(assigned(1), 5), { status: 'unpaid' }, now)).toBe('plan-not-active');
    expect(getAddLicenseBlock(org(assigned(3), 1), null, now)).toBe('plan-not-active');
  });

  it('tells a full organization from one over its limit (a downgrade keeps every licence)', () => {
    expect(getAddLicenseBlock(org(assigned(5), 5), active, now)).toBe('no-free-licence');
    expect(getAddLicenseBlock(org(assigned(5), 1), active, now)).toBe('over-limit');
  });

  it('agrees with canAddLicense for any organization and plan', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 8 }),
        fc.nat({ max: 8 }),
        fc.constantFrom('active', 'trialing', 'past_due', 'canceled'),
        (count, podAdmin, status) => {
          const organization = org(assigned(count), podAdmin);
          expect(getAddLicenseBlock(organization, { status }, now) === null).toBe(
            canAddLicense(organization, { status }, now),
          );
        },
      ),
    );
  });
});

describe('getAssignLicensesBlock', () => {
  const counts = (assigned: number, available: number) =>
    licenseCountsFromTallies({ assigned, trial: 0, purchased: available });

  it('answers what getAddLicenseBlock answers for one licence', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 8 }),
        fc.nat({ max: 8 }),
        fc.constantFrom('active', 'past_due', 'canceled'),
        (assigned, available, status) => {
          const licenses = Array.from({ length: assigned }, (_, index) =>
            license({ identifier: `p${index}` }),
          );
          expect(getAssignLicensesBlock(counts(assigned, available), { status }, now)).toBe(
            getAddLicenseBlock(org(licenses, available), { status }, now),
          );
        },
      ),
    );
  });

  it('refuses a batch larger than the free licences, after the plan and the limit', () => {
    expect(getAssignLicensesBlock(counts(1, 5), active, now, 4)).toBeNull();
    expect(getAssignLicensesBlock(counts(1, 5), active, now, 5)).toBe('too-few-free');
    expect(getAssignLicensesBlock(counts(5, 5), active, now, 5)).toBe('no-free-licence');
    expect(getAssignLicensesBlock(counts(1, 5), null, now, 5)).toBe('plan-not-active');
  });
});

describe('matchesLicenseCondition', () => {
  it('is what getLicenseCounts counts: assigned and trial licences, not revoked', () => {
    const blank = license({ identifier: ' \t ' });
    const revoked = license({ identifier: 'Ada', trial: true, revokedAt: '2026-01-01T00:00:00Z' });
    const trialAssigned = license({ identifier: 'Ada', trial: true });
    expect(matchesLicenseCondition(ASSIGNED_LICENSE, blank)).toBe(false);
    expect(matchesLicenseCondition(ASSIGNED_LICENSE, revoked)).toBe(false);
    expect(matchesLicenseCondition(TRIAL_LICENSE, revoked)).toBe(false);
    expect(matchesLicenseCondition(ASSIGNED_LICENSE, trialAssigned)).toBe(true);
    expect(matchesLicenseCondition(TRIAL_LICENSE, trialAssigned)).toBe(true);
    expect(matchesLicenseCondition(ASSIGNED_LICENSE, license({ identifier: 'x', revokedAt: '' }))).toBe(true);
  });
});

describe('licensesOverLimit', () => {
  it('is how many assigned licences are over what is available, never negative', () => {
    expect(licensesOverLimit({ assigned: 5, available: 1 })).toBe(4);
    expect(licensesOverLimit({ assigned: 1, available: 1 })).toBe(0);
    expect(licensesOverLimit({ assigned: 0, available: 5 })).toBe(0);
  });
});
