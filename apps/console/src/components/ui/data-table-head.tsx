import { FlexRender } from '@tanstack/react-table';
import type { DataTableLayout } from './data-table-layout';
import type { DataRow, DataTableInstance } from './use-data-table';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

// Decorative: the header's aria-sort tells assistive technology the order.
const SORT_ICONS = {
  asc: <path d="M5 12l5-5 5 5" />,
  desc: <path d="M5 8l5 5 5-5" />,
  none: <path d="M6 8l4-4 4 4M6 12l4 4 4-4" />,
};

export interface DataTableHeadProps<TData extends DataRow> {
  table: DataTableInstance<TData>;
  layout: DataTableLayout;
  /** Only some rows are rendered: the header row stays in view as they scroll, and says it is row 1. */
  virtual?: boolean;
}

/**
 * The column headers of a DataTable. A sortable column's name is a button (Enter or Space sorts it: ascending,
 * descending, then back to the data's own order); the sorted column carries aria-sort. A column's `headerStart`
 * (a "select all" checkbox) comes before its name.
 */
export function DataTableHead<TData extends DataRow>({
  table,
  layout,
  virtual = false,
}: DataTableHeadProps<TData>) {
  return (
    <thead role="rowgroup" className={`${layout.thead} ${virtual ? 'sticky top-0 z-10' : ''}`}>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} role="row" aria-rowindex={virtual ? 1 : undefined}>
          {group.headers.map((header) => {
            const { column } = header;
            const meta = column.columnDef.meta ?? {};
            const sorted = column.getIsSorted();
            const name = <FlexRender header={header} />;
            const content = meta.actions ? (
              <span className="sr-only">{name}</span>
            ) : column.getCanSort() ? (
              <button
                type="button"
                onClick={column.getToggleSortingHandler()}
                className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
              >
                {name}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-4 shrink-0 fill-none stroke-current stroke-2 ${sorted ? 'text-fg' : 'text-fg-subtle'}`}
                >
                  {SORT_ICONS[sorted || 'none']}
                </svg>
              </button>
            ) : (
              name
            );
            return (
              <th
                key={header.id}
                role="columnheader"
                scope="col"
                aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                className={`${layout.headerCell} bg-surface ${meta.className ?? ''}`}
              >
                {meta.headerStart != null ? (
                  // One line: the control and the name side by side, each keeping its own target.
                  <span className="inline-flex items-center gap-3 whitespace-nowrap">
                    {meta.headerStart}
                    {content}
                  </span>
                ) : (
                  content
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
