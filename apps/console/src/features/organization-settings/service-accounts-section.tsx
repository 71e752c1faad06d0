import type { OrganizationPermissions } from '@pod-console/hooks';
import {
  hasPermission,
  serviceAccountLimitBlock,
  serviceAccountStatus,
  sortServiceAccounts,
} from '@pod-console/hooks/domain';
import type { ServiceAccount } from '@pod-console/sdk';
import { useMemo } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { GatedButton } from '../../components/ui/gated-button';
import { LoadFailed } from '../../components/ui/load-failed';
import { useDataTable } from '../../components/ui/use-data-table';
import { serviceAccountsColumns } from './service-accounts-columns';
import { TableCard } from './table-card';

export interface ServiceAccountsSectionProps {
  /** The service accounts' query: loading shows a skeleton, error offers a retry. */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** Revoked ones included, in any order: the section shows them in the domain's. */
  accounts: readonly ServiceAccount[];
  /** What the signed-in member's role allows: without members:manage, the list alone. */
  permissions: Pick<OrganizationPermissions, 'role' | 'blockedBecause'>;
  onCreate: () => void;
  onRevoke: (account: ServiceAccount) => void;
}

const TITLE_ID = 'service-accounts-title';
const NO_ACCOUNTS: readonly ServiceAccount[] = [];

/**
 * Organization Settings, "Service accounts" (docs/decisions/0028-service-accounts.md): the organization's tools with
 * their own credentials, active ones first. Create is refused with its reason (the role, or the limit of active
 * accounts); a member without members:manage sees the list and no Revoke.
 */
export function ServiceAccountsSection({
  status,
  onRetry,
  accounts,
  permissions,
  onCreate,
  onRevoke,
}: ServiceAccountsSectionProps) {
  const canManage = hasPermission(permissions.role, 'members:manage');
  const ready = status === 'ready' ? accounts : NO_ACCOUNTS;
  const sorted = useMemo(() => sortServiceAccounts(ready), [ready]);
  const activeCount = sorted.filter((account) => serviceAccountStatus(account) === 'active').length;
  const createBlockedBecause =
    permissions.blockedBecause('members:manage') ?? serviceAccountLimitBlock(activeCount);
  const columns = useMemo(() => serviceAccountsColumns({ canManage, onRevoke }), [canManage, onRevoke]);
  const table = useDataTable({ data: sorted, columns });

  const createButton = (
    <GatedButton blockedBecause={createBlockedBecause} onClick={onCreate}>
      Create service account
    </GatedButton>
  );
  const empty = status === 'ready' && sorted.length === 0;

  return (
    <TableCard
      titleId={TITLE_ID}
      title="Service accounts"
      action={status === 'ready' && !empty ? createButton : null}
    >
      <p className="-mt-2 px-4 pb-4 text-sm text-fg-muted sm:px-6">
        Tools and scripts that call the Pod Console API with their own credentials, acting in this
        organization with the role they were given.
      </p>
      {status === 'loading' ? (
        <div role="status" aria-label="Loading service accounts" className="space-y-3 px-4 pb-4 sm:px-6">
          <div className="h-10 animate-pulse rounded-md bg-line" />
          <div className="h-10 animate-pulse rounded-md bg-line" />
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="px-4 pb-4 sm:px-6">
          <LoadFailed message="The service accounts could not be loaded." onRetry={onRetry} />
        </div>
      ) : null}
      {empty ? (
        <div className="flex flex-col items-start gap-3 border-t border-line px-4 py-6 sm:px-6">
          <p className="text-sm text-fg">This organization has no service accounts yet.</p>
          {createButton}
        </div>
      ) : null}
      {status === 'ready' && !empty ? (
        // Seven columns need more room than the card gives between the phone's cards and a wide window: there the
        // table keeps its width and scrolls sideways in a box a keyboard can reach.
        <div
          role="region"
          aria-label="Service accounts table"
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus @xl:[&_table]:min-w-[55rem]"
        >
          <DataTable table={table} labelledBy={TITLE_ID} breakpoint="xl" frame="inset" />
        </div>
      ) : null}
    </TableCard>
  );
}
