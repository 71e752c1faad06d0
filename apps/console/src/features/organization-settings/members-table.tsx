import { getDisplayName } from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';

export interface MembersTableProps {
  members: readonly OrganizationMember[];
  /** spec §6: a member cannot remove themself, so their own row has no remove action. */
  currentUserId: string;
  ownerUserId: string;
  onInvite: () => void;
  onRemove: (member: OrganizationMember) => void;
}

/** spec §2 Organization Settings: the Members table. */
export function MembersTable({ members, currentUserId, ownerUserId, onInvite, onRemove }: MembersTableProps) {
  return (
    <section aria-labelledby="members-title" className="rounded-lg border border-gray-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-6">
        <h2 id="members-title" className="text-lg font-semibold text-gray-900">
          Members
        </h2>
        <Button onClick={onInvite}>Invite Member</Button>
      </div>
      <table aria-labelledby="members-title" className="w-full table-fixed text-left text-sm">
        <thead className="border-y border-gray-200 bg-gray-50 text-xs tracking-wide text-gray-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 sm:px-6">
              Name
            </th>
            <th scope="col" className="hidden px-4 py-2 sm:table-cell">
              Email
            </th>
            <th scope="col" className="w-28 px-4 py-2 text-right sm:w-32 sm:px-6">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {members.map((member) => {
            const name = getDisplayName(member) || member.email;
            const isSelf = member.id === currentUserId;
            return (
              <tr key={member.id}>
                <td className="px-4 py-3 sm:px-6">
                  <p className="truncate font-medium text-gray-900">
                    {name}
                    {isSelf ? <span className="font-normal text-gray-700"> (You)</span> : null}
                  </p>
                  {member.id === ownerUserId ? <p className="text-xs text-gray-700">Owner</p> : null}
                  <p className="truncate text-gray-700 sm:hidden">{member.email}</p>
                </td>
                <td className="hidden truncate px-4 py-3 text-gray-800 sm:table-cell">{member.email}</td>
                <td className="px-4 py-3 text-right sm:px-6">
                  {isSelf ? null : (
                    <Button
                      variant="secondary"
                      aria-label={`Remove ${name}`}
                      onClick={() => onRemove(member)}
                    >
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
