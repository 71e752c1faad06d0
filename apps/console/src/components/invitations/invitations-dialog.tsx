import { MESSAGES, type InvitationChoiceAction, type InvitationChoices } from '@pod-console/hooks/domain';
import type { OrganizationInvitation } from '@pod-console/sdk';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { InvitationChoiceList } from './invitation-choice-list';

export interface InvitationsDialogProps {
  open: boolean;
  onClose: () => void;
  invitations: readonly OrganizationInvitation[];
  choices: InvitationChoices;
  onChoice: (action: InvitationChoiceAction) => void;
  canSubmit: boolean;
  submitting?: boolean;
  onSubmit: () => void;
}

/** spec §2: the header's invitations dialog; "No Invitations" when there are none. */
export function InvitationsDialog({
  open,
  onClose,
  invitations,
  choices,
  onChoice,
  canSubmit,
  submitting = false,
  onSubmit,
}: InvitationsDialogProps) {
  const none = invitations.length === 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Organization Invitations"
      description={none ? undefined : 'Accept or reject each invitation, then submit.'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {none ? 'Close' : 'Cancel'}
          </Button>
          {none ? null : (
            <Button onClick={onSubmit} disabled={!canSubmit} busy={submitting}>
              Submit
            </Button>
          )}
        </>
      }
    >
      {none ? (
        <p className="py-6 text-center text-sm text-gray-700">{MESSAGES.noInvitations}</p>
      ) : (
        <InvitationChoiceList
          invitations={invitations}
          choices={choices}
          onChoice={onChoice}
          disabled={submitting}
        />
      )}
    </Modal>
  );
}
