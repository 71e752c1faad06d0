import { useCurrentUser } from '@pod-console/hooks';
import { BillingContainer } from './billing-container';

/**
 * The /billing route: the selected organization's Plan & Billing. Keyed by the organization, so switching
 * organization in the header starts from that organization's data (period choice and dialogs reset).
 */
export function BillingScreen() {
  const selected = useCurrentUser().data?.selectedOrganization ?? null;
  if (selected == null) return null;
  return <BillingContainer key={selected.id} organizationId={selected.id} organizationName={selected.name} />;
}
