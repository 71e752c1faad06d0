import { LicensesContainer } from './licenses-container';
import { useLicenseSearch } from './use-license-search';

export interface LicensesScreenProps {
  /** The selected organization, from the shell route. */
  organizationId: string;
}

/**
 * spec §2 / and /members: the Licences page of the selected organization, its search, filters, order and page in
 * the address. Keyed by the organization, so switching starts with no selection and no dialog open.
 */
export function LicensesScreen({ organizationId }: LicensesScreenProps) {
  const { view, changeView } = useLicenseSearch();
  return (
    <LicensesContainer
      key={organizationId}
      organizationId={organizationId}
      view={view}
      onViewChange={changeView}
    />
  );
}
