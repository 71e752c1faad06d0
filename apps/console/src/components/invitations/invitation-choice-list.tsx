import {
  formatDate,
  ROLE_LABELS,
  type InvitationChoiceAction,
  type InvitationChoices,
} from '@pod-console/hooks/domain';
import type { OrganizationInvitation } from '@pod-console/sdk';
import { Button } from '../ui/button';

export interface InvitationChoiceListProps {
  invitations: readonly OrganizationInvitation[];
  choices: InvitationChoices;
  onChoice: (action: InvitationChoiceAction) => void;
  disabled?: boolean;
}

/**
 * spec §2: each invitation with Accept and Reject, then "Accepted" or "Rejected" with Undo; under the name the role,
 * the inviter (while known) and the expiry. Used by the organization setup screen and the invitations dialog.
 */
export function InvitationChoiceList({
  invitations,
  choices,
  onChoice,
  disabled = false,
}: InvitationChoiceListProps) {
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {invitations.map((invitation) => {
        const id = invitation.pendingInvitationId;
        const choice = choices[id];
        const name = invitation.organizationName;
        return (
          <li key={id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span className="min-w-0">
              <span className="block font-medium text-fg">{name}</span>
              <span className="block text-sm text-fg-muted">
                {ROLE_LABELS[invitation.role]} role
                {invitation.invitedByName ? `, invited by ${invitation.invitedByName}` : ''}. Expires{' '}
                {formatDate(invitation.expiresAt)}.
              </span>
            </span>
            {choice ? (
              <span className="flex items-center gap-3">
                <span
                  className={`text-sm font-semibold ${choice === 'ACCEPTED' ? 'text-success-fg' : 'text-danger-fg'}`}
                >
                  {choice === 'ACCEPTED' ? 'Accepted' : 'Rejected'}
                </span>
                <Button
                  variant="secondary"
                  disabled={disabled}
                  aria-label={`Undo ${choice === 'ACCEPTED' ? 'accepting' : 'rejecting'} ${name}`}
                  onClick={() => onChoice({ type: 'undo', invitationId: id })}
                >
                  Undo
                </Button>
              </span>
            ) : (
              <span className="flex items-center gap-2">
                <Button
                  disabled={disabled}
                  aria-label={`Accept ${name}`}
                  onClick={() => onChoice({ type: 'accept', invitationId: id })}
                >
                  Accept
                </Button>
                <Button
                  variant="secondary"
                  disabled={disabled}
                  aria-label={`Reject ${name}`}
                  onClick={() => onChoice({ type: 'reject', invitationId: id })}
                >
                  Reject
                </Button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
