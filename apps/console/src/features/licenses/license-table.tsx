import type { License } from '@pod-console/sdk';
import { memo, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { ActionTips } from '../../components/ui/action-tips';
import { DataTable } from '../../components/ui/data-table';
import { TablePagination } from '../../components/ui/table-pagination';
import { useDataTable, type DataTableView } from '../../components/ui/use-data-table';
import { licenseColumns, type LicenseColumnsContext } from './license-columns';
import type { LicenseSort, LicenseSortColumn } from './license-search';
import { TABLE_DEFAULT_PAGE_SIZE } from '../../lib/ui-constants';

/** Page sizes offered; the first is spec §9's default. */
export const LICENSE_PAGE_SIZES = [TABLE_DEFAULT_PAGE_SIZE, 25, 50] as const;

export interface LicenseTableView {
  sort: LicenseSort | null;
  /** 1-based. */
  page: number;
}

export interface LicenseTableProps extends LicenseColumnsContext {
  /** Every licence of the organization: each column's order is computed once for them. */
  licenses: readonly License[];
  /** The licences shown (a search, filters), or null for all of them (useFoundLicenses). */
  filter?: ((license: License) => boolean) | null;
  /** The order and page, kept by the page (in the address); without them, the table keeps its own. */
  view?: LicenseTableView;
  onViewChange?: (view: LicenseTableView) => void;
  /** 1-based, for a table that keeps its own view; stories open a later page. */
  initialPage?: number;
  /**
   * Shown in place of the rows and paging when the filter leaves none ("No licenses match"). The table stays
   * mounted meanwhile, so its column orders are not computed again when the rows come back.
   */
  empty?: ReactNode;
  /**
   * How many licences there are in all while `licenses` are only the first ones (docs/decisions/0053-first-page-of-
   * licences.md): the table shows its page of them, in the organization's order, with no sort and no paging; null
   * once every licence is in.
   */
  waitingForTotal?: number | null;
}

const NO_SORTING: DataTableView['sorting'] = [];

/**
 * spec §2 licence table, paged (spec §9: 10 a page by default) and sortable by its column headers, its order and
 * page kept by its page. Only the page's rows are rendered, so 10,000 licences cost what 10 do; under 59rem of
 * width each row is a card.
 */
function LicenseTableView({
  licenses,
  filter = null,
  view: givenView,
  onViewChange,
  initialPage = 1,
  empty = null,
  waitingForTotal = null,
  now,
  onEdit,
  onRevoke,
  onShowLink,
  onRegenerateLink,
  onReleaseDevice,
  manageBlockedBecause = null,
}: LicenseTableProps) {
  const captionId = useId();
  const columns = useMemo(
    () =>
      licenseColumns({
        now,
        onEdit,
        onRevoke,
        onShowLink,
        onRegenerateLink,
        onReleaseDevice,
        manageBlockedBecause,
      }),
    [now, onEdit, onRevoke, onShowLink, onRegenerateLink, onReleaseDevice, manageBlockedBecause],
  );
  const [ownView, setOwnView] = useState<LicenseTableView>({ sort: null, page: initialPage });
  const view = givenView ?? ownView;
  const setView = onViewChange ?? setOwnView;
  const { sort, page: askedPage } = view;
  const sorting = useMemo(() => (sort == null ? NO_SORTING : [{ id: sort.column, desc: sort.desc }]), [sort]);
  const tableView = useMemo(() => ({ sorting, pageIndex: askedPage - 1 }), [sorting, askedPage]);
  const changeView = useCallback(
    (next: DataTableView) => {
      const first = next.sorting[0];
      setView({
        sort: first ? { column: first.id as LicenseSortColumn, desc: first.desc } : null,
        page: next.pageIndex + 1,
      });
    },
    [setView],
  );
  const table = useDataTable({
    data: licenses,
    columns,
    pageSize: TABLE_DEFAULT_PAGE_SIZE,
    view: { view: tableView, onViewChange: changeView },
    filter,
    sortable: waitingForTotal == null,
  });
  const page = table.state.pagination.pageIndex + 1;
  const pageCount = Math.max(
    waitingForTotal == null ? table.getPageCount() : Math.ceil(waitingForTotal / TABLE_DEFAULT_PAGE_SIZE),
    1,
  );

  if (table.getRowCount() === 0 && empty != null) return <>{empty}</>;
  return (
    <ActionTips>
      {/* Focusable, so that a keyboard can scroll it should a row ever be wider than the screen. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus"
      >
        <DataTable
          table={table}
          caption={`Pod Creator licenses, page ${page} of ${pageCount}`}
          captionId={captionId}
          breakpoint="59rem"
        />
      </div>
      {waitingForTotal == null ? <TablePagination table={table} pageSizes={LICENSE_PAGE_SIZES} /> : null}
    </ActionTips>
  );
}

/**
 * Memoised: the page renders again for what does not concern the table (a selection, the search box's text), and
 * the table only when the licences it shows, their order or its page change.
 */
export const LicenseTable = memo(LicenseTableView);
