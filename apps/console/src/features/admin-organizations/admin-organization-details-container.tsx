import { useAdminOrganization } from '@pod-console/hooks';
import type { AdminOrganization } from '@pod-console/sdk';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useClockOf } from '../../lib/use-clock-of';
import { AdminOrganizationActivityContainer } from './admin-organization-activity-container';
import { organizationDetailsId } from './admin-organization-columns';
import { AdminOrganizationDetails } from './admin-organization-details';

export interface AdminOrganizationDetailsContainerProps {
  /** The row that was expanded. */
  organization: AdminOrganization;
}

/**
 * An expanded row's panel: its own call (GET /admin/organizations/{id}), made only when the row opens, so the
 * table's page stays small. The id is the one the row's toggle controls.
 */
export function AdminOrganizationDetailsContainer({ organization }: AdminOrganizationDetailsContainerProps) {
  const details = useAdminOrganization(organization.id);
  const now = useClockOf(details.data);
  return (
    <section id={organizationDetailsId(organization.id)} aria-label={`Details of ${organization.name}`}>
      {details.data != null ? (
        <AdminOrganizationDetails organization={details.data} now={now} />
      ) : details.isError ? (
        <LoadFailed
          message={`The details of ${organization.name} could not be loaded.`}
          onRetry={() => void details.refetch()}
        />
      ) : (
        <div className="flex items-center gap-2 text-fg-muted">
          <Spinner size={16} label={`Loading details of ${organization.name}`} />
          <span aria-hidden="true">Loading details…</span>
        </div>
      )}
      <AdminOrganizationActivityContainer
        organizationId={organization.id}
        organizationName={organization.name}
      />
    </section>
  );
}
