import { ActivityContainer } from './activity-container';
import { useActivitySearch } from './use-activity-search';

export interface ActivityScreenProps {
  /** The selected organization, from the shell route. */
  organizationId: string;
  organizationName: string;
}

/**
 * The /activity route: the selected organization's activity log, its filters in the address. Keyed by the
 * organization, so switching organization starts again at the first page.
 */
export function ActivityScreen({ organizationId, organizationName }: ActivityScreenProps) {
  const { filters, changeFilters } = useActivitySearch();
  return (
    <ActivityContainer
      key={organizationId}
      organizationId={organizationId}
      organizationName={organizationName}
      filters={filters}
      onFiltersChange={changeFilters}
    />
  );
}
