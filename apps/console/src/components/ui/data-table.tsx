import { Fragment, Suspense, useId, useState, type ReactNode } from 'react';
import { DATA_TABLE_LAYOUTS, type DataTableBreakpoint, type DataTableFrame } from './data-table-layout';
import { DataTableHead } from './data-table-head';
import { DataTableRow } from './data-table-row';
import type { DataRow, DataTableInstance } from './use-data-table';
import { VirtualRowsOnDemand } from './virtual-rows-on-demand';

/** Above this many rows on one page, only the rows in view are rendered (docs/decisions/0009-tables-tanstack-table.md). */
export const VIRTUALIZE_ABOVE_ROWS = 100;

export interface DataTableProps<TData extends DataRow> {
  table: DataTableInstance<TData>;
  /** Names the table, read by screen readers only; or name it with `labelledBy`. */
  caption?: string;
  /** The caption's id, for an element around the table that the caption names too. */
  captionId?: string;
  /** The id of a heading that names the table. */
  labelledBy?: string;
  /** The container width from which the rows show as a table; below it, one card per row. */
  breakpoint: DataTableBreakpoint;
  frame?: DataTableFrame;
  /**
   * The panel under an expanded row (a table built with `expandable`): a row across every column in the table,
   * a section under the card in the card layout. Not for virtualized tables.
   */
  renderExpanded?: (row: TData) => ReactNode;
  /** The rows shown are about to be replaced (the next query is loading): aria-busy on the table. */
  busy?: boolean;
}

/**
 * The console's table (docs/decisions/0009-tables-tanstack-table.md): sortable headers, the current page's
 * rows, cards below `breakpoint` (docs/decisions/0014-narrow-tables.md), and over VIRTUALIZE_ABOVE_ROWS rows
 * only those in view.
 */
export function DataTable<TData extends DataRow>({
  table,
  caption,
  captionId: givenCaptionId,
  labelledBy,
  breakpoint,
  frame = 'framed',
  renderExpanded,
  busy = false,
}: DataTableProps<TData>) {
  const ownCaptionId = useId();
  const captionId = givenCaptionId ?? ownCaptionId;
  // State, not a ref: the rows below read the box in their layout effects, before a ref on it would be set.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const layout = DATA_TABLE_LAYOUTS[breakpoint];
  const { rows } = table.getRowModel();
  const columns = table.options.columns;
  const virtual = rows.length > VIRTUALIZE_ABOVE_ROWS;
  const nameId = labelledBy ?? captionId;

  const markup = (
    // Explicit roles: the card layout changes the table's display, and some browsers then drop its semantics.
    <table
      role="table"
      aria-labelledby={labelledBy}
      aria-rowcount={virtual ? rows.length + 1 : undefined}
      aria-busy={busy || undefined}
      className={`${layout.table} ${virtual ? '' : layout.contentWidths}`}
    >
      {caption ? (
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
      ) : null}
      <DataTableHead table={table} layout={layout} virtual={virtual} />
      <tbody role="rowgroup" className={layout.tbody}>
        {virtual ? (
          <Suspense
            fallback={rows.slice(0, VIRTUALIZE_ABOVE_ROWS).map((row) => (
              <DataTableRow key={row.id} row={row} columns={columns} layout={layout} expanded={false} />
            ))}
          >
            <VirtualRowsOnDemand
              rows={rows}
              columns={columns}
              layout={layout}
              scrollBox={scrollBox}
              columnCount={table.getAllLeafColumns().length}
            />
          </Suspense>
        ) : (
          rows.map((row) => {
            const expanded = renderExpanded != null && row.getIsExpanded();
            return (
              <Fragment key={row.id}>
                <DataTableRow row={row} columns={columns} layout={layout} expanded={expanded} />
                {expanded ? (
                  <tr role="row" className={layout.detailRow}>
                    <td role="cell" colSpan={table.getAllLeafColumns().length} className={layout.detailCell}>
                      {renderExpanded(row.original)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })
        )}
      </tbody>
    </table>
  );

  return (
    <div className="@container">
      {virtual ? (
        // A box that scrolls must be reachable by keyboard (its arrow keys scroll it) and named.
        <div
          ref={setScrollBox}
          role="region"
          aria-labelledby={nameId}
          tabIndex={0}
          className={`max-h-[36rem] overflow-y-auto focus-visible:outline-2 focus-visible:outline-focus ${layout.frame[frame]}`}
        >
          {markup}
        </div>
      ) : (
        <div className={layout.frame[frame]}>{markup}</div>
      )}
    </div>
  );
}
