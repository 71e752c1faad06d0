import { formatDate, getInvitationStatus } from '@pod-console/hooks/domain';
import type { Invitation } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { SettingsTable, TableCard, type SettingsTableColumn } from './settings-table';

export interface PendingMembersTableProps {
  invitations: readonly Invitation[];
  now: Date;
  onOpenDetails: (invitation: Invitation) => void;
}

const COLUMNS: readonly SettingsTableColumn[] = [
  { label: 'Email', className: 'px-4 py-2 sm:px-6' },
  { label: 'Status', className: 'w-24 px-4 py-2' },
  { label: 'Expires', className: 'hidden w-36 px-4 py-2 sm:table-cell' },
  { label: 'Actions', className: 'w-28 px-4 py-2 text-right sm:px-6', hidden: true },
];

/** spec §2 Organization Settings: Pending Members, each with its status (spec §4) and Invitation Details. */
export function PendingMembersTable({ invitations, now, onOpenDetails }: PendingMembersTableProps) {
  return (
    <TableCard titleId="pending-members-title" title="Pending Members">
      {invitations.length === 0 ? (
        <p className="border-t border-gray-200 px-4 py-6 text-center text-sm text-gray-700 sm:px-6">
          No pending invitations
        </p>
      ) : (
        <SettingsTable labelledBy="pending-members-title" columns={COLUMNS}>
          {invitations.map((invitation) => {
            const status = getInvitationStatus(invitation, now);
            return (
              <tr key={invitation.id}>
                <td className="truncate px-4 py-3 font-medium text-gray-900 sm:px-6">{invitation.email}</td>
                <td
                  className={`px-4 py-3 ${status === 'Expired' ? 'font-semibold text-red-700' : 'text-gray-800'}`}
                >
                  {status}
                </td>
                <td className="hidden px-4 py-3 text-gray-800 sm:table-cell">
                  {formatDate(invitation.expiresAt)}
                </td>
                <td className="px-4 py-3 text-right sm:px-6">
                  <Button
                    variant="secondary"
                    aria-label={`Details for ${invitation.email}`}
                    onClick={() => onOpenDetails(invitation)}
                  >
                    Details
                  </Button>
                </td>
              </tr>
            );
          })}
        </SettingsTable>
      )}
    </TableCard>
  );
}
