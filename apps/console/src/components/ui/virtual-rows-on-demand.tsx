import type { ComponentType } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { DataRow } from './use-data-table';
import type { VirtualRowsProps } from './virtual-rows';

// The virtualizer is not on the first screen of a usual organization (a page of 10 to 100 rows): it loads when a
// table first has more rows than that, showing those rows plainly meanwhile, or at an idle moment after the first
// screen (`preloadVirtualRows`, called by the shell; docs/decisions/0023-first-screen-code.md).
const LazyVirtualRows = lazyWithPreload(() =>
  import('./virtual-rows').then((module) => module.VirtualRows as ComponentType<VirtualRowsProps<DataRow>>),
);

export const preloadVirtualRows = LazyVirtualRows.preload;

export function VirtualRowsOnDemand<TData extends DataRow>(props: VirtualRowsProps<TData>) {
  // lazyWithPreload keeps one props type; the rows' type is the caller's.
  const Rows = LazyVirtualRows.Component as unknown as ComponentType<VirtualRowsProps<TData>>;
  return <Rows {...props} />;
}
