import type { ConsoleClient, CreateCheckoutSessionInput } from '@pod-console/sdk';
import { nothing } from './invalidations';
import { useConsoleMutation, type MutationHookOptions } from './use-console-mutation';

export type CreateCheckoutSessionVariables = CreateCheckoutSessionInput;
export type CreateCheckoutSessionResult = Awaited<
  ReturnType<ConsoleClient['subscriptions']['createCheckoutSession']>
>;

/** POST /subscription/create-checkout-session. Answers `{ url }`; the console sends the browser there. */
export function useCreateCheckoutSession(
  options?: MutationHookOptions<CreateCheckoutSessionResult, CreateCheckoutSessionVariables>,
) {
  return useConsoleMutation(
    (client, variables: CreateCheckoutSessionVariables, call) =>
      client.subscriptions.createCheckoutSession(variables, call),
    () => nothing(),
    options,
  );
}
