import {
  MESSAGES,
  overLicenseLimit,
  type AddLicenseBlock,
  type LicenseCountSummary,
} from '@pod-console/hooks/domain';

/**
 * Why licences cannot be added now, in the words of the sidebar card's "Add Pod Creator" (the same rule, the
 * domain's `getAddLicenseBlock`), or null when they can.
 */
export function addBlockedBecause(
  block: AddLicenseBlock,
  { assigned, available }: Pick<LicenseCountSummary, 'assigned' | 'available'>,
): string | null {
  switch (block) {
    case null:
      return null;
    // spec §2: the sidebar card's tooltip with no free licence.
    case 'no-free-licence':
      return MESSAGES.noLicensesToAssign;
    // More assigned than the plan includes (after a downgrade): the same text as Home's notice.
    case 'over-limit':
      return overLicenseLimit({ assigned, available });
    // spec §4: adding needs an active plan.
    case 'plan-not-active':
      return MESSAGES.planNotActiveToAssign;
  }
}
