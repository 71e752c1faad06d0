import { useMemo } from 'react';
import { Button } from '../components/ui/button';
import { DataTable, type DataTableProps } from '../components/ui/data-table';
import type { DataTableBreakpoint } from '../components/ui/data-table-layout';
import { TablePagination } from '../components/ui/table-pagination';
import { dataColumnHelper, useDataTable } from '../components/ui/use-data-table';

// The building blocks' stories: a table of made-up devices, to show DataTable and TablePagination apart from any
// screen's columns.

export interface DemoDevice {
  id: string;
  identifier: string;
  holder: string;
  status: 'Active' | 'Available';
}

const HOLDERS = ['Alice Martin', 'Bob Okafor', 'Chen Wei', 'Dana Ruiz', ''];

/** `count` devices, named "Studio iPad 1" … with a holder for four in five. */
export const demoDevices = (count: number): DemoDevice[] =>
  Array.from({ length: count }, (_, index) => {
    const holder = HOLDERS[index % HOLDERS.length]!;
    return {
      id: `device-${index + 1}`,
      identifier: `Studio iPad ${index + 1}`,
      holder,
      status: holder ? 'Active' : 'Available',
    };
  });

const column = dataColumnHelper<DemoDevice>();

export interface DemoTableProps extends Pick<DataTableProps<DemoDevice>, 'busy' | 'frame'> {
  devices: readonly DemoDevice[];
  breakpoint?: DataTableBreakpoint;
  /** Paged with this many rows a page, under the page's pagination. */
  pageSize?: number;
  pageSizes?: readonly number[];
  /** Each row opens a panel with its details. */
  expandable?: boolean;
}

/** DataTable over the demo devices: identifier (the row's name), holder, status, and an Edit action. */
export function DemoTable({
  devices,
  breakpoint = 'xl',
  pageSize,
  pageSizes = [5, 10, 25],
  expandable = false,
  busy,
  frame,
}: DemoTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('identifier', { header: 'Identifier', meta: { rowHeader: true } }),
        column.accessor('holder', { header: 'Holder', cell: ({ getValue }) => getValue() || '—' }),
        column.accessor('status', { header: 'Status' }),
        column.display({
          id: 'actions',
          header: 'Actions',
          meta: { actions: true },
          cell: ({ row }) => (
            <span className="inline-flex gap-2">
              {expandable ? (
                <Button
                  variant="secondary"
                  aria-expanded={row.getIsExpanded()}
                  onClick={row.getToggleExpandedHandler()}
                >
                  Details<span className="sr-only"> of {row.original.identifier}</span>
                </Button>
              ) : null}
              <Button variant="ghost">
                Edit<span className="sr-only"> {row.original.identifier}</span>
              </Button>
            </span>
          ),
        }),
      ]),
    [expandable],
  );
  const table = useDataTable({ data: devices, columns, pageSize, expandable });
  return (
    <>
      <DataTable
        table={table}
        caption="Devices"
        breakpoint={breakpoint}
        busy={busy}
        frame={frame}
        renderExpanded={
          expandable
            ? (device) => `${device.identifier}: ${device.holder ? `held by ${device.holder}` : 'free'}.`
            : undefined
        }
      />
      {pageSize == null ? null : <TablePagination table={table} pageSizes={pageSizes} />}
    </>
  );
}
