import { PaginationBar } from '../../components/ui/pagination-bar';
import { ADMIN_ORGANIZATION_PAGE_SIZES } from './admin-organizations-search';

export interface AdminOrganizationsPaginationProps {
  /** 0-based index of the page's first row among all matches; null when the page was opened by an unknown cursor. */
  start: number | null;
  /** Rows on this page. */
  shown: number;
  total: number;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** Absent at the first page. */
  onPrevious: (() => void) | null;
  /** Absent at the last page. */
  onNext: (() => void) | null;
}

/**
 * Under the Organizations table: "11–20 of 42", the rows per page, Previous and Next. Pages are cursors (the
 * server's), which carry no row number: the page remembers where each page it opened starts. A page opened
 * straight from an address with a cursor (a link, a reload) starts at an unknown row, unless it is the first or
 * last page; it then says "{shown} of {total}".
 */
export function AdminOrganizationsPagination({
  start,
  shown,
  total,
  pageSize,
  onPageSizeChange,
  onPrevious,
  onNext,
}: AdminOrganizationsPaginationProps) {
  return (
    <PaginationBar
      range={
        start == null ? `${shown} of ${total}` : `${shown === 0 ? 0 : start + 1}–${start + shown} of ${total}`
      }
      pageSize={pageSize}
      pageSizes={ADMIN_ORGANIZATION_PAGE_SIZES}
      onPageSizeChange={onPageSizeChange}
      onPrevious={onPrevious}
      onNext={onNext}
    />
  );
}
