// Usage against the plan (docs/decisions/0042-usage-against-the-plan.md): Plan & Billing's Usage section reads it.
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { paramsOf, userOf } from '../http/request';
import { organizationUsage } from '../read-models/usage';
import { requirePermission } from './access';

export function usageHandlers(context: ApiContext): Pick<OperationHandlers, 'getOrganizationUsage'> {
  const { db } = context;
  return {
    async getOrganizationUsage(request) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      await requirePermission(db, organizationId, user, 'organization:read');
      return organizationUsage(db, organizationId, context.now());
    },
  };
}
