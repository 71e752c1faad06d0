import type { AdminOrganization, AdminOrganizationSort } from '@pod-console/sdk';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { useDataTable } from '../../components/ui/use-data-table';
import { adminOrganizationColumns, type AdminOrganizationColumnsContext } from './admin-organization-columns';
import { DEFAULT_ADMIN_ORGANIZATION_SORT } from './admin-organizations-search';

export interface AdminOrganizationTableProps extends AdminOrganizationColumnsContext {
  /** One page, in the server's order. */
  organizations: readonly AdminOrganization[];
  sort: AdminOrganizationSort;
  onSortChange: (sort: AdminOrganizationSort) => void;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The rows are the previous query's while the next loads. */
  busy: boolean;
  /** The panel under an expanded row. */
  renderDetails: (organization: AdminOrganization) => ReactNode;
}

const toSorting = (sort: AdminOrganizationSort): SortingState => [
  { id: sort.replace(/^-/, ''), desc: sort.startsWith('-') },
];

const toSort = (sorting: SortingState): AdminOrganizationSort => {
  const [first] = sorting;
  return first == null
    ? DEFAULT_ADMIN_ORGANIZATION_SORT
    : // The column ids are the contract's sort values (admin-organization-columns.tsx).
      ((first.desc ? `-${first.id}` : first.id) as AdminOrganizationSort);
};

/**
 * spec §2 Organizations table: sorted by the server (a header asks for a new order), rows that open their
 * details, and a card per organization where its container is narrower than 59rem (data-table-layout.ts).
 */
export function AdminOrganizationTable({
  organizations,
  sort,
  onSortChange,
  labelledBy,
  busy,
  renderDetails,
  now,
  onEditLicenseCount,
  onDeleteTrialLicenses,
}: AdminOrganizationTableProps) {
  const columns = useMemo(
    () => adminOrganizationColumns({ now, onEditLicenseCount, onDeleteTrialLicenses }),
    [now, onEditLicenseCount, onDeleteTrialLicenses],
  );
  const serverSorting = useMemo(
    () => ({ sorting: toSorting(sort), onSortingChange: (next: SortingState) => onSortChange(toSort(next)) }),
    [sort, onSortChange],
  );
  const table = useDataTable({ data: organizations, columns, serverSorting, expandable: true });

  return (
    // No box of its own to scroll in: the columns fit the main area beside the sidebar at 1280 px, and where the
    // table's container is narrower than they need, each row is a card (docs/decisions/0014-narrow-tables.md).
    <DataTable
      table={table}
      labelledBy={labelledBy}
      breakpoint="59rem"
      busy={busy}
      renderExpanded={renderDetails}
    />
  );
}
