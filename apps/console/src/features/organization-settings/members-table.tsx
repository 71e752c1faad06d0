import type { OrganizationMember } from '@pod-console/sdk';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { useDataTable } from '../../components/ui/use-data-table';
import { membersColumns, type MembersColumnsContext } from './members-columns';
import { TableCard } from './table-card';

export interface MembersTableProps extends MembersColumnsContext {
  members: readonly OrganizationMember[];
  onInvite: () => void;
}

/** spec §2 Organization Settings: the Members table, not paged (long lists render only the rows in view). */
export function MembersTable({ members, currentUserId, ownerUserId, onInvite, onRemove }: MembersTableProps) {
  const columns = useMemo(
    () => membersColumns({ currentUserId, ownerUserId, onRemove }),
    [currentUserId, ownerUserId, onRemove],
  );
  const table = useDataTable({ data: members, columns });
  return (
    <TableCard
      titleId="members-title"
      title="Members"
      action={<Button onClick={onInvite}>Invite Member</Button>}
    >
      <DataTable table={table} labelledBy="members-title" breakpoint="xl" frame="inset" />
    </TableCard>
  );
}
