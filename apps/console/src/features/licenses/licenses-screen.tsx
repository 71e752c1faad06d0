import { LicensesContainer } from './licenses-container';

export interface LicensesScreenProps {
  /** The selected organization, from the shell route. */
  organizationId: string;
}

/**
 * spec §2 / and /members: the Licences page of the selected organization. Keyed by the organization, so
 * switching starts on page 1 with no dialog open.
 */
export function LicensesScreen({ organizationId }: LicensesScreenProps) {
  return <LicensesContainer key={organizationId} organizationId={organizationId} />;
}
