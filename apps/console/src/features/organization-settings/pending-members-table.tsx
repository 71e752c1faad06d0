import { formatDate, getInvitationStatus } from '@pod-console/hooks/domain';
import type { Invitation } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';

export interface PendingMembersTableProps {
  invitations: readonly Invitation[];
  now: Date;
  onOpenDetails: (invitation: Invitation) => void;
}

/** spec §2 Organization Settings: Pending Members, each with its status (spec §4) and Invitation Details. */
export function PendingMembersTable({ invitations, now, onOpenDetails }: PendingMembersTableProps) {
  return (
    <section
      aria-labelledby="pending-members-title"
      className="rounded-lg border border-gray-200 bg-white shadow-sm"
    >
      <h2 id="pending-members-title" className="p-4 text-lg font-semibold text-gray-900 sm:px-6">
        Pending Members
      </h2>
      {invitations.length === 0 ? (
        <p className="border-t border-gray-200 px-4 py-6 text-center text-sm text-gray-700 sm:px-6">
          No pending invitations
        </p>
      ) : (
        <table aria-labelledby="pending-members-title" className="w-full table-fixed text-left text-sm">
          <thead className="border-y border-gray-200 bg-gray-50 text-xs tracking-wide text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 sm:px-6">
                Email
              </th>
              <th scope="col" className="w-24 px-4 py-2">
                Status
              </th>
              <th scope="col" className="hidden w-36 px-4 py-2 sm:table-cell">
                Expires
              </th>
              <th scope="col" className="w-28 px-4 py-2 text-right sm:px-6">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {invitations.map((invitation) => {
              const status = getInvitationStatus(invitation, now);
              return (
                <tr key={invitation.id}>
                  <td className="truncate px-4 py-3 font-medium text-gray-900 sm:px-6">{invitation.email}</td>
                  <td
                    className={`px-4 py-3 ${status === 'Expired' ? 'font-semibold text-red-700' : 'text-gray-800'}`}
                  >
                    {status}
                  </td>
                  <td className="hidden px-4 py-3 text-gray-800 sm:table-cell">
                    {formatDate(invitation.expiresAt)}
                  </td>
                  <td className="px-4 py-3 text-right sm:px-6">
                    <Button
                      variant="secondary"
                      aria-label={`Details for ${invitation.email}`}
                      onClick={() => onOpenDetails(invitation)}
                    >
                      Details
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
