import type { Cell, Row } from '@tanstack/react-table';
import { memo, type ReactNode, type Ref } from 'react';
import type { DataTableLayout } from './data-table-layout';
import type { DataColumns, DataRow, DataTableFeatures } from './use-data-table';

export interface DataTableRowProps<TData extends DataRow> {
  row: Row<DataTableFeatures, TData>;
  /** The table's column definitions: new ones (a new clock, new handlers) render the row again. */
  columns: DataColumns<TData>;
  layout: DataTableLayout;
  /** 1-based position among all rows, header row included, when only some rows are rendered. */
  ariaRowIndex?: number;
  /** The virtualizer measures the row through this, at `data-index`. */
  measureRef?: Ref<HTMLTableRowElement>;
  virtualIndex?: number;
  /** Its detail panel is open: the row renders again, so its toggle says so. */
  expanded?: boolean;
}

/**
 * A cell's template is called, not mounted as a component (TanStack's FlexRender mounts a function as one): new
 * column definitions (a new clock, new handlers) then update the cells in place instead of remounting them, so a
 * refresh does not take the focus from a row's action. Cell templates are therefore plain render functions: no
 * hooks.
 */
function renderCell<TData extends DataRow>(cell: Cell<DataTableFeatures, TData, unknown>): ReactNode {
  const template = cell.column.columnDef.cell;
  return typeof template === 'function' ? (template(cell.getContext()) as ReactNode) : (template ?? null);
}

function DataTableRowView<TData extends DataRow>({
  row,
  layout,
  ariaRowIndex,
  measureRef,
  virtualIndex,
}: DataTableRowProps<TData>) {
  return (
    // Explicit roles: a row laid out as a card (display: block) stays a row of the table for assistive technology.
    <tr
      role="row"
      aria-rowindex={ariaRowIndex}
      ref={measureRef}
      data-index={virtualIndex}
      className={layout.row}
    >
      {row.getAllCells().map((cell) => {
        const { columnDef } = cell.column;
        const meta = columnDef.meta ?? {};
        const extra = meta.cellClassName?.(cell.getValue()) ?? '';
        const content = renderCell(cell);
        if (meta.rowHeader) {
          return (
            <th
              key={cell.id}
              role="rowheader"
              scope="row"
              aria-labelledby={meta.rowHeaderNameId?.(row.id)}
              className={`${layout.rowHeaderCell} ${meta.className ?? ''} ${extra}`}
            >
              {content}
            </th>
          );
        }
        if (meta.actions) {
          return (
            <td
              key={cell.id}
              role="cell"
              className={`${layout.actionsCell} ${meta.className ?? ''} ${extra}`}
            >
              {content}
            </td>
          );
        }
        return (
          <td
            key={cell.id}
            role="cell"
            data-label={typeof columnDef.header === 'string' ? columnDef.header : undefined}
            className={`${layout.cell} ${meta.className ?? ''} ${extra}`}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One row of a DataTable. Memoised on the licence, member or invitation it shows: a refresh re-renders only the
 * rows whose data changed, and an unchanged poll none (docs/architecture.md, "Budgets"). TanStack rebuilds its
 * row objects whenever the data array changes, so the row object itself is not the key.
 */
export const DataTableRow = memo(
  DataTableRowView,
  (before, after) =>
    before.row.original === after.row.original &&
    before.row.id === after.row.id &&
    before.columns === after.columns &&
    before.layout === after.layout &&
    before.ariaRowIndex === after.ariaRowIndex &&
    before.measureRef === after.measureRef &&
    before.virtualIndex === after.virtualIndex &&
    before.expanded === after.expanded,
) as typeof DataTableRowView;
