import { ROLE_LABELS } from '@pod-console/hooks/domain';
import type { AccountDeletion } from '@pod-console/sdk';

export type AccountDeletionEffectsProps = Pick<AccountDeletion, 'membershipsEnded' | 'organizationsDeleted'>;

/**
 * What deleting the account will do (docs/decisions/0038-export-and-account-deletion.md), said before anything is
 * typed: the organizations deleted with it, and the memberships that end, each with its role.
 */
export function AccountDeletionEffects({
  membershipsEnded,
  organizationsDeleted,
}: AccountDeletionEffectsProps) {
  return (
    <div className="space-y-4 text-sm text-fg">
      <p>
        Your account is deleted for good and you are signed out. <strong>This cannot be undone.</strong>
      </p>
      {organizationsDeleted.length > 0 ? (
        <div>
          <h3 id="organizations-deleted-title" className="font-semibold text-fg">
            Deleted with your account
          </h3>
          <p className="mt-1">
            You own these organizations alone: they are deleted with everything in them, their licenses,
            invitations, service accounts and activity.
          </p>
          <ul aria-labelledby="organizations-deleted-title" className="mt-2 list-disc space-y-1 pl-5">
            {organizationsDeleted.map((organization) => (
              <li key={organization.organizationId} className="font-medium">
                {organization.organizationName}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {membershipsEnded.length > 0 ? (
        <div>
          <h3 id="memberships-ended-title" className="font-semibold text-fg">
            Memberships that end
          </h3>
          <p className="mt-1">
            These organizations stay; their activity log keeps what you did, without your name.
          </p>
          <ul aria-labelledby="memberships-ended-title" className="mt-2 list-disc space-y-1 pl-5">
            {membershipsEnded.map((membership) => (
              <li key={membership.organizationId}>
                <span className="font-medium">{membership.organizationName}</span> (
                {ROLE_LABELS[membership.role]})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {organizationsDeleted.length === 0 && membershipsEnded.length === 0 ? (
        <p>You are not a member of any organization.</p>
      ) : null}
    </div>
  );
}
