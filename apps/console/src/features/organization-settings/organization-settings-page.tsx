import type { OrganizationPermissions } from '@pod-console/hooks';
import {
  getLeaveBlock,
  hasPermission,
  LEAVE_MESSAGES,
  type WriteFailureField,
} from '@pod-console/hooks/domain';
import type { Invitation, Organization, OrganizationMember } from '@pod-console/sdk';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/ui/load-failed';
import { IdleSeatReleaseForm, type IdleSeatReleaseFormProps } from './idle-seat-release-form';
import { LeaveOrganizationSection } from './leave-organization-section';
import { MembersTable } from './members-table';
import { OrganizationDataSection } from './organization-data-section';
import { OrganizationSettingsPageSkeleton } from './organization-settings-page-skeleton';
import { OrganizationNameForm } from './organization-name-form';
import { PendingMembersTable } from './pending-members-table';
import { ServiceAccountsSection, type ServiceAccountsSectionProps } from './service-accounts-section';
import type { OrganizationSettingsValues } from '../../lib/forms/schemas';

export interface OrganizationSettingsPageProps {
  /** The organization's query: loading shows a skeleton, error offers a retry. */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  organization: Pick<Organization, 'id' | 'name' | 'users' | 'pendingInvitations' | 'ownerUserId'> | null;
  currentUserId: string;
  /**
   * What the signed-in member's role allows (`useOrganizationPermissions`): what it refuses in the page's main
   * flow is disabled with the reason, what it never uses on another person is not shown.
   */
  permissions: Pick<OrganizationPermissions, 'role' | 'blockedBecause'>;
  now: Date;
  savingName?: boolean;
  onSaveName: (values: OrganizationSettingsValues) => Promise<unknown>;
  /** The API's message for the name after a refused save (400). */
  nameFieldErrors?: readonly WriteFailureField<'organizationName'>[];
  onInvite: () => void;
  onRemove: (member: OrganizationMember) => void;
  onChangeRole: (member: OrganizationMember) => void;
  onTransfer: (member: OrganizationMember) => void;
  onOpenInvitation: (invitation: Invitation) => void;
  onResend: (invitation: Invitation) => void;
  /** The invitation being sent again. */
  resendingInvitationId?: string | null;
  onLeave: () => void;
  /** Downloads the organization's data (docs/decisions/0038-export-and-account-deletion.md). */
  onDownloadData: () => void;
  /** The download is under way. */
  downloadingData?: boolean;
  /**
   * The service accounts' list and its actions (docs/decisions/0028-service-accounts.md), shown under the members;
   * absent, the section is not shown.
   */
  serviceAccounts?: Omit<ServiceAccountsSectionProps, 'permissions'>;
  /**
   * Idle-seat recovery's form (docs/decisions/0044-idle-seat-recovery.md), under the name; absent, not shown.
   */
  idleSeats?: Omit<IdleSeatReleaseFormProps, 'blockedBecause'>;
  /** The webhooks' section (docs/decisions/0045-webhooks.md), which reads its own data; absent, not shown. */
  webhooks?: ReactNode;
  /**
   * "Deploy with MDM" (docs/decisions/0041-zero-touch-enrolment.md), under the service accounts; shown only to a role
   * holding `enrolment:manage` (Owner and Admin).
   */
  deployWithMdm?: ReactNode;
}

/**
 * spec §2 Organization Settings: the name form, Members, Pending Members, the service accounts
 * (docs/decisions/0028-service-accounts.md), the organization's data
 * (docs/decisions/0038-export-and-account-deletion.md), and leaving the organization.
 */
export function OrganizationSettingsPage({
  status,
  onRetry,
  organization,
  currentUserId,
  permissions,
  now,
  savingName = false,
  onSaveName,
  nameFieldErrors,
  onInvite,
  onRemove,
  onChangeRole,
  onTransfer,
  onOpenInvitation,
  onResend,
  resendingInvitationId = null,
  onLeave,
  onDownloadData,
  downloadingData = false,
  serviceAccounts,
  idleSeats,
  webhooks,
  deployWithMdm,
}: OrganizationSettingsPageProps) {
  const membersBlockedBecause = permissions.blockedBecause('members:manage');
  const leaveBlock = getLeaveBlock(permissions.role);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-fg">Organization Settings</h1>
      {status === 'loading' ? <OrganizationSettingsPageSkeleton /> : null}
      {status === 'error' ? (
        <LoadFailed message="The organization could not be loaded." onRetry={onRetry} />
      ) : null}
      {status === 'ready' && organization ? (
        <>
          {/* Keyed by organization: switching starts a fresh draft; a refresh of the same one keeps it. */}
          <OrganizationNameForm
            key={organization.id}
            name={organization.name}
            saving={savingName}
            onSave={onSaveName}
            fieldErrors={nameFieldErrors}
            blockedBecause={permissions.blockedBecause('settings:manage')}
          />
          {idleSeats ? (
            <IdleSeatReleaseForm
              key={`idle-${organization.id}`}
              {...idleSeats}
              blockedBecause={permissions.blockedBecause('settings:manage')}
            />
          ) : null}
          <MembersTable
            members={organization.users}
            currentUserId={currentUserId}
            ownerUserId={organization.ownerUserId}
            viewerRole={permissions.role}
            onInvite={onInvite}
            inviteBlockedBecause={membersBlockedBecause}
            onRemove={onRemove}
            onChangeRole={onChangeRole}
            onTransfer={onTransfer}
          />
          <PendingMembersTable
            invitations={organization.pendingInvitations}
            now={now}
            onOpenDetails={onOpenInvitation}
            onResend={onResend}
            resendingId={resendingInvitationId}
            resendBlockedBecause={membersBlockedBecause}
          />
          {serviceAccounts ? <ServiceAccountsSection {...serviceAccounts} permissions={permissions} /> : null}
          {webhooks}
          {deployWithMdm && hasPermission(permissions.role, 'enrolment:manage') ? deployWithMdm : null}
          <OrganizationDataSection
            blockedBecause={permissions.blockedBecause('data:export')}
            downloading={downloadingData}
            onDownload={onDownloadData}
          />
          <LeaveOrganizationSection
            organizationName={organization.name}
            blockedBecause={leaveBlock ? LEAVE_MESSAGES[leaveBlock] : null}
            onLeave={onLeave}
          />
        </>
      ) : null}
    </div>
  );
}
