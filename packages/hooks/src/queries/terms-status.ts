import type { ApiError, ConsoleClient, TermsOfService, TermsOfServiceStatus } from '@pod-console/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVersionToSign } from '../domain/index';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

export interface TermsStatusData {
  currentTermsOfService: TermsOfService | null;
  /** spec §3: signed documents by version, plus the current one when it must be signed (spec §4). */
  signedTermsOfService: Record<string, TermsOfService>;
  /** spec §4: the version the user must accept, or null when nothing needs signing. */
  versionToSign: string | null;
  /** The document whose text the terms gate shows (its `s3Link` feeds `useTermsText`), or null. */
  documentToSign: TermsOfService | null;
}

// Module-level for a stable identity (see current-user.ts).
const selectTermsStatus = (status: TermsOfServiceStatus): TermsStatusData => {
  const { versionToSign, signedTermsOfService } = getVersionToSign(
    status.currentTermsOfService,
    status.signedTermsOfService,
  );
  return {
    currentTermsOfService: status.currentTermsOfService,
    signedTermsOfService,
    versionToSign,
    // The rule reports the current document's version when it is unsigned; that document is the one to show.
    documentToSign: versionToSign == null ? null : status.currentTermsOfService,
  };
};

/** GET /users/terms-of-service, tagged USER_TOS (spec §7). The cache holds the API's answer. */
export const termsStatusQueryOptions = (client: ConsoleClient) =>
  queryOptions<TermsOfServiceStatus, ApiError, TermsStatusData>({
    queryKey: queryKeys.terms.status(),
    queryFn: ({ signal }) => client.terms.getStatus({ signal }),
    select: selectTermsStatus,
  });

export function useTermsStatus(
  options?: QueryHookOptions<TermsOfServiceStatus, TermsStatusData>,
): QueryHookResult<TermsStatusData> {
  const client = useConsoleClient();
  return useQuery({ ...termsStatusQueryOptions(client), ...options });
}
