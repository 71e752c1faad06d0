import { useOrganizationUsage } from '@pod-console/hooks';
import type { PlanType } from '@pod-console/sdk';
import { UsageSection } from './usage-section';

export interface UsageContainerProps {
  organizationId: string;
  plan: PlanType | null;
}

/** Plan & Billing's Usage section fed by the hooks (docs/decisions/0042-usage-against-the-plan.md). */
export function UsageContainer({ organizationId, plan }: UsageContainerProps) {
  const usage = useOrganizationUsage(organizationId);
  return (
    <UsageSection
      status={usage.isPending ? 'loading' : usage.isError && !usage.data ? 'error' : 'ready'}
      onRetry={() => void usage.refetch()}
      usage={usage.data ?? null}
      plan={plan}
    />
  );
}
