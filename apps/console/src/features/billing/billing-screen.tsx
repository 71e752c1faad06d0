import { BillingContainer } from './billing-container';

export interface BillingScreenProps {
  /** The selected organization, from the shell route. */
  organizationId: string;
  organizationName: string;
}

/**
 * The /billing route: the selected organization's Plan & Billing. Keyed by the organization, so switching
 * organization in the header starts from that organization's data (period choice and dialogs reset).
 */
export function BillingScreen({ organizationId, organizationName }: BillingScreenProps) {
  return (
    <BillingContainer
      key={organizationId}
      organizationId={organizationId}
      organizationName={organizationName}
    />
  );
}
