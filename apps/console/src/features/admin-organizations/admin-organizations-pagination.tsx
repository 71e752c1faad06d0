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
 * "11–20 of 42", rows per page, Previous and Next over the server's cursors, which carry no row number: a
 * page opened from an address with a cursor says "{shown} of {total}"
 * (docs/decisions/0017-platform-admin-organizations.md).
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
