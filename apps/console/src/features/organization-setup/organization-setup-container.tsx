import { useCreateOrganization } from '@pod-console/hooks';
import type { User } from '@pod-console/sdk';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useInvitationResponses } from '../../components/invitations/use-invitation-responses';
import { OrganizationForm } from './organization-form';
import { OrganizationInvitations } from './organization-invitations';

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
      else console.error('[console] organization creation answered without success', result);
    },
    // spec §8: an organization creation failure is only logged.
    onError: (error) => console.error('[console] organization creation failed', error),
  });

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
    <OrganizationForm
      submitting={createOrganization.isPending}
      onSubmit={(values) => createOrganization.mutate(values)}
      onBackToInvitations={invitations.length > 0 ? () => setSkipped(false) : undefined}
    />
  );
}
