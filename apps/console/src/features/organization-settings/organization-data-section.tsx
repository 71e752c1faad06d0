import { GatedButton } from '../../components/ui/gated-button';
import { Card } from '../../components/ui/card';

export interface OrganizationDataSectionProps {
  /** Why the member may not download (`data:export` is the Owner's alone), or null. */
  blockedBecause: string | null;
  /** The archive is on its way: the button waits. */
  downloading?: boolean;
  onDownload: () => void;
  /** Stories show the reason without hovering. */
  tooltipOpen?: boolean;
}

/**
 * Organization Settings, "Your organization's data" (docs/decisions/0038-export-and-account-deletion.md): the Owner
 * downloads one ZIP of everything the organization holds. Every member sees the section; only the Owner's button
 * works, and anyone else's says why, as the page's other refused actions do.
 */
export function OrganizationDataSection({
  blockedBecause,
  downloading = false,
  onDownload,
  tooltipOpen,
}: OrganizationDataSectionProps) {
  return (
    <Card title="Your organization's data" titleId="organization-data-title">
      <p className="mt-1 text-sm text-fg-muted">
        One ZIP file of everything the organization holds: its members, service accounts, invitations,
        licenses, plan and plan history, and the whole activity log, each as JSON and CSV. It never contains a
        license key, an invitation link or a secret.
      </p>
      <div className="mt-4">
        <GatedButton
          variant="secondary"
          blockedBecause={blockedBecause}
          tooltipOpen={tooltipOpen}
          busy={downloading}
          onClick={onDownload}
        >
          Download data
        </GatedButton>
      </div>
    </Card>
  );
}
