import type { WriteFailureField } from '@pod-console/hooks/domain';
import type { Invitation, Organization, OrganizationMember } from '@pod-console/sdk';
import { LoadFailed } from '../../components/ui/load-failed';
import { MembersTable } from './members-table';
import { OrganizationSettingsPageSkeleton } from './organization-settings-page-skeleton';
import { OrganizationNameForm } from './organization-name-form';
import { PendingMembersTable } from './pending-members-table';
import type { OrganizationSettingsValues } from '../../lib/forms/schemas';

export interface OrganizationSettingsPageProps {
  /** The organization's query: loading shows a skeleton, error offers a retry. */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  organization: Pick<Organization, 'id' | 'name' | 'users' | 'pendingInvitations' | 'ownerUserId'> | null;
  currentUserId: string;
  now: Date;
  savingName?: boolean;
  onSaveName: (values: OrganizationSettingsValues) => Promise<unknown>;
  /** The API's message for the name after a refused save (400). */
  nameFieldErrors?: readonly WriteFailureField<'organizationName'>[];
  onInvite: () => void;
  onRemove: (member: OrganizationMember) => void;
  onOpenInvitation: (invitation: Invitation) => void;
}

/** spec §2 Organization Settings: the name form, Members and Pending Members. */
export function OrganizationSettingsPage({
  status,
  onRetry,
  organization,
  currentUserId,
  now,
  savingName = false,
  onSaveName,
  nameFieldErrors,
  onInvite,
  onRemove,
  onOpenInvitation,
}: OrganizationSettingsPageProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Organization Settings</h1>
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
          />
          <MembersTable
            members={organization.users}
            currentUserId={currentUserId}
            ownerUserId={organization.ownerUserId}
            onInvite={onInvite}
            onRemove={onRemove}
          />
          <PendingMembersTable
            invitations={organization.pendingInvitations}
            now={now}
            onOpenDetails={onOpenInvitation}
          />
        </>
      ) : null}
    </div>
  );
}
