import { AdminOrganizationsContainer } from './admin-organizations-container';
import { useAdminOrganizationsSearch } from './use-admin-organizations-search';

/**
 * spec §2 /admin/organizations: every organization, for the platform admin (the route lets nobody else in,
 * spec §6). The view (filters, sort, page) is the address's query string.
 */
export function AdminOrganizationsScreen() {
  const { search, changeSearch } = useAdminOrganizationsSearch();
  return <AdminOrganizationsContainer search={search} onSearchChange={changeSearch} />;
}
