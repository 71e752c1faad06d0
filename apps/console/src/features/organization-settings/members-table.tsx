import { getDisplayName } from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { SettingsTable, TableCard, type SettingsTableColumn } from './settings-table';

export interface MembersTableProps {
  members: readonly OrganizationMember[];
  /** spec §6: a member cannot remove themself, so their own row has no remove action. */
  currentUserId: string;
  ownerUserId: string;
  onInvite: () => void;
  onRemove: (member: OrganizationMember) => void;
}

const COLUMNS: readonly SettingsTableColumn[] = [
  { label: 'Name', className: 'px-4 py-2 sm:px-6' },
  { label: 'Email', className: 'hidden px-4 py-2 sm:table-cell' },
  { label: 'Actions', className: 'w-28 px-4 py-2 text-right sm:w-32 sm:px-6', hidden: true },
];

/** spec §2 Organization Settings: the Members table. */
export function MembersTable({ members, currentUserId, ownerUserId, onInvite, onRemove }: MembersTableProps) {
  return (
    <TableCard
      titleId="members-title"
      title="Members"
      action={<Button onClick={onInvite}>Invite Member</Button>}
    >
      <SettingsTable labelledBy="members-title" columns={COLUMNS}>
        {members.map((member) => {
          const name = getDisplayName(member) || member.email;
          const isSelf = member.id === currentUserId;
          return (
            <tr key={member.id}>
              <td className="px-4 py-3 sm:px-6">
                <p className="truncate font-medium text-gray-900">
                  {name}
                  {isSelf ? <span className="font-normal text-gray-700"> (You)</span> : null}
                </p>
                {member.id === ownerUserId ? <p className="text-xs text-gray-700">Owner</p> : null}
                <p className="truncate text-gray-700 sm:hidden">{member.email}</p>
              </td>
              <td className="hidden truncate px-4 py-3 text-gray-800 sm:table-cell">{member.email}</td>
              <td className="px-4 py-3 text-right sm:px-6">
                {isSelf ? null : (
                  <Button variant="secondary" aria-label={`Remove ${name}`} onClick={() => onRemove(member)}>
                    Remove
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </SettingsTable>
    </TableCard>
  );
}
