import { randomUUID } from 'node:crypto';

import { isPlanActive, LICENSE_TYPE_LABEL } from '@pod-console/hooks/domain';

import { lockOrganization } from '../db/organization-lock';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { conflict, notFound } from '../http/problem';
import { bodyOf, textOf, userOf } from '../http/request';
import { licenseCountsOf } from '../read-models/license-counts';
import { findSubscription, planActivityInput } from '../read-models/subscription';
import type { Wire } from '../read-models/wire';
import { organizationNotFound, requireMembership } from './access';

const licenseNotFound = () => notFound('No such licence in this organization (or it has been revoked).');

/** The contract's operations this file answers. */
type LicenseOperations = 'assignLicense' | 'revokeLicense' | 'updateLicenseIdentifier';

export function licenseHandlers(context: ApiContext): Pick<OperationHandlers, LicenseOperations> {
  const { db } = context;
  return {
    async assignLicense(request, reply) {
      const user = userOf(request);
      const { organizationId, identifier } = bodyOf<Wire<'AssignLicenseRequest'>>(request);
      const trimmedIdentifier = textOf('licenseIdentifier', 'identifier', identifier);
      const now = context.now();
      const licenseId = randomUUID();
      await db.transaction().execute(async (trx) => {
        // The organization row is locked for the whole check-then-insert, so parallel assignments queue here
        // and "assigned < available" holds under concurrency (spec §4; a test runs 50 parallel assignments against 5 free licences).
        const organization = await lockOrganization(trx, organizationId);
        if (!organization) throw organizationNotFound();
        await requireMembership(trx, organizationId, user.id);

        // spec §4: members can add only when the plan is active.
        const subscription = await findSubscription(trx, organizationId);
        if (!isPlanActive(planActivityInput(subscription), now)) {
          throw conflict(
            subscription
              ? `The organization's plan is not active (status ${subscription.status}): no ${LICENSE_TYPE_LABEL} licence can be assigned.`
              : `The organization has no plan: choose a plan before assigning a ${LICENSE_TYPE_LABEL} licence.`,
          );
        }
        // spec §4: licences can be added only while assigned < available.
        const counts = await licenseCountsOf(trx, organizationId, organization.pod_admin_license_count);
        if (counts.assigned >= counts.available) {
          throw conflict(`All licences are assigned: ${counts.assigned} of ${counts.available}.`);
        }
        await trx
          .insertInto('licenses')
          .values({
            id: licenseId,
            organization_id: organizationId,
            identifier: trimmedIdentifier,
            license_key_hash: null,
            expires_at: null,
            revoked_at: null,
            trial: false,
            created_at: now,
          })
          .execute();
      });
      reply.code(201);
      return { licenseId } satisfies Wire<'AssignLicenseResponse'>;
    },

    async revokeLicense(request) {
      const { organizationId, licenseId } = bodyOf<Wire<'RevokeLicenseRequest'>>(request);
      await requireMembership(db, organizationId, userOf(request).id);
      const revoked = await db
        .updateTable('licenses')
        .set({ revoked_at: context.now() })
        .where('id', '=', licenseId)
        .where('organization_id', '=', organizationId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (revoked.numUpdatedRows === 0n) throw licenseNotFound();
      return { success: true } satisfies Wire<'SuccessResponse'>;
    },

    async updateLicenseIdentifier(request, reply) {
      const { organizationId, licenseId, identifier } =
        bodyOf<Wire<'UpdateLicenseIdentifierRequest'>>(request);
      const trimmedIdentifier = textOf('licenseIdentifier', 'identifier', identifier);
      await requireMembership(db, organizationId, userOf(request).id);
      const updated = await db
        .updateTable('licenses')
        .set({ identifier: trimmedIdentifier })
        .where('id', '=', licenseId)
        .where('organization_id', '=', organizationId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw licenseNotFound();
      return reply.code(204).send();
    },
  };
}
