// Who holds which role (docs/decisions/0024-organization-roles.md): changing a member's role, transferring
// ownership, leaving. Each decides on the memberships it changes, locked (lockMemberships), and logs the change in
// the same transaction. Removing a member is spec §7's and stays in routes/organizations.ts.
import {
  getLeaveBlock,
  getRoleChangeBlock,
  getTransferBlock,
  LEAVE_MESSAGES,
  ROLE_AFTER_TRANSFER,
  ROLE_CHANGE_MESSAGES,
  TRANSFER_MESSAGES,
} from '@pod-console/hooks/domain';

import { recordActivity, userActor } from '../activity/record-activity';
import { endMembership, setMemberRole, transferOwnership } from '../data/members';
import { lockMemberships, personAmong } from '../db/organization-lock';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, notFound } from '../http/problem';
import { bodyOf, paramsOf, userOf } from '../http/request';
import type { Wire } from '../read-models/wire';
import { organizationNotFound, requireRolePermission } from './access';

const memberNotFound = () => notFound('No such member in this organization.');

/** The contract's operations this file answers. */
type MemberOperations = 'updateMemberRole' | 'transferOwnership' | 'leaveOrganization';

export function memberHandlers(context: ApiContext): Pick<OperationHandlers, MemberOperations> {
  const { db } = context;
  return {
    async updateMemberRole(request, reply) {
      const user = userOf(request);
      const { organizationId, userId } = paramsOf<{ organizationId: string; userId: string }>(request);
      const { role } = bodyOf<Wire<'UpdateMemberRoleRequest'>>(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        const members = await lockMemberships(trx, organizationId, [user.id, userId]);
        const caller = members.get(user.id);
        if (!caller) throw organizationNotFound();
        requireRolePermission(caller.role, 'members:manage');
        const member = personAmong(members, userId);
        if (!member) throw memberNotFound();
        const block = getRoleChangeBlock({
          actorId: user.id,
          actorRole: caller.role,
          memberId: userId,
          memberRole: member.role,
          newRole: role,
        });
        // The contract admits only assignable roles, so `ownerRole` is refused before this; kept for its message.
        if (block === 'ownerRole') throw badRequest('role', ROLE_CHANGE_MESSAGES.ownerRole);
        if (block && block !== 'permission') throw conflict(ROLE_CHANGE_MESSAGES[block]);
        await setMemberRole(trx, organizationId, userId, role);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'member.role_changed',
          actor: userActor(user),
          subject: member.email,
          before: { role: member.role },
          after: { role },
        });
      });
      return reply.code(204).send();
    },

    async transferOwnership(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const { userId } = bodyOf<Wire<'TransferOwnershipRequest'>>(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        const members = await lockMemberships(trx, organizationId, [user.id, userId]);
        const caller = members.get(user.id);
        if (!caller) throw organizationNotFound();
        requireRolePermission(caller.role, 'ownership:transfer');
        const target = personAmong(members, userId);
        const block = getTransferBlock({
          actorId: user.id,
          actorRole: caller.role,
          targetId: userId,
          targetIsMember: target !== undefined,
        });
        if (block && block !== 'permission') throw conflict(TRANSFER_MESSAGES[block]);
        await transferOwnership(trx, {
          organizationId,
          fromUserId: user.id,
          toUserId: userId,
          formerOwnerRole: ROLE_AFTER_TRANSFER,
        });
        await recordActivity(trx, now, {
          organizationId,
          kind: 'organization.ownership_transferred',
          actor: userActor(user),
          subject: target!.email,
          before: { owner: caller.email },
          after: { owner: target!.email },
        });
      });
      return reply.code(204).send();
    },

    async leaveOrganization(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        const caller = (await lockMemberships(trx, organizationId, [user.id])).get(user.id);
        if (!caller) throw organizationNotFound();
        const block = getLeaveBlock(caller.role);
        if (block) throw conflict(LEAVE_MESSAGES[block]);
        await endMembership(trx, organizationId, user.id);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'member.left',
          actor: userActor(user),
          subject: user.email,
          before: { role: caller.role },
        });
      });
      return reply.code(204).send();
    },
  };
}
