import { GatedButton } from '../../components/ui/gated-button';
import { Card } from '../../components/ui/card';

export interface LeaveOrganizationSectionProps {
  organizationName: string;
  /** Why the member may not leave (the domain's LEAVE_MESSAGES: the Owner transfers ownership first), or null. */
  blockedBecause: string | null;
  onLeave: () => void;
  /** Stories show the reason without hovering. */
  tooltipOpen?: boolean;
}

/** The foot of Organization Settings, for every member: leaving, which only a new invitation undoes. */
export function LeaveOrganizationSection({
  organizationName,
  blockedBecause,
  onLeave,
  tooltipOpen,
}: LeaveOrganizationSectionProps) {
  return (
    <Card title="Leave organization" titleId="leave-organization-title">
      <p className="mt-1 text-sm text-fg-muted">
        You will no longer see {organizationName}. To come back, a member must invite you again.
      </p>
      <div className="mt-4">
        <GatedButton
          variant="danger"
          blockedBecause={blockedBecause}
          tooltipOpen={tooltipOpen}
          onClick={onLeave}
        >
          Leave organization
        </GatedButton>
      </div>
    </Card>
  );
}
