import { nothing } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type DeleteAccountVariables = { email: string };

/**
 * POST /users/current-user/delete: deletes the signed-in person's account for good, confirmed with its address.
 * Nothing is refreshed: the account is gone, and the caller signs out (the identity provider has forgotten the
 * session, and a token still held is refused).
 */
export function useDeleteAccount(options?: MutationHookOptions<void, DeleteAccountVariables>) {
  return useConsoleMutation(
    (client, { email }: DeleteAccountVariables, call) => client.users.delete({ email }, call),
    () => nothing(),
    options,
  );
}
