import { canRemoveMember, getDisplayName } from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { dataColumnHelper } from '../../components/ui/use-data-table';

export interface MembersColumnsContext {
  /** spec §6: a member cannot remove themself, so their own row has no remove action. */
  currentUserId: string;
  /** spec §6: the owner, marked "Owner", cannot be removed either, so their row has no remove action. */
  ownerUserId: string;
  onRemove: (member: OrganizationMember) => void;
}

/** A member is called by their name, or by their e-mail address while they have none. */
export const memberName = (member: OrganizationMember) => getDisplayName(member) || member.email;

const column = dataColumnHelper<OrganizationMember>();

/** spec §2 Organization Settings, the Members table: name (you, the owner), e-mail, remove. */
export const membersColumns = ({ currentUserId, ownerUserId, onRemove }: MembersColumnsContext) =>
  column.columns([
    column.accessor(memberName, {
      id: 'name',
      header: 'Name',
      sortFn: 'alphanumeric',
      meta: { rowHeader: true },
      cell: ({ row, getValue }) => (
        <>
          <span className="block truncate font-medium text-gray-900">
            {getValue()}
            {row.original.id === currentUserId ? (
              <span className="font-normal text-gray-700"> (You)</span>
            ) : null}
          </span>
          {row.original.id === ownerUserId ? (
            <span className="block text-xs font-normal text-gray-700">Owner</span>
          ) : null}
        </>
      ),
    }),
    column.accessor('email', {
      header: 'Email',
      sortFn: 'text',
      cell: ({ getValue }) => <span className="min-w-0 truncate">{getValue()}</span>,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true, className: '@xl:w-32' },
      cell: ({ row }) =>
        !canRemoveMember({ memberId: row.original.id, currentUserId, ownerUserId }) ? null : (
          <Button
            variant="secondary"
            aria-label={`Remove ${memberName(row.original)}`}
            onClick={() => onRemove(row.original)}
          >
            Remove
          </Button>
        ),
    }),
  ]);
