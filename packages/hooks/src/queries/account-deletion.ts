import type { AccountDeletion, ApiError, ConsoleClient } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

/**
 * GET /users/current-user/deletion: what deleting the signed-in person's account would do, or which organizations
 * are in the way (docs/decisions/0038-export-and-account-deletion.md). Read when the person opens the deletion, so
 * that what they are told is true at that moment.
 */
export const accountDeletionQueryOptions = (client: ConsoleClient) =>
  queryOptions<AccountDeletion, ApiError>({
    queryKey: queryKeys.currentUser.deletion(),
    queryFn: ({ signal }) => client.users.getDeletion({ signal }),
    staleTime: 0,
  });

export function useAccountDeletion(
  options?: QueryHookOptions<AccountDeletion>,
): QueryHookResult<AccountDeletion> {
  const client = useConsoleClient();
  return useQuery({ ...accountDeletionQueryOptions(client), ...options });
}
