import type { ApiError, OrganizationSummary } from '@pod-console/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConsoleClient } from '../provider/console-provider';
import { currentUserQueryOptions } from './current-user';

/** The selected organization, narrow and stable: the same object until one of its fields changes. */
export interface SelectedOrganization {
  /** spec §3: the stored selection when it is one of the user's organizations, else the first, else null. */
  organization: OrganizationSummary | null;
  /** `organization?.id ?? null`, for the `useOrganization({ organizationId })` that usually follows. */
  organizationId: string | null;
  /** True until the current user has answered once. */
  isPending: boolean;
  error: ApiError | null;
}

/**
 * The organization the signed-in user works in, read from the current-user query (no request of its own).
 * Its data comes from `useOrganization({ organizationId })`. An unchanged refetch of the user keeps the result's
 * reference, so a screen that reads only this re-renders nothing.
 */
export function useSelectedOrganization(): SelectedOrganization {
  const client = useConsoleClient();
  // Reads only these three fields: React Query's tracked result then re-renders for nothing else (not
  // `isFetching`), and structural sharing keeps `organization`'s reference through an unchanged answer.
  const { data, isPending, error } = useQuery(currentUserQueryOptions(client));
  const organization = data?.selectedOrganization ?? null;
  return useMemo(
    () => ({ organization, organizationId: organization?.id ?? null, isPending, error }),
    [organization, isPending, error],
  );
}
