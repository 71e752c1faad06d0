import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { DataTableLayout } from './data-table-layout';
import { DataTableRow } from './data-table-row';
import type { DataColumns, DataRow, DataTableFeatures } from './use-data-table';

/** A table row's height before it is measured; cards are taller, and measured as they render. */
const ESTIMATED_ROW_PX = 56;
/** Rows rendered beyond each edge of the scroll box, so a quick scroll or a Tab lands on a rendered row. */
const OVERSCAN = 8;

export interface VirtualRowsProps<TData extends DataRow> {
  rows: readonly Row<DataTableFeatures, TData>[];
  columns: DataColumns<TData>;
  layout: DataTableLayout;
  /** The box the rows scroll in (null until it is mounted). */
  scrollBox: HTMLDivElement | null;
  /** Columns a spacer row spans. */
  columnCount: number;
}

// An empty row as tall as the rows it stands in for; hidden from assistive technology, which learns the row
// count from aria-rowcount instead.
const spacer = (height: number, columnCount: number) => (
  <tr aria-hidden="true" style={{ height }}>
    <td colSpan={columnCount} className="p-0" />
  </tr>
);

/**
 * The rows of a long DataTable, only those in (or near) its scroll box rendered: empty rows above and below
 * stand in for the others, so the table keeps its native layout and the scroll bar its full length.
 */
export function VirtualRows<TData extends DataRow>({
  rows,
  columns,
  layout,
  scrollBox,
  columnCount,
}: VirtualRowsProps<TData>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <>
      {before > 0 ? spacer(before, columnCount) : null}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <DataTableRow
            key={row.id}
            row={row}
            columns={columns}
            layout={layout}
            // The header row is row 1.
            ariaRowIndex={item.index + 2}
            measureRef={virtualizer.measureElement}
            virtualIndex={item.index}
          />
        );
      })}
      {after > 0 ? spacer(after, columnCount) : null}
    </>
  );
}
