import {
  invitationSent,
  MESSAGES,
  supportAtHostText,
  useCancelInvitation,
  useCreateInvitation,
  useOrganization,
  useRemoveMember,
  useUpdateOrganization,
} from '@pod-console/hooks';
import type { Invitation, OrganizationMember } from '@pod-console/sdk';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { toastWriteFailure, useWriteFieldErrors } from '../../lib/write-failure';
import { InvitationDetailsDialog } from './invitation-details-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { OrganizationSettingsPage } from './organization-settings-page';
import { RemoveMemberDialog } from './remove-member-dialog';
import { supportHost } from '../../lib/support-host';
import { useClockOf } from '../../lib/use-clock-of';

export interface OrganizationSettingsContainerProps {
  organizationId: string;
  currentUserId: string;
  /** The site's host, for spec §8's "support@{host}" text. */
  host?: string;
}

// The API's fields the name form and the invite dialog show.
const NAME_FIELD = { organizationName: 'organizationName' } as const;
const EMAIL_FIELD = { email: 'email' } as const;

/**
 * Organization Settings fed by the hooks. Dialogs hold a snapshot of their member or invitation, so the 10 s
 * poll never changes or closes an open dialog; each closes on success and stays open on failure (retry).
 */
export function OrganizationSettingsContainer({
  organizationId,
  currentUserId,
  host = supportHost(),
}: OrganizationSettingsContainerProps) {
  const organization = useOrganization({ organizationId });
  const [inviteOpen, setInviteOpen] = useState(false);
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const [details, setDetails] = useState<Invitation | null>(null);

  // spec §8 names no text for removing a member, inviting or cancelling an invitation; the domain's MESSAGES
  // holds what was decided (its generic failure, with the support text).
  const failed = (title: string, fields?: Record<string, string>) => (error: unknown) =>
    toastWriteFailure(title, error, { supportText: supportAtHostText(host), fields });

  const updateOrganization = useUpdateOrganization();
  const removeMember = useRemoveMember({
    onSuccess: () => setRemoving(null),
    onError: failed(MESSAGES.memberRemoveFailed),
  });
  const createInvitation = useCreateInvitation({
    onSuccess: (_result, { email }) => {
      setInviteOpen(false);
      toast({ title: MESSAGES.success, description: invitationSent(email), variant: 'success' });
    },
    onError: failed(MESSAGES.invitationFailed, EMAIL_FIELD),
  });
  const cancelInvitation = useCancelInvitation({
    onSuccess: () => setDetails(null),
    onError: failed(MESSAGES.invitationCancelFailed),
  });

  const saveName = async ({ organizationName }: { organizationName: string }) => {
    try {
      const result = await updateOrganization.mutateAsync({ organizationId, organizationName });
      if (!result.success) throw new Error('The API answered success false');
      toast({ title: MESSAGES.organizationUpdated, variant: 'success' });
    } catch (error) {
      // spec §8: "Failed to update Organization." with the line for what failed; the form keeps the typed name.
      failed(MESSAGES.organizationUpdateFailed, NAME_FIELD)(error);
      throw error;
    }
  };
  const nameFieldErrors = useWriteFieldErrors(updateOrganization.error, NAME_FIELD);
  const emailFieldErrors = useWriteFieldErrors(createInvitation.error, EMAIL_FIELD);

  const data = organization.data ?? null;
  // Read again only when the organization changes, so an unchanged poll rebuilds no column or row.
  const now = useClockOf(data);
  return (
    <>
      <OrganizationSettingsPage
        status={organization.isPending ? 'loading' : organization.isError && !data ? 'error' : 'ready'}
        onRetry={() => void organization.refetch()}
        organization={data}
        currentUserId={currentUserId}
        now={now}
        savingName={updateOrganization.isPending}
        nameFieldErrors={nameFieldErrors}
        onSaveName={saveName}
        onInvite={() => setInviteOpen(true)}
        onRemove={setRemoving}
        onOpenInvitation={setDetails}
      />
      <InviteMemberDialog
        open={inviteOpen}
        onClose={() => setInviteOpen(false)}
        sending={createInvitation.isPending}
        fieldErrors={emailFieldErrors}
        onInvite={({ email }) => createInvitation.mutate({ organizationId, email })}
      />
      <RemoveMemberDialog
        member={removing}
        organizationName={data?.name ?? ''}
        onClose={() => setRemoving(null)}
        removing={removeMember.isPending}
        onConfirm={(member) => removeMember.mutate({ organizationId, userId: member.id })}
      />
      <InvitationDetailsDialog
        invitation={details}
        now={now}
        onClose={() => setDetails(null)}
        cancelling={cancelInvitation.isPending}
        onCancelInvitation={(invitation) =>
          cancelInvitation.mutate({ organizationId, invitationId: invitation.id })
        }
      />
    </>
  );
}
