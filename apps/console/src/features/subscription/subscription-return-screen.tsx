import { SubscriptionCancelContainer } from './subscription-cancel-container';
import { SubscriptionSuccessContainer } from './subscription-success-container';

export interface SubscriptionReturnScreenProps {
  /** Which of the two return routes: /subscription/success or /subscription/cancel (spec §2). */
  outcome: 'success' | 'cancel';
  /** The selected organization, from the shell route: the one the checkout was for. */
  organizationId: string;
}

/**
 * spec §2 /subscription/success (the provider appends `session_id`; the subscription itself is what tells whether
 * the payment landed, so the id is not read) and /subscription/cancel: back from the payment provider, a toast,
 * then /billing. Keyed by the organization, so a switch meanwhile starts its wait afresh.
 */
export function SubscriptionReturnScreen({ outcome, organizationId }: SubscriptionReturnScreenProps) {
  return outcome === 'success' ? (
    <SubscriptionSuccessContainer key={organizationId} organizationId={organizationId} />
  ) : (
    <SubscriptionCancelContainer />
  );
}
