import { PaginationBar } from '../ui/pagination-bar';

export interface ActivityPaginationProps {
  /** 1-based. */
  pageNumber: number;
  /** Absent on the first page, and while a page loads. */
  onPrevious: (() => void) | null;
  /** Absent on the last page, and while a page loads. */
  onNext: (() => void) | null;
}

/**
 * Under the activity table: the page number, Previous and Next. The log is paged by cursors and has no total
 * (docs/decisions/0026-activity-log.md), so the page says which page it is, not a range of a whole.
 */
export function ActivityPagination({ pageNumber, onPrevious, onNext }: ActivityPaginationProps) {
  return <PaginationBar range={`Page ${pageNumber}`} onPrevious={onPrevious} onNext={onNext} />;
}
