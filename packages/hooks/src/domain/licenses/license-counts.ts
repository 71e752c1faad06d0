import { isPlanActive, type PlanActivityInput } from '../subscription/subscription-state';

/**
 * The smallest organization shape the count rule needs, so the API server can pass its own rows.
 * `Organization` from the SDK fits it.
 */
export interface LicenseCountsInput {
  licenses: ReadonlyArray<{ identifier: string | null; revokedAt: string | null; trial: boolean }>;
  licenseCounts: { POD_ADMIN: number };
}

export interface LicenseCountSummary {
  /** Licences with an identifier, not revoked. */
  assigned: number;
  /** Trial licences plus the purchased POD_ADMIN count. */
  available: number;
  /** Free licences, never negative. */
  unassigned: number;
}

export interface LicenseTallies {
  /** Licences with an identifier, not revoked. */
  assigned: number;
  /** Trial licences, not revoked. */
  trial: number;
  /** The purchased POD_ADMIN count of the organization. */
  purchased: number;
}

const isRevoked = (license: { revokedAt: string | null }) =>
  license.revokedAt != null && license.revokedAt !== '';

/**
 * Which licences a count counts, as data: evaluated here, translated into SQL by the API
 * (docs/decisions/0031-api-data-layer.md), as `organizationStateCondition` is.
 */
export type LicenseCondition =
  { all: LicenseCondition[] } | { notRevoked: true } | { hasIdentifier: true } | { trial: true };

/** spec §4: assigned = not revoked, with an identifier (a blank one names no recipient: still free). */
export const ASSIGNED_LICENSE: LicenseCondition = { all: [{ notRevoked: true }, { hasIdentifier: true }] };
/** Trial licences not revoked: they count as available. */
export const TRIAL_LICENSE: LicenseCondition = { all: [{ notRevoked: true }, { trial: true }] };

export function matchesLicenseCondition(
  condition: LicenseCondition,
  license: LicenseCountsInput['licenses'][number],
): boolean {
  if ('all' in condition) return condition.all.every((part) => matchesLicenseCondition(part, license));
  if ('notRevoked' in condition) return !isRevoked(license);
  if ('hasIdentifier' in condition) return license.identifier != null && license.identifier.trim() !== '';
  return license.trial;
}

/**
 * spec §4 from counts already made (e.g. by a database): available = trial licences + the purchased POD_ADMIN
 * count; unassigned = max(available − assigned, 0). The one formula `getLicenseCounts` uses too.
 */
export function licenseCountsFromTallies({
  assigned,
  trial,
  purchased,
}: LicenseTallies): LicenseCountSummary {
  // A negative or non-finite count from a bad row must not make licences appear or disappear.
  const bought = Number.isFinite(purchased) ? Math.max(Math.floor(purchased), 0) : 0;
  const available = trial + bought;
  return { assigned, available, unassigned: Math.max(available - assigned, 0) };
}

/**
 * spec §4: assigned = licences with an identifier and not revoked; available = trial licences + the POD_ADMIN
 * count; unassigned = max(available − assigned, 0).
 */
export function getLicenseCounts(organization: LicenseCountsInput): LicenseCountSummary {
  let assigned = 0;
  let trial = 0;
  for (const license of organization.licenses) {
    if (matchesLicenseCondition(ASSIGNED_LICENSE, license)) assigned += 1;
    if (matchesLicenseCondition(TRIAL_LICENSE, license)) trial += 1;
  }
  return licenseCountsFromTallies({ assigned, trial, purchased: organization.licenseCounts.POD_ADMIN });
}

/**
 * spec §4: a licence can be added only while assigned < available, and members can add only while the plan
 * is active (an expired trial no longer counts, hence `now`).
 */
export function canAddLicense(
  organization: LicenseCountsInput,
  subscription: PlanActivityInput | null | undefined,
  now: Date,
): boolean {
  const { assigned, available } = getLicenseCounts(organization);
  return assigned < available && isPlanActive(subscription, now);
}

/**
 * Why a licence cannot be added now, most telling first, or null when `canAddLicense` allows it (the two agree).
 * `over-limit`: more assigned than the plan includes, after a downgrade (spec §4: licences are kept).
 */
export type AddLicenseBlock = 'plan-not-active' | 'over-limit' | 'no-free-licence' | null;

export function getAddLicenseBlock(
  organization: LicenseCountsInput,
  subscription: PlanActivityInput | null | undefined,
  now: Date,
): AddLicenseBlock {
  return addLicenseBlockOf(getLicenseCounts(organization), subscription, now);
}

/** The same rule over counts already made (a first page's tallies, before every licence is in). */
export function getAddLicenseBlockOfCounts(
  counts: Pick<LicenseCountSummary, 'assigned' | 'available'>,
  subscription: PlanActivityInput | null | undefined,
  now: Date,
): AddLicenseBlock {
  return addLicenseBlockOf(counts, subscription, now);
}

function addLicenseBlockOf(
  { assigned, available }: Pick<LicenseCountSummary, 'assigned' | 'available'>,
  subscription: PlanActivityInput | null | undefined,
  now: Date,
): AddLicenseBlock {
  if (!isPlanActive(subscription, now)) return 'plan-not-active';
  if (assigned > available) return 'over-limit';
  if (assigned === available) return 'no-free-licence';
  return null;
}

/** `getAddLicenseBlock`'s answer, then 'too-few-free' when `requested` licences at once exceed the free ones. */
export type AssignLicensesBlock = AddLicenseBlock | 'too-few-free';

/** The same rule over counts already made (the API's tallies), for `requested` licences at once. */
export function getAssignLicensesBlock(
  counts: LicenseCountSummary,
  subscription: PlanActivityInput | null | undefined,
  now: Date,
  requested = 1,
): AssignLicensesBlock {
  const block = addLicenseBlockOf(counts, subscription, now);
  if (block) return block;
  return requested > counts.unassigned ? 'too-few-free' : null;
}

/** How many assigned licences are over what the organization has: revoke that many to add again (0 when within). */
export function licensesOverLimit({
  assigned,
  available,
}: Pick<LicenseCountSummary, 'assigned' | 'available'>): number {
  return Math.max(assigned - available, 0);
}
