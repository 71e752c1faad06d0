import { useCreateOrganization } from '@pod-console/hooks';
import type { User } from '@pod-console/sdk';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DeleteAccountController } from '../../components/account-deletion/delete-account-controller';
import { useInvitationResponses } from '../../components/invitations/use-invitation-responses';
import { useWriteFieldErrors } from '../../lib/write-failure';
import { OrganizationForm } from './organization-form';
import { OrganizationInvitations } from './organization-invitations';

const NAME_FIELD = { organizationName: 'organizationName' } as const;

/**
 * spec §8: an organization creation failure is only logged, with no message. The form keeps the name and its
 * Continue button, so the person can send it again; a name the API refuses (400) still shows its message under
 * the field (useWriteFieldErrors), as the form's own checks do (spec §5).
 */
const creationFailed = (error: unknown) => {
  console.error('[console] organization creation failed', error);
};

export interface OrganizationSetupContainerProps {
  user: User;
}

/**
 * spec §2 /organization: a user who belongs to an organization goes to the root; one with pending invitations
 * (not skipped) sees them; otherwise the creation form, which leads to /billing.
 */
export function OrganizationSetupContainer({ user }: OrganizationSetupContainerProps) {
  const [, navigate] = useLocation();
  const [skipped, setSkipped] = useState(false);
  const invitations = user.organizationInvitations;
  const responses = useInvitationResponses(invitations);
  const createOrganization = useCreateOrganization({
    onSuccess: (result) => {
      // spec §2: after success (success true with organizationId) go to /billing.
      if (result.success && result.organizationId) navigate('/billing', { replace: true });
      else creationFailed(new Error('The organization creation answered without success'));
    },
    onError: creationFailed,
  });
  const fieldErrors = useWriteFieldErrors(createOrganization.error, NAME_FIELD);

  // While the creation settles (the user is refetched first, then onSuccess runs) the new membership must not
  // send the user to "/" instead of /billing.
  const creating = createOrganization.isPending || createOrganization.isSuccess;
  if (user.organizations.length > 0 && !creating) return <Redirect to="/" replace />;

  if (invitations.length > 0 && !skipped) {
    return (
      <OrganizationInvitations
        invitations={invitations}
        choices={responses.choices}
        onChoice={responses.onChoice}
        canSubmit={responses.canSubmit}
        submitting={responses.submitting}
        refusal={responses.refusal}
        onSubmit={responses.submit}
        onSkip={() => setSkipped(true)}
      />
    );
  }

  return (
    <DeleteAccountController email={user.email}>
      {(openDeletion) => (
        <OrganizationForm
          submitting={createOrganization.isPending}
          fieldErrors={fieldErrors}
          onSubmit={(values) => createOrganization.mutate(values)}
          onBackToInvitations={invitations.length > 0 ? () => setSkipped(false) : undefined}
          onDeleteAccount={openDeletion}
        />
      )}
    </DeleteAccountController>
  );
}
