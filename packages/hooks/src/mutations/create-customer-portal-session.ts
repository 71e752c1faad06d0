import type { ConsoleClient, CreateCustomerPortalSessionInput } from '@pod-console/sdk';
import { nothing } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CreateCustomerPortalSessionVariables = CreateCustomerPortalSessionInput;
export type CreateCustomerPortalSessionResult = Awaited<
  ReturnType<ConsoleClient['subscriptions']['createCustomerPortalSession']>
>;

/** POST /subscription/create-customer-portal-session. Answers `{ url }`; Enterprise has no portal (spec §6, `canOpenCustomerPortal`). */
export function useCreateCustomerPortalSession(
  options?: MutationHookOptions<CreateCustomerPortalSessionResult, CreateCustomerPortalSessionVariables>,
) {
  return useConsoleMutation(
    (client, variables: CreateCustomerPortalSessionVariables, call) =>
      client.subscriptions.createCustomerPortalSession(variables, call),
    () => nothing(),
    options,
  );
}
