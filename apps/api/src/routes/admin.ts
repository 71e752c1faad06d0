import { lockOrganization } from '../db/organization-lock';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { conflict, notFound } from '../http/problem';
import { bodyOf, paramsOf, userOf } from '../http/request';
import { licenseCountsOf, licenseTalliesByOrganization } from '../read-models/license-counts';
import { iso, type Wire } from '../read-models/wire';
import { requireSuperAdmin } from './access';

const noSuchOrganization = () => notFound('No such organization.');

/** The contract's operations this file answers. */
type AdminOperations = 'listAllOrganizations' | 'updateLicenseCount' | 'deleteTrialLicenses';

export function adminHandlers(context: ApiContext): Pick<OperationHandlers, AdminOperations> {
  const { db } = context;
  return {
    async listAllOrganizations(request) {
      requireSuperAdmin(userOf(request));
      const [organizations, members, licenseTallies, subscriptions] = await Promise.all([
        db
          .selectFrom('organizations')
          .leftJoin('users as owner', 'owner.id', 'organizations.owner_user_id')
          .select([
            'organizations.id',
            'organizations.name',
            'organizations.created_at',
            'organizations.owner_user_id',
            'organizations.pod_admin_license_count',
            'owner.email as owner_email',
          ])
          .orderBy('organizations.created_at')
          .orderBy('organizations.id')
          .execute(),
        db
          .selectFrom('memberships')
          .innerJoin('users', 'users.id', 'memberships.user_id')
          .select([
            'memberships.organization_id',
            'users.id as user_id',
            'users.email',
            'users.first_name',
            'users.last_name',
          ])
          .orderBy('memberships.created_at')
          .execute(),
        licenseTalliesByOrganization(db),
        db.selectFrom('subscriptions').select(['organization_id', 'product', 'status']).execute(),
      ]);
      const group = <T extends { organization_id: string }>(rows: T[]) => {
        const map = new Map<string, T[]>();
        for (const row of rows) map.set(row.organization_id, [...(map.get(row.organization_id) ?? []), row]);
        return map;
      };
      const membersBy = group(members);
      const subscriptionBy = new Map(subscriptions.map((row) => [row.organization_id, row]));
      return organizations.map((organization): Wire<'AdminOrganization'> => {
        // spec §4: assigned and trial licences, tallied as for the assignment check.
        const tallies = licenseTallies.get(organization.id) ?? { assigned: 0, trial: 0 };
        const organizationMembers = (membersBy.get(organization.id) ?? []).map(
          ({ user_id, email, first_name, last_name }) => ({ user_id, email, first_name, last_name }),
        );
        const subscription = subscriptionBy.get(organization.id);
        return {
          id: organization.id,
          name: organization.name,
          created_at: iso(organization.created_at),
          owner_user_id: organization.owner_user_id,
          owner_email: organization.owner_email,
          license_counts: { POD_ADMIN: organization.pod_admin_license_count },
          assigned_license_count: tallies.assigned,
          trial_license_count: tallies.trial,
          member_count: organizationMembers.length,
          members: organizationMembers,
          subscription_product: subscription?.product ?? null,
          subscription_status: subscription?.status ?? null,
        };
      });
    },

    async updateLicenseCount(request, reply) {
      requireSuperAdmin(userOf(request));
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const { licenseCount } = bodyOf<Wire<'UpdateLicenseCountRequest'>>(request);
      await db.transaction().execute(async (trx) => {
        // Locked like an assignment, so a count check and a parallel assignment cannot interleave.
        const organization = await lockOrganization(trx, organizationId);
        if (!organization) throw noSuchOrganization();
        const { assigned } = await licenseCountsOf(trx, organizationId, organization.pod_admin_license_count);
        // spec §5: the count must be higher than or equal to the currently assigned licences.
        if (licenseCount < assigned) {
          throw conflict(
            `The licence count must be at least the ${assigned} licences currently assigned (got ${licenseCount}).`,
          );
        }
        await trx
          .updateTable('organizations')
          .set({ pod_admin_license_count: licenseCount })
          .where('id', '=', organizationId)
          .execute();
      });
      return reply.code(204).send();
    },

    async deleteTrialLicenses(request, reply) {
      requireSuperAdmin(userOf(request));
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      await db.transaction().execute(async (trx) => {
        // Locked like an assignment: trial licences count as available (spec §4), so an assignment must not pass
        // its check on licences that are being deleted.
        const organization = await lockOrganization(trx, organizationId);
        if (!organization) throw noSuchOrganization();
        await trx
          .deleteFrom('licenses')
          .where('organization_id', '=', organizationId)
          .where('trial', '=', true)
          .execute();
      });
      return reply.code(204).send();
    },
  };
}
