import type { Invitation } from '@pod-console/sdk';
import { useMemo } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { useDataTable } from '../../components/ui/use-data-table';
import { pendingMembersColumns, type PendingMembersColumnsContext } from './pending-members-columns';
import { TableCard } from './table-card';

export interface PendingMembersTableProps extends PendingMembersColumnsContext {
  invitations: readonly Invitation[];
}

/** spec §2 Organization Settings: Pending Members, not paged (long lists render only the rows in view). */
export function PendingMembersTable({
  invitations,
  now,
  onOpenDetails,
  onResend,
  resendingId = null,
  resendBlockedBecause = null,
}: PendingMembersTableProps) {
  const columns = useMemo(
    () => pendingMembersColumns({ now, onOpenDetails, onResend, resendingId, resendBlockedBecause }),
    [now, onOpenDetails, onResend, resendingId, resendBlockedBecause],
  );
  const table = useDataTable({ data: invitations, columns });
  return (
    <TableCard titleId="pending-members-title" title="Pending Members">
      {invitations.length === 0 ? (
        <p className="border-t border-line px-4 py-6 text-center text-sm text-fg-muted sm:px-6">
          No pending invitations
        </p>
      ) : (
        <DataTable table={table} labelledBy="pending-members-title" breakpoint="xl" frame="inset" />
      )}
    </TableCard>
  );
}
