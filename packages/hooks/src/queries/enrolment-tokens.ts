import type { ApiError, ConsoleClient, EnrolmentToken } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/**
 * GET /organizations/{organizationId}/enrolment-tokens: the organization's enrolment tokens, revoked ones included
 * (docs/decisions/0041-zero-touch-enrolment.md). Under the organization's key, so creating or revoking one refreshes it.
 */
export const enrolmentTokensQueryOptions = (client: ConsoleClient, organizationId: string) =>
  queryOptions<EnrolmentToken[], ApiError>({
    queryKey: queryKeys.organization.enrolmentTokens(organizationId),
    queryFn: ({ signal }) => client.enrolmentTokens.list(organizationId, { signal }),
  });

export function useEnrolmentTokens(
  organizationId: string,
  options?: QueryHookOptions<EnrolmentToken[]>,
): QueryHookResult<EnrolmentToken[]> {
  const client = useConsoleClient();
  return useQuery({ ...enrolmentTokensQueryOptions(client, organizationId), ...options });
}
