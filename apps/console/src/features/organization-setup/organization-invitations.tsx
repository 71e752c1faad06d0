import { type InvitationChoiceAction, type InvitationChoices } from '@pod-console/hooks/domain';
import type { OrganizationInvitation } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';
import { InvitationChoiceList } from '../../components/invitations/invitation-choice-list';
import { InvitationsRefusal } from '../../components/invitations/invitations-refusal';

export interface OrganizationInvitationsProps {
  invitations: readonly OrganizationInvitation[];
  choices: InvitationChoices;
  onChoice: (action: InvitationChoiceAction) => void;
  /** spec §5: every invitation has a choice; the screen adds "and nothing is loading". */
  canSubmit: boolean;
  submitting?: boolean;
  /** The API's refusal of the last answer (spec §6: unverified e-mail), shown above the choices. */
  refusal?: string | null;
  onSubmit: () => void;
  /** spec §2: skip the invitations and create an organization instead. */
  onSkip: () => void;
}

/** spec §2 organization setup, invitations screen "Organization Invitations". */
export function OrganizationInvitations({
  invitations,
  choices,
  onChoice,
  canSubmit,
  submitting = false,
  refusal = null,
  onSubmit,
  onSkip,
}: OrganizationInvitationsProps) {
  return (
    <CenteredPage>
      <h1 className="text-xl font-semibold text-fg">Organization Invitations</h1>
      <p className="mt-2 text-sm text-fg-muted">
        You have been invited to join {invitations.length === 1 ? 'an organization' : 'these organizations'}.
        Accept or reject each invitation, then submit.
      </p>
      <div className="mt-6 space-y-4">
        <InvitationsRefusal message={refusal} />
        <InvitationChoiceList
          invitations={invitations}
          choices={choices}
          onChoice={onChoice}
          disabled={submitting}
        />
      </div>
      <Button className="mt-6 w-full" onClick={onSubmit} disabled={!canSubmit} busy={submitting}>
        Submit
      </Button>
      <p className="mt-4 text-center text-sm text-fg-muted">
        Prefer to start your own?{' '}
        <button
          type="button"
          onClick={onSkip}
          className="font-semibold text-accent-fg underline hover:text-accent-fg-hover focus-visible:outline-2 focus-visible:outline-focus"
        >
          Create an organization instead
        </button>
      </p>
    </CenteredPage>
  );
}
