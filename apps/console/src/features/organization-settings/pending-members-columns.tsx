import {
  formatDate,
  getInvitationStatus,
  invitationResendWaitSeconds,
  RESEND_MESSAGES,
  ROLE_LABELS,
  type InvitationStatus,
} from '@pod-console/hooks/domain';
import type { Invitation } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';
import { dataColumnHelper } from '../../components/ui/use-data-table';

export interface PendingMembersColumnsContext {
  /** The status and resend rules read the clock through this (the domain takes `now`). */
  now: Date;
  onOpenDetails: (invitation: Invitation) => void;
  onResend: (invitation: Invitation) => void;
  /** The invitation being sent again: its Resend waits. */
  resendingId?: string | null;
  /**
   * Why the member's role may not send invitations (`blockedBecause('members:manage')`), or null: Resend stays,
   * disabled, and says it (docs/decisions/0024-organization-roles.md).
   */
  resendBlockedBecause?: string | null;
}

const rowAction = '!min-h-8 !px-2 !py-1';
const column = dataColumnHelper<Invitation>();

/**
 * spec §2 Organization Settings, Pending Members: e-mail, role, status (spec §4), expiry, and each row's actions:
 * Resend (refused, with the seconds left, while the last e-mail is too recent) and Invitation Details.
 */
export const pendingMembersColumns = ({
  now,
  onOpenDetails,
  onResend,
  resendingId = null,
  resendBlockedBecause = null,
}: PendingMembersColumnsContext) =>
  column.columns([
    column.accessor('email', {
      header: 'Email',
      sortFn: 'text',
      meta: { rowHeader: true },
      // An address has no spaces: it breaks anywhere rather than run out of its card.
      cell: ({ getValue }) => <span className="block wrap-anywhere">{getValue()}</span>,
    }),
    column.accessor((invitation) => ROLE_LABELS[invitation.role], {
      id: 'role',
      header: 'Role',
      sortFn: 'text',
    }),
    column.accessor((invitation) => getInvitationStatus(invitation, now), {
      id: 'status',
      header: 'Status',
      sortFn: 'text',
      meta: {
        className: '@xl:w-24',
        // Expired in red (red-700 on white: 6.5:1, AA).
        cellClassName: (status: InvitationStatus) =>
          status === 'Expired' ? 'font-semibold text-danger-fg' : undefined,
      },
    }),
    column.accessor((invitation) => invitation.expiresAt ?? undefined, {
      id: 'expires',
      header: 'Expires',
      sortFn: 'datetime',
      sortUndefined: 'last',
      meta: { className: '@xl:w-32' },
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true },
      cell: ({ row }) => {
        const invitation = row.original;
        const wait = invitationResendWaitSeconds(invitation.lastSentAt, now.getTime());
        return (
          <div className="inline-flex flex-wrap gap-1 @xl:justify-end">
            <GatedButton
              blockedBecause={resendBlockedBecause ?? (wait > 0 ? RESEND_MESSAGES.wait(wait) : null)}
              variant="ghost"
              className={rowAction}
              aria-label={`Resend invitation to ${invitation.email}`}
              busy={resendingId === invitation.id}
              onClick={() => onResend(invitation)}
            >
              Resend
            </GatedButton>
            <Button
              variant="ghost"
              className={rowAction}
              aria-label={`Details for ${invitation.email}`}
              onClick={() => onOpenDetails(invitation)}
            >
              Details
            </Button>
          </div>
        );
      },
    }),
  ]);
