// The two layouts of a DataTable, switched by its container's width (docs/decisions/0014-narrow-tables.md): cards
// below the breakpoint, a table from it, one markup for both. Tailwind finds classes by their literal names, so
// each breakpoint spells its own out.

/**
 * The container width from which a DataTable is a table: `xl` 36rem (576 px), `4xl` 56rem (896 px), `59rem`
 * (944 px) for the nine columns of the platform admin's Organizations table, which fit the main area beside the
 * sidebar of a 1280 px window (976 px, 961 px with a scroll bar) and not that of a 1024 px one (720 px).
 */
export type DataTableBreakpoint = 'xl' | '4xl' | '59rem';

/** Where the table sits: `framed` on the page (a bordered table), `inset` in a card that frames it already. */
export type DataTableFrame = 'framed' | 'inset';

export interface DataTableLayout {
  frame: Record<DataTableFrame, string>;
  table: string;
  /**
   * Columns sized by what the rows hold rather than by the columns' set widths; not for a long table, whose
   * columns would shift as other rows scroll in.
   */
  contentWidths: string;
  thead: string;
  headerCell: string;
  tbody: string;
  row: string;
  cell: string;
  rowHeaderCell: string;
  actionsCell: string;
  /** The panel of an expanded row: a row across the table, a section under the card. */
  detailRow: string;
  detailCell: string;
}

const CARD = {
  table: 'block w-full table-fixed text-left text-sm',
  thead: 'hidden bg-surface text-xs tracking-wide text-fg-muted uppercase',
  headerCell: 'px-4 py-2 font-semibold',
  tbody: 'block space-y-3',
  row: 'block rounded-lg border border-line bg-surface-raised p-4',
  // The column's name before each value of a card, from the cell's data-label: generated content, so it is read
  // out (and named) with the cell in a card yet is no part of the cell's text; the table's header says it there.
  cell: 'flex items-baseline justify-between gap-4 py-1 text-fg before:shrink-0 before:text-fg-muted before:content-[attr(data-label)]',
  // A name wraps rather than be cut: the row's name is what a person reads it by.
  rowHeaderCell: 'block pb-2 text-base font-semibold wrap-break-word text-fg',
  // A row without actions (your own, in Members) shows no empty foot.
  actionsCell: 'mt-2 flex flex-wrap gap-2 border-t border-line pt-3 empty:hidden',
  detailRow: 'block rounded-lg border border-line bg-surface p-4',
  detailCell: 'block text-sm text-fg',
};

