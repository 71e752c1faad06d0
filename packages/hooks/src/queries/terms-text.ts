import type { ApiError, ConsoleClient } from '@pod-console/sdk';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useConsoleClient } from '../provider/console-provider';
import type { QueryHookOptions, QueryHookResult } from './query-hook-options';
import { queryKeys } from './query-keys';

export interface TermsTextArgs {
  /**
   * The link of the document to sign: `useTermsStatus().data?.documentToSign?.s3Link`. Nothing is fetched
   * while it is null or undefined, that is, when there is no version to sign (spec §2, terms gate).
   */
  s3Link: string | null | undefined;
}

/** GET on the document's `s3Link` (spec §7): the markdown text. A link's text never changes, so it stays fresh. */
export const termsTextQueryOptions = (client: ConsoleClient, { s3Link }: TermsTextArgs) =>
  queryOptions<string, ApiError>({
    queryKey: queryKeys.terms.text(s3Link),
    queryFn: s3Link ? ({ signal }) => client.terms.getText(s3Link, { signal }) : skipToken,
    staleTime: Infinity,
  });

export function useTermsText(
  args: TermsTextArgs,
  options?: QueryHookOptions<string>,
): QueryHookResult<string> {
  const client = useConsoleClient();
  return useQuery({ ...termsTextQueryOptions(client, args), ...options });
}
