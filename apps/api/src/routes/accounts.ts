// A person's own account (docs/decisions/0038-export-and-account-deletion.md): what deleting it would do, and
// deleting it. Whether it may happen is the domain's rule; data/accounts.ts reads the facts and erases.
import {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionBlocks,
  accountDeletionConfirmed,
  planAccountDeletion,
} from '@pod-console/hooks/domain';

import {
  deleteOrganizations,
  eraseAccount,
  eraseFromActivity,
  membershipsOfAccount,
  ownedOrganizationFacts,
  type AccountMembership,
} from '../data/accounts';
import type { Executor } from '../db/schema';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict } from '../http/problem';
import { bodyOf, userOf } from '../http/request';
import type { Wire } from '../read-models/wire';
import { recordActivity } from '../activity/record-activity';

/** What deleting the account would do, from its memberships as read (or locked) by the caller. */
async function deletionPlan(db: Executor, memberships: readonly AccountMembership[]) {
  return planAccountDeletion(
    memberships,
    accountDeletionBlocks(await ownedOrganizationFacts(db, memberships)),
  );
}

function deletionView(plan: Awaited<ReturnType<typeof deletionPlan>>): Wire<'AccountDeletion'> {
  return {
    allowed: plan.blocks.length === 0,
    blocks: plan.blocks.map((block) => ({
      organization_id: block.organizationId,
      organization_name: block.organizationName,
      reason: block.reason,
      message: block.message,
    })),
    memberships_ended: plan.ended.map((m) => ({
      organization_id: m.organizationId,
      organization_name: m.organizationName,
      role: m.role,
    })),
    organizations_deleted: plan.deleted.map((m) => ({
      organization_id: m.organizationId,
      organization_name: m.organizationName,
    })),
  };
}

/** The contract's operations this file answers. */
type AccountOperations = 'getAccountDeletion' | 'deleteCurrentUser';

export function accountHandlers(context: ApiContext): Pick<OperationHandlers, AccountOperations> {
  const { db } = context;
  return {
    async getAccountDeletion(request) {
      const user = userOf(request);
      return deletionView(await deletionPlan(db, await membershipsOfAccount(db, user.id)));
    },

    async deleteCurrentUser(request, reply) {
      const user = userOf(request);
      const { email } = bodyOf<Wire<'DeleteCurrentUserRequest'>>(request);
      if (!accountDeletionConfirmed(email, user.email)) {
        throw badRequest('email', ACCOUNT_DELETION_MESSAGES.confirmationMismatch);
      }
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        const plan = await deletionPlan(trx, await membershipsOfAccount(trx, user.id, { lock: true }));
        if (plan.blocks.length > 0) throw conflict(plan.blocks.map((block) => block.message).join(' '));
        await deleteOrganizations(
          trx,
          plan.deleted.map((m) => m.organizationId),
        );
        await eraseFromActivity(trx, user);
        // Each organization they leave learns that a member deleted their account, not who: that is erased.
        await recordActivity(
          trx,
          now,
          plan.ended.map((m) => ({
            organizationId: m.organizationId,
            kind: 'member.account_deleted' as const,
            actor: { type: 'user' as const, userId: null, name: null, email: null },
            before: { role: m.role },
          })),
        );
        await eraseAccount(trx, user, now);
      });
      return reply.code(204).send();
    },
  };
}
