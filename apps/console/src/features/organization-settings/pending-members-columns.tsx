import { formatDate, getInvitationStatus, type InvitationStatus } from '@pod-console/hooks/domain';
import type { Invitation } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { dataColumnHelper } from '../../components/ui/use-data-table';

export interface PendingMembersColumnsContext {
  /** The status rule reads the clock through this (the domain takes `now`). */
  now: Date;
  onOpenDetails: (invitation: Invitation) => void;
}

const column = dataColumnHelper<Invitation>();

/** spec §2 Organization Settings, Pending Members: e-mail, status (spec §4), expiry, Invitation Details. */
export const pendingMembersColumns = ({ now, onOpenDetails }: PendingMembersColumnsContext) =>
  column.columns([
    column.accessor('email', {
      header: 'Email',
      sortFn: 'text',
      meta: { rowHeader: true },
    }),
    column.accessor((invitation) => getInvitationStatus(invitation, now), {
      id: 'status',
      header: 'Status',
      sortFn: 'text',
      meta: {
        className: '@xl:w-28',
        // Expired in red (red-700 on white: 6.5:1, AA).
        cellClassName: (status: InvitationStatus) =>
          status === 'Expired' ? 'font-semibold text-red-700' : undefined,
      },
    }),
    column.accessor((invitation) => invitation.expiresAt ?? undefined, {
      id: 'expires',
      header: 'Expires',
      sortFn: 'datetime',
      sortUndefined: 'last',
      meta: { className: '@xl:w-36' },
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true, className: '@xl:w-32' },
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={`Details for ${row.original.email}`}
          onClick={() => onOpenDetails(row.original)}
        >
          Details
        </Button>
      ),
    }),
  ]);
