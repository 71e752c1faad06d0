import {
  exportFileName,
  invitationResendWaitSeconds,
  invitationsSent,
  leftOrganization,
  MESSAGES,
  RESEND_MESSAGES,
  resendRateLimited,
  SERVICE_ACCOUNT_MESSAGES,
  supportAtHostText,
  useCancelInvitation,
  useCreateInvitations,
  useCreateServiceAccount,
  useExportOrganizationData,
  useLeaveOrganization,
  useOrganization,
  useOrganizationPermissions,
  useRemoveMember,
  useResendInvitation,
  useRevokeServiceAccount,
  useServiceAccounts,
  useTransferOwnership,
  useUpdateMemberRole,
  useUpdateIdleSeatRelease,
  useUpdateOrganization,
} from '@pod-console/hooks';
import { IDLE_SEAT_MESSAGES, tokenEndpointOf } from '@pod-console/hooks/domain';
import type {
  CreatedServiceAccount,
  Invitation,
  InvitationResult,
  OrganizationMember,
  ServiceAccount,
} from '@pod-console/sdk';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../lib/toast';
import { toastWriteFailure, useWriteFieldErrors } from '../../lib/write-failure';
import { ChangeRoleDialog } from './change-role-dialog';
import { CreateServiceAccountDialog } from './create-service-account-dialog';
import { DeployWithMdmContainer } from './deploy-with-mdm-container';
import { InvitationDetailsDialog } from './invitation-details-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { LeaveOrganizationDialog } from './leave-organization-dialog';
import { OrganizationSettingsPage } from './organization-settings-page';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RevokeServiceAccountDialog } from './revoke-service-account-dialog';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';
import { WebhooksContainer } from './webhooks-container';
import { config } from '../../lib/config';
import { saveBlobFile } from '../../lib/save-blob-file';
import { supportHost } from '../../lib/support-host';
import { useClockOf } from '../../lib/use-clock-of';
import { useTickingClock } from '../../lib/use-ticking-clock';

export interface OrganizationSettingsContainerProps {
  organizationId: string;
  currentUserId: string;
  /** The site's host, for spec §8's "support@{host}" text. */
  host?: string;
}

// The API's fields the name form, the invite dialog and the service account dialog show.
const NAME_FIELD = { organizationName: 'organizationName' } as const;
const IDLE_SEAT_DAYS_FIELD = { idleSeatReleaseDays: 'idleSeatReleaseDays' } as const;
const EMAILS_FIELD = { emails: 'emails' } as const;
const SERVICE_ACCOUNT_NAME_FIELD = { name: 'name' } as const;

const NO_INVITATIONS: readonly Invitation[] = [];
const NO_SERVICE_ACCOUNTS: readonly ServiceAccount[] = [];

// What the new secret's environment block points the command line at: this console's own API and identity provider.
const SERVICE_ACCOUNT_ENDPOINTS = {
  apiUrl: config.apiBaseUrl,
  tokenUrl: tokenEndpointOf(config.authDomain),
  audience: config.authAudience,
};

/**
 * Organization Settings fed by the hooks. Dialogs hold a snapshot of their member or invitation, so the 10 s
 * poll never changes or closes an open dialog; each closes on success and stays open on failure (retry). What the
 * signed-in member's role allows comes from `useOrganizationPermissions`; the API refuses the rest either way.
 */
