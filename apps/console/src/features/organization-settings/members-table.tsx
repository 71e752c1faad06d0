import type { OrganizationMember } from '@pod-console/sdk';
import { useMemo } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { GatedButton } from '../../components/ui/gated-button';
import { useDataTable } from '../../components/ui/use-data-table';
import { membersColumns, type MembersColumnsContext } from './members-columns';
import { TableCard } from './table-card';

export interface MembersTableProps extends MembersColumnsContext {
  members: readonly OrganizationMember[];
  onInvite: () => void;
  /**
   * Why the member's role may not invite (`blockedBecause('members:manage')`), or null: "Invite Member" stays,
   * disabled, and says it (docs/decisions/0024-organization-roles.md).
   */
  inviteBlockedBecause?: string | null;
}

/** spec §2 Organization Settings: the Members table, not paged (long lists render only the rows in view). */
export function MembersTable({
  members,
  currentUserId,
  ownerUserId,
  viewerRole,
  onInvite,
  inviteBlockedBecause = null,
  onRemove,
  onChangeRole,
  onTransfer,
}: MembersTableProps) {
  const columns = useMemo(
    () => membersColumns({ currentUserId, ownerUserId, viewerRole, onRemove, onChangeRole, onTransfer }),
    [currentUserId, ownerUserId, viewerRole, onRemove, onChangeRole, onTransfer],
  );
  const table = useDataTable({ data: members, columns });
  return (
    <TableCard
      titleId="members-title"
      title="Members"
      action={
        <GatedButton blockedBecause={inviteBlockedBecause} onClick={onInvite}>
          Invite Member
        </GatedButton>
      }
    >
      <DataTable table={table} labelledBy="members-title" breakpoint="xl" frame="inset" />
    </TableCard>
  );
}
