import {
  formatDateTime,
  getLicenseStatus,
  lastSeenText,
  toTime,
  type LicenseStatus,
} from '@pod-console/hooks/domain';
import type { License } from '@pod-console/sdk';
import { dataColumnHelper } from '../../components/ui/use-data-table';
import type { SortRow } from '../../components/ui/row-order';
import { licenseLabel } from './license-label';
import { LicenseRowActions, type LicenseRowActionHandlers } from './license-row-actions';
import { LicenseRowCheckbox } from './license-row-checkbox';
import { LicenseSelectAllCheckbox } from './license-select-all-checkbox';
import type { LicenseSortColumn } from './license-search';

export interface LicenseColumnsContext extends LicenseRowActionHandlers {
  /** The status rule reads the clock through this (the domain takes `now`). */
  now: Date;
  /**
   * Why the member's role may not change licences (`blockedBecause('licenses:manage')`), or null: the actions that
   * change a licence stay in place, disabled, and say it (docs/decisions/0024-organization-roles.md); QR / Link,
   * which only shows, stays.
   */
  manageBlockedBecause?: string | null;
}

/** Sorting by status orders by expiry, soonest first; a licence that never expires comes last. */
const expiry = (license: License) => toTime(license.expiresAt) ?? Number.POSITIVE_INFINITY;
const byNumber = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
/** Times and names compare as they are; a licence without one (never claimed, never seen) comes last. */
const lastWhenMissing = (a: unknown, b: unknown) => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return a === b ? 0 : (a as number | string) < (b as number | string) ? -1 : 1;
};
const byValue = (rowA: SortRow<License>, rowB: SortRow<License>, columnId: string) =>
  lastWhenMissing(rowA.getValue(columnId), rowB.getValue(columnId));

/** The id of the element that names a licence's row: its identifier, not its checkbox too. */
export const licenseNameId = (licenseId: string) => `license-name-${licenseId}`;

// Eight columns and the row's actions must fit the main area beside the sidebar of a 1280 px window (976 px, 961
// with a scroll bar) without scrolling sideways (docs/decisions/0014-narrow-tables.md): half the usual padding, fixed
// widths for all but the identifier and the device, dates on two lines, and the actions as icons
// (license-row-actions.tsx). Below 59rem of room each row is a card, which leaves out what a licence does not
// have (no device, never seen) and when it was claimed.
const compact = '@min-[59rem]:!px-2';
const hiddenInCards = '@max-[59rem]:!hidden';
const missingInCards = (value: unknown) => (value == null ? hiddenInCards : undefined);
const column = dataColumnHelper<License>();
// The column ids are the address's sort values (license-search.ts).
const id = (columnId: LicenseSortColumn) => columnId;

/**
 * spec §2 licence table: identifier (with the row's checkbox), status (spec §4), Claimed (True/False), type (Trial or
 * Pod Creator), then when and on which device it was claimed and when that device was last seen, and each row's
 * actions, named after its licence. Status, Claimed and Type keep their place right after the identifier.
 */
export const licenseColumns = ({ now, manageBlockedBecause = null, ...handlers }: LicenseColumnsContext) =>
  column.columns([
    column.accessor(licenseLabel, {
      id: id('identifier'),
      header: 'Identifier',
      sortFn: 'alphanumeric',
      meta: {
        rowHeader: true,
        className: `${compact} @min-[59rem]:break-words`,
        headerStart: <LicenseSelectAllCheckbox />,
        rowHeaderNameId: licenseNameId,
      },
      cell: ({ row, getValue }) => (
        <span className="flex min-w-0 items-center gap-3">
          <LicenseRowCheckbox license={row.original} />
          <span id={licenseNameId(row.id)} className="min-w-0 truncate @min-[59rem]:whitespace-normal">
            {getValue()}
          </span>
        </span>
      ),
    }),
    column.accessor((license) => getLicenseStatus(license, now), {
      id: id('status'),
      header: 'Status',
      sortFn: (a, b) => byNumber(expiry(a.original), expiry(b.original)),
      meta: {
        className: `${compact} @min-[59rem]:w-32`,
        // spec §4: expired licences show their status in red (red-700 on white: 6.5:1, AA).
        cellClassName: (status: LicenseStatus) => (status.expired ? 'font-medium text-danger-fg' : undefined),
      },
      cell: ({ getValue }) => getValue().text,
    }),
    column.accessor((license) => getLicenseStatus(license, now).claimedLabel, {
      id: id('claimed'),
      header: 'Claimed',
      sortFn: 'basic',
      meta: { className: `${compact} @min-[59rem]:w-24` },
    }),
    column.accessor((license) => getLicenseStatus(license, now).typeLabel, {
      id: id('type'),
      header: 'Type',
      sortFn: 'text',
      meta: { className: `${compact} @min-[59rem]:w-24 @min-[59rem]:whitespace-nowrap` },
    }),
    column.accessor((license) => toTime(license.claimedAt), {
      id: id('claimed-at'),
      header: 'Claimed at',
      sortFn: byValue,
      meta: { className: `${compact} ${hiddenInCards} @min-[59rem]:w-28` },
      cell: ({ row }) => formatDateTime(row.original.claimedAt) || '—',
    }),
    column.accessor((license) => license.deviceName?.toLowerCase() ?? null, {
      id: id('device'),
      header: 'Device',
      sortFn: byValue,
      meta: {
        className: `${compact} @min-[59rem]:w-28 @min-[59rem]:break-words`,
        cellClassName: missingInCards,
      },
      cell: ({ row }) => row.original.deviceName ?? '—',
    }),
    column.accessor((license) => toTime(license.lastSeenAt), {
      id: id('last-seen'),
      header: 'Last seen',
      sortFn: byValue,
      meta: { className: `${compact} @min-[59rem]:w-28`, cellClassName: missingInCards },
      cell: ({ row }) => lastSeenText(row.original.lastSeenAt),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true, className: `${compact} @min-[59rem]:w-40` },
      cell: ({ row }) => (
        <LicenseRowActions
          license={row.original}
          claimed={getLicenseStatus(row.original, now).claimed}
          manageBlockedBecause={manageBlockedBecause}
          {...handlers}
        />
      ),
    }),
  ]);
