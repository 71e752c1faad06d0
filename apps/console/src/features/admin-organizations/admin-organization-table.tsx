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
 * details, and a card per organization under 56rem of width.
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
    // Focusable, so that a keyboard can scroll it should a row be wider than the screen.
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {/*
        From the width of a laptop on (the sidebar shows, spec §2), the rows are a table at least this wide, which
        scrolls sideways in the region when the window is narrower; below it, the table's own container query
        makes each row a card that fits the screen (docs/decisions/0014-narrow-tables.md).
      */}
      <div className="lg:min-w-[72rem]">
        <DataTable
          table={table}
          labelledBy={labelledBy}
          breakpoint="4xl"
          busy={busy}
          renderExpanded={renderDetails}
        />
      </div>
    </div>
  );
}
