import { MESSAGES } from '@pod-console/hooks/domain';
import { Spinner } from '../../components/ui/spinner';

/**
 * spec §2 /subscription/success while the payment provider's event has not reached the API yet: the member sees
 * that the payment is being confirmed (the page then moves on by itself).
 */
export function SubscriptionSuccessPage() {
  return (
    <div role="status" aria-busy="true" className="mx-auto flex max-w-6xl items-center gap-3">
      <Spinner size={24} className="text-accent-fg" />
      <h1 className="text-2xl font-bold text-fg">{MESSAGES.confirmingPayment}</h1>
    </div>
  );
}
