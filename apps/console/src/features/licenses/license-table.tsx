import { TABLE_DEFAULT_PAGE_SIZE } from '@pod-console/hooks/domain';
import type { License } from '@pod-console/sdk';
import { useId, useMemo } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { TablePagination } from '../../components/ui/table-pagination';
import { useDataTable } from '../../components/ui/use-data-table';
import { licenseColumns, type LicenseColumnsContext } from './license-columns';

// The licence dialogs' containers name a licence as its row does.

/** Page sizes offered; the first is spec §9's default. */
export const LICENSE_PAGE_SIZES = [TABLE_DEFAULT_PAGE_SIZE, 25, 50] as const;

export interface LicenseTableProps extends LicenseColumnsContext {
  licenses: readonly License[];
  /** 1-based; stories open a later page. */
  initialPage?: number;
}

/**
 * spec §2 licence table, paged (spec §9: 10 a page by default) and sortable by its column headers. Only the
 * page's rows are rendered, so 10,000 licences cost what 10 do; under 56rem of width each row is a card.
 */
export function LicenseTable({
  licenses,
  now,
  onEdit,
  onRevoke,
  onShowLink,
  manageBlockedBecause = null,
  initialPage = 1,
}: LicenseTableProps) {
  const captionId = useId();
  const columns = useMemo(
    () => licenseColumns({ now, onEdit, onRevoke, onShowLink, manageBlockedBecause }),
    [now, onEdit, onRevoke, onShowLink, manageBlockedBecause],
  );
  const table = useDataTable({
    data: licenses,
    columns,
    pageSize: TABLE_DEFAULT_PAGE_SIZE,
    initialPageIndex: initialPage - 1,
  });
  const page = table.state.pagination.pageIndex + 1;
  const pageCount = Math.max(table.getPageCount(), 1);

  return (
    <div>
      {/* Focusable, so that a keyboard can scroll it should a row ever be wider than the screen. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <DataTable
          table={table}
          caption={`Pod Creator licenses, page ${page} of ${pageCount}`}
          captionId={captionId}
          breakpoint="4xl"
        />
      </div>
      <TablePagination table={table} pageSizes={LICENSE_PAGE_SIZES} />
    </div>
  );
}
