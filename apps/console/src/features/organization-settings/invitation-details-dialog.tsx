import { formatDate, getInvitationStatus, ROLE_LABELS } from '@pod-console/hooks/domain';
import type { Invitation } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';
import { Modal } from '../../components/ui/modal';

export interface InvitationDetailsDialogProps {
  /** The invitation shown; null closes the dialog. */
  invitation: Invitation | null;
  now: Date;
  onClose: () => void;
  cancelling?: boolean;
  onCancelInvitation: (invitation: Invitation) => void;
  /**
   * Why the member's role may not cancel it (`blockedBecause('members:manage')`), or null: Cancel Invitation stays,
   * disabled, and says it (docs/decisions/0024-organization-roles.md).
   */
  cancelBlockedBecause?: string | null;
}

/**
 * spec §2 "Invitation Details": who was invited, with which role, by whom, when it was last sent, its status and
 * expiry; the invitation can be cancelled.
 */
export function InvitationDetailsDialog({
  invitation,
  now,
  onClose,
  cancelling = false,
  onCancelInvitation,
  cancelBlockedBecause = null,
}: InvitationDetailsDialogProps) {
  const status = invitation ? getInvitationStatus(invitation, now) : null;
  return (
    <Modal
      open={invitation != null}
      // While cancelling, the dialog stays: its outcome shows here (closed on success, a toast on failure).
      onClose={cancelling ? () => undefined : onClose}
      title="Invitation Details"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancelling}>
            Close
          </Button>
          <GatedButton
            blockedBecause={cancelBlockedBecause}
            variant="danger"
            disabled={invitation == null}
            onClick={() => invitation && onCancelInvitation(invitation)}
            busy={cancelling}
          >
            Cancel Invitation
          </GatedButton>
        </>
      }
    >
      {invitation ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
          <dt className="font-medium text-fg-muted">Email</dt>
          <dd className="break-all text-fg">{invitation.email}</dd>
          <dt className="font-medium text-fg-muted">Role</dt>
          <dd className="text-fg">{ROLE_LABELS[invitation.role]}</dd>
          {invitation.invitedByName ? (
            <>
              <dt className="font-medium text-fg-muted">Invited by</dt>
              <dd className="break-all text-fg">{invitation.invitedByName}</dd>
            </>
          ) : null}
          <dt className="font-medium text-fg-muted">Last sent</dt>
          <dd className="text-fg">{formatDate(invitation.lastSentAt)}</dd>
          <dt className="font-medium text-fg-muted">Status</dt>
          <dd className={status === 'Expired' ? 'font-semibold text-danger-fg' : 'text-fg'}>{status}</dd>
          <dt className="font-medium text-fg-muted">{status === 'Expired' ? 'Expired on' : 'Expires on'}</dt>
          <dd className="text-fg">{formatDate(invitation.expiresAt)}</dd>
        </dl>
      ) : null}
    </Modal>
  );
}
