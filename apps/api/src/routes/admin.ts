import { platformAdminActor, recordActivity } from '../activity/record-activity';
import { deleteTrialLicenses } from '../data/licenses';
import { setLicenseCount } from '../data/organizations';
import { lockOrganization } from '../db/organization-lock';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, conflict, notFound } from '../http/problem';
import { bodyOf, paramsOf, queryOf, userOf } from '../http/request';
import {
  AdminOrganizationCursorRefused,
  findAdminOrganization,
  listAdminOrganizations,
} from '../read-models/admin-organizations';
import { licenseCountsOf } from '../read-models/license-counts';
import type { Wire } from '../read-models/wire';
import type { operations } from '@pod-console/sdk';
import { requireSuperAdmin } from './access';

const noSuchOrganization = () => notFound('No such organization.');

/** The contract's operations this file answers. */
type AdminOperations =
  'listAllOrganizations' | 'getAdminOrganization' | 'updateLicenseCount' | 'deleteTrialLicenses';

export function adminHandlers(context: ApiContext): Pick<OperationHandlers, AdminOperations> {
  const { db } = context;
  return {
    async listAllOrganizations(request) {
      requireSuperAdmin(userOf(request));
      const query = queryOf<NonNullable<operations['listAllOrganizations']['parameters']['query']>>(request);
      // The same page for the same filters, sort, cursor and size, from memory while nothing changed (decision 0055).
      const key = JSON.stringify([query.q, query.plan, query.state, query.sort, query.cursor, query.limit]);
      const load = () => listAdminOrganizations(db, { ...query, now: context.now() });
      try {
        return await (context.adminLists ? context.adminLists.read(key, load) : load());
      } catch (error) {
        if (!(error instanceof AdminOrganizationCursorRefused)) throw error;
        if (error.reason === 'invalid') throw badRequest('cursor', 'is not a cursor of this list');
        throw badRequest(
          'cursor',
          'belongs to another filter or sort',
          'cursor: was made for other filters or another sort; start again from the first page',
        );
      }
    },

    async getAdminOrganization(request) {
      requireSuperAdmin(userOf(request));
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const organization = await findAdminOrganization(db, organizationId);
      if (!organization) throw noSuchOrganization();
      return organization;
    },

    async updateLicenseCount(request, reply) {
      requireSuperAdmin(userOf(request));
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const { licenseCount } = bodyOf<Wire<'UpdateLicenseCountRequest'>>(request);
      const admin = userOf(request);
      const now = context.now();
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
        await setLicenseCount(trx, organizationId, licenseCount);
        if (licenseCount === organization.pod_admin_license_count) return;
        await recordActivity(trx, now, {
          organizationId,
          kind: 'admin.license_count_changed',
          actor: platformAdminActor(admin),
          subject: String(licenseCount),
          before: { license_count: organization.pod_admin_license_count },
          after: { license_count: licenseCount },
        });
      });
      return reply.code(204).send();
    },

    async deleteTrialLicenses(request, reply) {
      const admin = userOf(request);
      requireSuperAdmin(admin);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        // Locked like an assignment: trial licences count as available (spec §4), so an assignment must not pass
        // its check on licences that are being deleted.
        const organization = await lockOrganization(trx, organizationId);
        if (!organization) throw noSuchOrganization();
        const count = await deleteTrialLicenses(trx, organizationId);
        if (count === 0) return;
        await recordActivity(trx, now, {
          organizationId,
          kind: 'admin.trial_licenses_deleted',
          actor: platformAdminActor(admin),
          after: { trial_licenses: count },
        });
      });
      return reply.code(204).send();
    },
  };
}
