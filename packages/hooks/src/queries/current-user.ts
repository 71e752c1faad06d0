import type { ApiError, ConsoleClient, OrganizationSummary, User } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { resolveSelectedOrganization } from '../domain/index';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

export interface CurrentUserData {
  user: User;
  /** spec §3: the stored selection when it is one of the user's organizations, else the first, else null. */
  selectedOrganization: OrganizationSummary | null;
}

// Module-level so its identity is stable; React Query then reruns it only when the cached user changes, and
// structural sharing keeps the result's reference when the answer is the same.
const selectCurrentUser = (user: User): CurrentUserData => ({
  user,
  selectedOrganization: resolveSelectedOrganization(user),
});

/** GET /users/current-user, tagged CURRENT_USER (spec §7). The cache holds the `User`; hooks see `CurrentUserData`. */
export const currentUserQueryOptions = (client: ConsoleClient) =>
  queryOptions<User, ApiError, CurrentUserData>({
    queryKey: queryKeys.currentUser.current(),
    queryFn: ({ signal }) => client.users.getCurrent({ signal }),
    select: selectCurrentUser,
  });

/** The signed-in user and their selected organization: `data: { user, selectedOrganization }`. */
export function useCurrentUser(
  options?: QueryHookOptions<User, CurrentUserData>,
): QueryHookResult<CurrentUserData> {
  const client = useConsoleClient();
  return useQuery({ ...currentUserQueryOptions(client), ...options });
}
