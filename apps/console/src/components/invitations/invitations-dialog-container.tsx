import type { OrganizationInvitation } from '@pod-console/sdk';
import { InvitationsDialog } from './invitations-dialog';
import { useInvitationResponses } from './use-invitation-responses';

export interface InvitationsDialogContainerProps {
  open: boolean;
  onClose: () => void;
  invitations: readonly OrganizationInvitation[];
}

/** spec §8: on success "Success!" / "Responded to N invitation(s)", and the dialog closes. */
export function InvitationsDialogContainer({ open, onClose, invitations }: InvitationsDialogContainerProps) {
  const responses = useInvitationResponses(invitations, onClose);
  return (
    <InvitationsDialog
      open={open}
      onClose={onClose}
      invitations={invitations}
      choices={responses.choices}
      onChoice={responses.onChoice}
      canSubmit={responses.canSubmit}
      submitting={responses.submitting}
      refusal={responses.refusal}
      onSubmit={responses.submit}
    />
  );
}
