// An Owner's download of their organization's data (docs/decisions/0038-export-and-account-deletion.md): one ZIP
// read in one repeatable-read transaction, so every file shows the same moment, and the download recorded in the
// log of that same transaction.
import { exportFileName } from '@pod-console/hooks/domain';

import { recordActivity, userActor } from '../activity/record-activity';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { paramsOf, userOf } from '../http/request';
import { createZipArchive } from '../http/zip-archive';
import { writeOrganizationExport } from '../read-models/organization-export';
import { organizationNotFound, requireRolePermission, requireMembership } from './access';

export function organizationExportHandlers(
  context: ApiContext,
): Pick<OperationHandlers, 'exportOrganization'> {
  const { db } = context;
  return {
    async exportOrganization(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      requireRolePermission(await requireMembership(db, organizationId, user.id), 'data:export');
      const now = context.now();
      const zip = createZipArchive(now);
      const name = await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const exported = await writeOrganizationExport(trx, zip, organizationId, user, now);
          if (exported === null) throw organizationNotFound();
          await recordActivity(trx, now, {
            organizationId,
            kind: 'organization.data_exported',
            actor: userActor(user),
          });
          return exported;
        });
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName('organization', name, now, 'zip')}"`,
        )
        .header('cache-control', 'no-store')
        .send(zip.finish());
    },
  };
}