export function OrganizationSettingsContainer({
  organizationId,
  currentUserId,
  host = supportHost(),
}: OrganizationSettingsContainerProps) {
  const organization = useOrganization({ organizationId });
  const permissions = useOrganizationPermissions(organizationId);
  const [, navigate] = useLocation();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [inviteResults, setInviteResults] = useState<readonly InvitationResult[] | null>(null);
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const [changingRole, setChangingRole] = useState<OrganizationMember | null>(null);
  const [transferringTo, setTransferringTo] = useState<OrganizationMember | null>(null);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [details, setDetails] = useState<Invitation | null>(null);
  const [createAccountOpen, setCreateAccountOpen] = useState(false);
  // The new client secret, this once: in this state only (never the query cache, the address or a log), and
  // dropped when the dialog closes (docs/decisions/0028-service-accounts.md).
  const [createdAccount, setCreatedAccount] = useState<CreatedServiceAccount | null>(null);
  const [revokingAccount, setRevokingAccount] = useState<ServiceAccount | null>(null);

  // spec §8 names no text for these writes; the domain's MESSAGES holds what was decided, with the support text.
  const failed = (title: string, fields?: Record<string, string>) => (error: unknown) =>
    toastWriteFailure(title, error, { supportText: supportAtHostText(host), fields });

  const data = organization.data ?? null;
  const organizationName = data?.name ?? '';

  const updateOrganization = useUpdateOrganization();
  const updateIdleSeats = useUpdateIdleSeatRelease();
  const removeMember = useRemoveMember({
    onSuccess: () => setRemoving(null),
    onError: failed(MESSAGES.memberRemoveFailed),
  });
  const updateMemberRole = useUpdateMemberRole({
    onSuccess: () => setChangingRole(null),
    onError: failed(MESSAGES.memberRoleChangeFailed),
  });
  const transferOwnership = useTransferOwnership({
    onSuccess: () => {
      setTransferringTo(null);
      toast({ title: MESSAGES.ownershipTransferred, variant: 'success' });
    },
    onError: failed(MESSAGES.ownershipTransferFailed),
  });
  const leaveOrganization = useLeaveOrganization({
    // The user was refreshed before this runs: at / the shell shows the organization the selection fell back to,
    // or organization setup when none is left.
    onSuccess: () => {
      setLeaveOpen(false);
      toast({ title: leftOrganization(organizationName), variant: 'success' });
      navigate('/');
    },
    onError: failed(MESSAGES.leaveOrganizationFailed),
  });
  const exportData = useExportOrganizationData({
    // docs/decisions/0038-export-and-account-deletion.md: one ZIP, saved under the name the API gives it too.
    onSuccess: (archive) =>
      saveBlobFile(archive, exportFileName('organization', organizationName, new Date(), 'zip')),
    onError: failed(MESSAGES.organizationDataExportFailed),
  });
  const createInvitations = useCreateInvitations({
    onSuccess: (results) => {
      setInviteResults(results);
      const invited = results.filter((result) => result.outcome === 'invited').length;
      if (invited > 0)
        toast({ title: MESSAGES.success, description: invitationsSent(invited), variant: 'success' });
    },
    onError: failed(MESSAGES.invitationFailed, EMAILS_FIELD),
  });
  const resendInvitation = useResendInvitation({
    onSuccess: () => toast({ title: RESEND_MESSAGES.sent, variant: 'success' }),
    // A 429 (sent again meanwhile) says the wait in the words the disabled Resend uses.
    onError: (error) =>
      toastWriteFailure(MESSAGES.invitationResendFailed, error, {
        supportText: supportAtHostText(host),
        rateLimited: resendRateLimited,
      }),
  });
  const cancelInvitation = useCancelInvitation({
    onSuccess: () => setDetails(null),
    onError: failed(MESSAGES.invitationCancelFailed),
  });

  const serviceAccounts = useServiceAccounts(organizationId);
  const createServiceAccount = useCreateServiceAccount({
    // Nothing of the answer (the secret) outlives the dialog in the mutation cache either.
    gcTime: 0,
    onSuccess: setCreatedAccount,
    onError: failed(SERVICE_ACCOUNT_MESSAGES.createFailed, SERVICE_ACCOUNT_NAME_FIELD),
  });
  const revokeServiceAccount = useRevokeServiceAccount({
    onSuccess: (account) => {
      setRevokingAccount(null);
      toast({ title: SERVICE_ACCOUNT_MESSAGES.revoked, description: account.name, variant: 'success' });
    },
    onError: failed(SERVICE_ACCOUNT_MESSAGES.revokeFailed),
  });
  const serviceAccountNameErrors = useWriteFieldErrors(
    createServiceAccount.error,
    SERVICE_ACCOUNT_NAME_FIELD,
  );
  const closeCreateAccount = () => {
    setCreateAccountOpen(false);
    setCreatedAccount(null);
    // The mutation's last answer holds the secret too: forget it with the dialog.
    createServiceAccount.reset();
  };

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
  const saveIdleSeats = async (idleSeatReleaseDays: number | null) => {
    try {
      await updateIdleSeats.mutateAsync({ organizationId, idleSeatReleaseDays });
      toast({ title: IDLE_SEAT_MESSAGES.saved, variant: 'success' });
    } catch (error) {
      failed(IDLE_SEAT_MESSAGES.saveFailed, IDLE_SEAT_DAYS_FIELD)(error);
      throw error;
    }
  };
  const idleSeatFieldErrors = useWriteFieldErrors(updateIdleSeats.error, IDLE_SEAT_DAYS_FIELD);
  const emailsFieldErrors = useWriteFieldErrors(createInvitations.error, EMAILS_FIELD);

  const invitations = data?.pendingInvitations ?? NO_INVITATIONS;
  // Read again only when the organization changes, so an unchanged poll rebuilds no column or row; while a
  // resend's cooldown counts down, once a second.
  const now = useTickingClock(useClockOf(data), (at) =>
    invitations.some((invitation) => invitationResendWaitSeconds(invitation.lastSentAt, at.getTime()) > 0),
  );
  const resend = resendInvitation.mutate;
  const onResend = useCallback(
    (invitation: Invitation) => resend({ organizationId, invitationId: invitation.id }),
    [resend, organizationId],
  );
  const closeInvite = () => {
    setInviteOpen(false);
    setInviteResults(null);
  };

  return (
    <>
      <OrganizationSettingsPage
        status={organization.isPending ? 'loading' : organization.isError && !data ? 'error' : 'ready'}
        onRetry={() => void organization.refetch()}
        organization={data}
        currentUserId={currentUserId}
        permissions={permissions}
        now={now}
        savingName={updateOrganization.isPending}
        nameFieldErrors={nameFieldErrors}
        onSaveName={saveName}
        idleSeats={
          data
            ? {
                days: data.idleSeatReleaseDays,
                saving: updateIdleSeats.isPending,
                onSave: saveIdleSeats,
                fieldErrors: idleSeatFieldErrors,
              }
            : undefined
        }
        onInvite={() => setInviteOpen(true)}
        onRemove={setRemoving}
        onChangeRole={setChangingRole}
        onTransfer={setTransferringTo}
        onOpenInvitation={setDetails}
        onResend={onResend}
        resendingInvitationId={
          resendInvitation.isPending ? (resendInvitation.variables?.invitationId ?? null) : null
        }
        onLeave={() => setLeaveOpen(true)}
        onDownloadData={() => exportData.mutate({ organizationId })}
        downloadingData={exportData.isPending}
        webhooks={
          <WebhooksContainer
            organizationId={organizationId}
            blockedBecause={permissions.blockedBecause('webhooks:manage')}
            host={host}
          />
        }
        serviceAccounts={{
          status: serviceAccounts.isPending
            ? 'loading'
            : serviceAccounts.isError && !serviceAccounts.data
              ? 'error'
              : 'ready',
          onRetry: () => void serviceAccounts.refetch(),
          accounts: serviceAccounts.data ?? NO_SERVICE_ACCOUNTS,
          onCreate: () => setCreateAccountOpen(true),
          onRevoke: setRevokingAccount,
        }}
        deployWithMdm={<DeployWithMdmContainer organizationId={organizationId} host={host} />}
      />
      <CreateServiceAccountDialog
        open={createAccountOpen}
        onClose={closeCreateAccount}
        creating={createServiceAccount.isPending}
        created={createdAccount}
        endpoints={SERVICE_ACCOUNT_ENDPOINTS}
        fieldErrors={serviceAccountNameErrors}
        onCreate={({ name, role }) => createServiceAccount.mutate({ organizationId, name, role })}
      />
      <RevokeServiceAccountDialog
        account={revokingAccount}
        onClose={() => setRevokingAccount(null)}
        revoking={revokeServiceAccount.isPending}
        onConfirm={(account) => revokeServiceAccount.mutate({ organizationId, serviceAccountId: account.id })}
      />
      <InviteMemberDialog
        open={inviteOpen}
        onClose={closeInvite}
        sending={createInvitations.isPending}
        results={inviteResults}
        fieldErrors={emailsFieldErrors}
        onInvite={({ emails, role }) => createInvitations.mutate({ organizationId, emails, role })}
      />
      <RemoveMemberDialog
        member={removing}
        organizationName={organizationName}
        onClose={() => setRemoving(null)}
        removing={removeMember.isPending}
        onConfirm={(member) => removeMember.mutate({ organizationId, userId: member.id })}
      />
      <ChangeRoleDialog
        member={changingRole}
        onClose={() => setChangingRole(null)}
        saving={updateMemberRole.isPending}
        onSave={(member, role) => updateMemberRole.mutate({ organizationId, userId: member.id, role })}
      />
      <TransferOwnershipDialog
        member={transferringTo}
        organizationName={organizationName}
        onClose={() => setTransferringTo(null)}
        transferring={transferOwnership.isPending}
        onConfirm={(member) => transferOwnership.mutate({ organizationId, userId: member.id })}
      />
      <LeaveOrganizationDialog
        open={leaveOpen}
        organizationName={organizationName}
        onClose={() => setLeaveOpen(false)}
        leaving={leaveOrganization.isPending}
        onConfirm={() => leaveOrganization.mutate({ organizationId })}
      />
      <InvitationDetailsDialog
        invitation={details}
        now={now}
        onClose={() => setDetails(null)}
        cancelling={cancelInvitation.isPending}
        onCancelInvitation={(invitation) =>
          cancelInvitation.mutate({ organizationId, invitationId: invitation.id })
        }
        cancelBlockedBecause={permissions.blockedBecause('members:manage')}
      />
    </>
  );
}
