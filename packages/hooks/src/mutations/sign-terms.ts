import type { ConsoleClient } from '@pod-console/sdk';
import { buildAgreement } from '../domain/index';
import { termsData } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export interface SignTermsVariables {
  /** The version to sign (`useTermsStatus().data.versionToSign`). */
  version: string;
  /** The text the user read (`useTermsText(…).data`); it is hashed here, by the domain rule (spec §5). */
  termsText: string;
}
export type SignTermsResult = Awaited<ReturnType<ConsoleClient['terms']['sign']>>;

/**
 * POST /users/terms-of-service/sign with the agreement `{ version, tosHash }` (spec §3, §4). Takes the text
 * rather than the hash so the hashing (async Web Crypto) happens inside the mutation and `isPending` covers it.
 */
export function useSignTerms(options?: MutationHookOptions<SignTermsResult, SignTermsVariables>) {
  return useConsoleMutation(
    async (client, { version, termsText }: SignTermsVariables, call) =>
      client.terms.sign(await buildAgreement(version, termsText), call),
    () => termsData(),
    options,
  );
}
