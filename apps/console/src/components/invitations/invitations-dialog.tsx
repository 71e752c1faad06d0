import { MESSAGES, type InvitationChoiceAction, type InvitationChoices } from '@pod-console/hooks/domain';
import type { OrganizationInvitation } from '@pod-console/sdk';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { InvitationChoiceList } from './invitation-choice-list';
import { InvitationsRefusal } from './invitations-refusal';

export interface InvitationsDialogProps {
  open: boolean;
  onClose: () => void;
  invitations: readonly OrganizationInvitation[];
  choices: InvitationChoices;
  onChoice: (action: InvitationChoiceAction) => void;
  canSubmit: boolean;
  submitting?: boolean;
  /** The API's refusal of the last answer (spec §6: unverified e-mail), shown above the choices. */
  refusal?: string | null;
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
  refusal = null,
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
        <p className="py-6 text-center text-sm text-fg-muted">{MESSAGES.noInvitations}</p>
      ) : (
        <div className="space-y-4">
          <InvitationsRefusal message={refusal} />
          <InvitationChoiceList
            invitations={invitations}
            choices={choices}
            onChoice={onChoice}
            disabled={submitting}
          />
        </div>
      )}
    </Modal>
  );
}