export const DATA_TABLE_LAYOUTS: Record<DataTableBreakpoint, DataTableLayout> = {
  xl: {
    frame: {
      framed: '@xl:overflow-hidden @xl:rounded-lg @xl:border @xl:border-line @xl:bg-surface-raised',
      inset: 'px-4 pb-4 sm:px-6 @xl:p-0',
    },
    table: `${CARD.table} @xl:table`,
    // Columns as wide as what they hold: a card of Organization Settings gives whole names and addresses the room
    // its actions do not need, and they wrap only when the card has none.
    contentWidths: '@xl:table-auto',
    thead: `${CARD.thead} @xl:table-header-group`,
    headerCell: `${CARD.headerCell} @xl:border-y @xl:border-line @xl:first:pl-6 @xl:last:pr-6`,
    tbody: `${CARD.tbody} @xl:table-row-group @xl:space-y-0`,
    // A rule under every row but the last.
    row: `${CARD.row} @xl:table-row @xl:rounded-none @xl:border-x-0 @xl:border-t-0 @xl:p-0 @xl:last:border-b-0`,
    cell: `${CARD.cell} @xl:table-cell @xl:before:content-none @xl:px-4 @xl:py-3 @xl:align-middle @xl:first:pl-6 @xl:last:pr-6`,
    rowHeaderCell: `${CARD.rowHeaderCell} @xl:table-cell @xl:px-4 @xl:py-3 @xl:pl-6 @xl:align-middle @xl:text-sm @xl:font-medium`,
    actionsCell: `${CARD.actionsCell} @xl:mt-0 @xl:table-cell @xl:empty:table-cell @xl:border-t-0 @xl:px-4 @xl:py-3 @xl:pr-6 @xl:text-right @xl:align-middle`,
    detailRow: `${CARD.detailRow} @xl:table-row @xl:rounded-none @xl:border-x-0 @xl:border-t-0 @xl:p-0 @xl:last:border-b-0`,
    detailCell: `${CARD.detailCell} @xl:table-cell @xl:px-6 @xl:py-4`,
  },
  '4xl': {
    frame: {
      framed: '@4xl:overflow-hidden @4xl:rounded-lg @4xl:border @4xl:border-line @4xl:bg-surface-raised',
      inset: 'px-4 pb-4 sm:px-6 @4xl:p-0',
    },
    table: `${CARD.table} @4xl:table`,
    contentWidths: '',
    thead: `${CARD.thead} @4xl:table-header-group`,
    headerCell: `${CARD.headerCell} @4xl:border-b @4xl:border-line`,
    tbody: `${CARD.tbody} @4xl:table-row-group @4xl:space-y-0`,
    // A rule under every row but the last.
    row: `${CARD.row} @4xl:table-row @4xl:rounded-none @4xl:border-x-0 @4xl:border-t-0 @4xl:p-0 @4xl:last:border-b-0`,
    cell: `${CARD.cell} @4xl:table-cell @4xl:before:content-none @4xl:px-4 @4xl:py-3 @4xl:align-middle`,
    rowHeaderCell: `${CARD.rowHeaderCell} @4xl:table-cell @4xl:px-4 @4xl:py-3 @4xl:align-middle @4xl:text-sm @4xl:font-medium`,
    actionsCell: `${CARD.actionsCell} @4xl:mt-0 @4xl:table-cell @4xl:empty:table-cell @4xl:border-t-0 @4xl:px-4 @4xl:py-3 @4xl:text-right @4xl:align-middle`,
    detailRow: `${CARD.detailRow} @4xl:table-row @4xl:rounded-none @4xl:border-x-0 @4xl:border-t-0 @4xl:p-0 @4xl:last:border-b-0`,
    detailCell: `${CARD.detailCell} @4xl:table-cell @4xl:px-6 @4xl:py-4`,
  },
  '59rem': {
    frame: {
      framed:
        '@min-[59rem]:overflow-hidden @min-[59rem]:rounded-lg @min-[59rem]:border @min-[59rem]:border-line @min-[59rem]:bg-surface-raised',
      inset: 'px-4 pb-4 sm:px-6 @min-[59rem]:p-0',
    },
    table: `${CARD.table} @min-[59rem]:table`,
    contentWidths: '',
    thead: `${CARD.thead} @min-[59rem]:table-header-group`,
    headerCell: `${CARD.headerCell} @min-[59rem]:border-b @min-[59rem]:border-line`,
    tbody: `${CARD.tbody} @min-[59rem]:table-row-group @min-[59rem]:space-y-0`,
    // A rule under every row but the last.
    row: `${CARD.row} @min-[59rem]:table-row @min-[59rem]:rounded-none @min-[59rem]:border-x-0 @min-[59rem]:border-t-0 @min-[59rem]:p-0 @min-[59rem]:last:border-b-0`,
    cell: `${CARD.cell} @min-[59rem]:table-cell @min-[59rem]:before:content-none @min-[59rem]:px-4 @min-[59rem]:py-3 @min-[59rem]:align-middle`,
    rowHeaderCell: `${CARD.rowHeaderCell} @min-[59rem]:table-cell @min-[59rem]:px-4 @min-[59rem]:py-3 @min-[59rem]:align-middle @min-[59rem]:text-sm @min-[59rem]:font-medium`,
    actionsCell: `${CARD.actionsCell} @min-[59rem]:mt-0 @min-[59rem]:table-cell @min-[59rem]:empty:table-cell @min-[59rem]:border-t-0 @min-[59rem]:px-4 @min-[59rem]:py-3 @min-[59rem]:text-right @min-[59rem]:align-middle`,
    detailRow: `${CARD.detailRow} @min-[59rem]:table-row @min-[59rem]:rounded-none @min-[59rem]:border-x-0 @min-[59rem]:border-t-0 @min-[59rem]:p-0 @min-[59rem]:last:border-b-0`,
    detailCell: `${CARD.detailCell} @min-[59rem]:table-cell @min-[59rem]:px-6 @min-[59rem]:py-4`,
  },
};
