import { releaseSeatsLabel } from '@pod-console/hooks/domain';
import { Button } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';

export interface LicenseSelectionBarProps {
  /** How many licences are selected. */
  count: number;
  /** How many of them the search and filters hide now (a selection stays through a search). */
  hidden: number;
  /** Why the member's role may not revoke licences, or null (`blockedBecause('licenses:manage')`). */
  revokeBlockedBecause: string | null;
  onRevoke: () => void;
  /**
   * How many of the selected licences are claimed, and releasing their devices (docs/decisions/0044-idle-seat-recovery.md);
   * without it, or with none claimed, no Release button.
   */
  release?: { claimed: number; onRelease: () => void };
  onPrint: () => void;
  onClear: () => void;
}

/**
 * What can be done with the selected licences: revoke them (with a confirmation), print their QR codes, or let them
 * go. Revoking is refused to a role that may not change licences, and says why; printing only reads, as QR / Link.
 */
export function LicenseSelectionBar({
  count,
  hidden,
  revokeBlockedBecause,
  onRevoke,
  release,
  onPrint,
  onClear,
}: LicenseSelectionBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-accent-subtle bg-accent-subtle px-4 py-2">
      <p className="text-sm font-semibold text-fg">
        {count.toLocaleString('en-US')} selected
        {hidden > 0 ? (
          <span className="font-normal text-fg"> ({hidden.toLocaleString('en-US')} not shown)</span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <GatedButton
          blockedBecause={revokeBlockedBecause}
          variant="danger"
          className="!min-h-8 !py-1"
          onClick={onRevoke}
        >
          Revoke selected
        </GatedButton>
        {release && release.claimed > 0 ? (
          <GatedButton
            blockedBecause={revokeBlockedBecause}
            variant="secondary"
            className="!min-h-8 !py-1"
            onClick={release.onRelease}
          >
            {releaseSeatsLabel(release.claimed)}
          </GatedButton>
        ) : null}
        <Button variant="secondary" className="!min-h-8 !py-1" onClick={onPrint}>
          Print QR codes
        </Button>
        <Button variant="ghost" className="!min-h-8 !py-1" onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
