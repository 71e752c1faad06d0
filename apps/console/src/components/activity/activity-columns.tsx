import {
  activityActorName,
  activityKindLabel,
  describeActivity,
  describeActivityChange,
  formatDateTime,
} from '@pod-console/hooks/domain';
import type { ActivityEntry } from '@pod-console/sdk';
import { dataColumnHelper } from '../ui/use-data-table';

const column = dataColumnHelper<ActivityEntry>();

// In a card each value sits right of its column's name; long names and addresses wrap instead of widening it.
const VALUE = 'min-w-0 text-right [overflow-wrap:anywhere] @4xl:text-left';

/**
 * The activity log's columns (docs/decisions/0026-activity-log.md): when, who, what and the change, in the
 * domain's words. The server orders the entries (newest first), so no column sorts.
 */
export const activityColumns = column.columns([
  column.accessor('occurredAt', {
    id: 'when',
    header: 'When',
    enableSorting: false,
    meta: { rowHeader: true, className: '@4xl:w-56' },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
  column.accessor((entry) => activityActorName(entry), {
    id: 'who',
    header: 'Who',
    enableSorting: false,
    meta: { className: '@4xl:w-48' },
    cell: ({ getValue }) => <span className={VALUE}>{getValue()}</span>,
  }),
  column.accessor((entry) => describeActivity(entry), {
    id: 'what',
    header: 'What',
    enableSorting: false,
    cell: ({ row, getValue }) => (
      <span className={VALUE}>
        <span className="block font-medium text-fg">{activityKindLabel(row.original.kind)}</span>
        <span className="block">{getValue()}</span>
      </span>
    ),
  }),
  column.accessor((entry) => describeActivityChange(entry), {
    id: 'change',
    header: 'Change',
    enableSorting: false,
    // An entry without a change of value shows no empty line in its card.
    meta: { cellClassName: (value) => (value === '' ? 'hidden @4xl:table-cell' : undefined) },
    cell: ({ getValue }) => <span className={VALUE}>{getValue()}</span>,
  }),
]);
