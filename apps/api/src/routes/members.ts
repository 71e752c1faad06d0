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

import type { Transaction } from 'kysely';
import { recordActivity, userActor } from '../activity/record-activity';
import { lockMemberships, personAmong } from '../db/organization-lock';
import type { Database } from '../db/schema';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, notFound } from '../http/problem';
import { bodyOf, paramsOf, userOf } from '../http/request';
import type { Wire } from '../read-models/wire';
import { organizationNotFound, requireRolePermission } from './access';

const memberNotFound = () => notFound('No such member in this organization.');

/** The contract's operations this file answers. */
type MemberOperations = 'updateMemberRole' | 'transferOwnership' | 'leaveOrganization';

/**
 * Takes `userId` out of the organization, whether they leave or are removed. Their stored selection stops naming it,
 * so it falls back as the current user's answer describes (spec §3) rather than to an organization they left.
 */
export async function endMembership(
  trx: Transaction<Database>,
  organizationId: string,
  userId: string,
): Promise<void> {
  await trx
    .deleteFrom('memberships')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({ selected_organization_id: null })
    .where('id', '=', userId)
    .where('selected_organization_id', '=', organizationId)
    .execute();
}

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
        await trx
          .updateTable('memberships')
          .set({ role })
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', userId)
          .execute();
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
        // One Owner at a time (migration 0011's unique index): the caller steps down before the member steps up.
        await trx
          .updateTable('memberships')
          .set({ role: ROLE_AFTER_TRANSFER })
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', user.id)
          .execute();
        await trx
          .updateTable('memberships')
          .set({ role: 'OWNER' })
          .where('organization_id', '=', organizationId)
          .where('user_id', '=', userId)
          .execute();
        await trx
          .updateTable('organizations')
          .set({ owner_user_id: userId })
          .where('id', '=', organizationId)
          .execute();
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
