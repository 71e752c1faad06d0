import { addLicenseBlockedText, LICENSE_TYPE_LABEL, type AddLicenseBlock } from '@pod-console/hooks/domain';
import { Link } from 'wouter';
import { buttonClassName } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';

/**
 * Why "Add Pod Creator" is disabled, or null when adding is allowed: the domain's `getAddLicenseBlock` (spec §4:
 * only while assigned < available, and only while the plan is active).
 */
export type AddPodCreatorBlock = AddLicenseBlock;

export interface SidebarCardProps {
  organizationName: string;
  /** spec §4 counts, from the domain's getLicenseCounts. */
  assigned: number;
  available: number;
  /** Without a plan, "Select a Plan" replaces "Add Pod Creator" (spec §2). */
  hasPlan: boolean;
  /** From the domain's `getAddLicenseBlock`; decides whether "Add Pod Creator" is disabled and its tooltip. */
  addBlockedBy: AddPodCreatorBlock;
  /**
   * Why the member's role may not add licences (`blockedBecause('licenses:manage')`), or null: said before any
   * reason about the licences themselves, which would not help them.
   */
  manageBlockedBecause?: string | null;
  onAddPodCreator: () => void;
  /** Stories show the tooltip of the disabled button without hovering. */
  tooltipOpen?: boolean;
}

/** spec §2 sidebar card: organization name, "{assigned} / {available} Pod Creators", and its one action. */
export function SidebarCard({
  organizationName,
  assigned,
  available,
  hasPlan,
  addBlockedBy,
  manageBlockedBecause = null,
  onAddPodCreator,
  tooltipOpen,
}: SidebarCardProps) {
  const blockedBecause = manageBlockedBecause ?? addLicenseBlockedText(addBlockedBy, { assigned, available });
  return (
    <section
      aria-label="Organization summary"
      className="rounded-lg border border-line bg-surface-raised p-4"
    >
      <p className="truncate font-semibold text-fg">{organizationName}</p>
      <p className="mt-1 text-sm text-fg-muted">
        {assigned} / {available} {LICENSE_TYPE_LABEL}s
      </p>
      <div className="mt-3">
        {!hasPlan ? (
          <Link href="/billing" className={buttonClassName('primary', 'w-full')}>
            Select a Plan
          </Link>
        ) : (
          <GatedButton
            blockedBecause={blockedBecause}
            tooltipOpen={tooltipOpen}
            wrapperClassName="flex w-full"
            className="w-full"
            onClick={onAddPodCreator}
          >
            Add {LICENSE_TYPE_LABEL}
          </GatedButton>
        )}
      </div>
    </section>
  );
}
