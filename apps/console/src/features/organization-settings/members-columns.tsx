import {
  canChangeRoleOf,
  canRemoveMember,
  getDisplayName,
  getTransferBlock,
  hasPermission,
  ROLE_LABELS,
  type OrganizationRole,
} from '@pod-console/hooks/domain';
import type { OrganizationMember } from '@pod-console/sdk';
import { Button } from '../../components/ui/button';
import { dataColumnHelper } from '../../components/ui/use-data-table';

export interface MembersColumnsContext {
  /** spec §6: a member cannot remove themself, so their own row has no remove action. */
  currentUserId: string;
  /** spec §6: the owner cannot be removed either, so their row has no remove action. */
  ownerUserId: string;
  /**
   * The signed-in member's role; null while unknown. Without members:manage no row offers an action at all, and
   * the column goes (docs/decisions/0024-organization-roles.md: actions a role never uses on another person are
   * not shown).
   */
  viewerRole: OrganizationRole | null;
  onRemove: (member: OrganizationMember) => void;
  onChangeRole: (member: OrganizationMember) => void;
  onTransfer: (member: OrganizationMember) => void;
}

/** A member is called by their name, or by their e-mail address while they have none. */
export const memberName = (member: OrganizationMember) => getDisplayName(member) || member.email;

const rowAction = '!min-h-8 !px-2 !py-1';
const column = dataColumnHelper<OrganizationMember>();

/**
 * spec §2 Organization Settings, the Members table: name (you), e-mail, role (the Owner's marked), and each row's
 * actions as the domain allows them: change role, transfer ownership, remove.
 */
export const membersColumns = ({
  currentUserId,
  ownerUserId,
  viewerRole,
  onRemove,
  onChangeRole,
  onTransfer,
}: MembersColumnsContext) => {
  const actor = { actorId: currentUserId, actorRole: viewerRole };
  const columns = [
    column.accessor(memberName, {
      id: 'name',
      header: 'Name',
      sortFn: 'alphanumeric',
      meta: { rowHeader: true },
      cell: ({ row, getValue }) => (
        <span className="block font-medium wrap-break-word text-fg">
          {getValue()}
          {row.original.id === currentUserId ? (
            <span className="font-normal text-fg-muted"> (You)</span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('email', {
      header: 'Email',
      sortFn: 'text',
      // An address has no spaces: it breaks anywhere rather than run out of its card.
      cell: ({ getValue }) => <span className="block min-w-0 wrap-anywhere">{getValue()}</span>,
    }),
    column.accessor((member) => ROLE_LABELS[member.role], {
      id: 'role',
      header: 'Role',
      sortFn: 'text',
      // The Owner's role stands out: the one member nobody removes and whose role changes only by a transfer.
      cell: ({ row, getValue }) => (
        <span className={row.original.role === 'OWNER' ? 'font-semibold text-fg' : undefined}>
          {getValue()}
        </span>
      ),
    }),
  ];
  if (!hasPermission(viewerRole, 'members:manage')) return column.columns(columns);
  return column.columns([
    ...columns,
    column.display({
      id: 'actions',
      header: 'Actions',
      // No set width: the actions take one line while the card has room, and leave the rest to names.
      meta: { actions: true },
      cell: ({ row }) => {
        const member = row.original;
        const name = memberName(member);
        const target = { memberId: member.id, memberRole: member.role };
        const changeRole = canChangeRoleOf({ ...actor, ...target });
        const transfer = getTransferBlock({ ...actor, targetId: member.id, targetIsMember: true }) === null;
        const remove = canRemoveMember({ memberId: member.id, currentUserId, ownerUserId });
        if (!changeRole && !transfer && !remove) return null;
        return (
          <div className="inline-flex flex-wrap gap-1 @xl:justify-end">
            {changeRole ? (
              <Button
                variant="ghost"
                className={rowAction}
                aria-label={`Change role of ${name}`}
                onClick={() => onChangeRole(member)}
              >
                Change role
              </Button>
            ) : null}
            {transfer ? (
              <Button
                variant="ghost"
                className={rowAction}
                aria-label={`Transfer ownership to ${name}`}
                onClick={() => onTransfer(member)}
              >
                Transfer ownership
              </Button>
            ) : null}
            {remove ? (
              <Button
                variant="ghost"
                className={`${rowAction} !text-danger-fg`}
                aria-label={`Remove ${name}`}
                onClick={() => onRemove(member)}
              >
                Remove
              </Button>
            ) : null}
          </div>
        );
      },
    }),
  ]);
};
