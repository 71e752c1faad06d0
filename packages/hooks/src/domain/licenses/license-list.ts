// Finding licences in the licence table (docs/decisions/0027-licences-at-scale.md): the search and filters the
// Licences page keeps in its URL, and the CSV of what they find. The rule runs on every keystroke over up to tens of
// thousands of licences, so each licence's searchable text and status are worked out once per poll answer
// (`indexLicenses`) and a keystroke only compares.
import { csvLine } from '../csv/csv';
import { IDLE_SEAT_DAYS_DEFAULT } from '../constants';
import { formatDateTime } from '../dates/dates';
import { isIdleSeat } from './idle-seats';
import { getLicenseStatus, type LicenseStatus, type LicenseStatusInput } from './license-status';

export const LICENSE_STATUS_FILTERS = ['all', 'active', 'expired'] as const;
export type LicenseStatusFilter = (typeof LICENSE_STATUS_FILTERS)[number];
/** `idle`: claimed, and not seen for the organization's idle days (docs/decisions/0044-idle-seat-recovery.md). */
export const LICENSE_CLAIM_FILTERS = ['all', 'claimed', 'idle', 'unclaimed'] as const;
export type LicenseClaimFilter = (typeof LICENSE_CLAIM_FILTERS)[number];
export const LICENSE_TYPE_FILTERS = ['all', 'pod_creator', 'trial'] as const;
export type LicenseTypeFilter = (typeof LICENSE_TYPE_FILTERS)[number];

export interface LicenseFilters {
  /** Part of the identifier, compared without regard to case or surrounding spaces; '' finds every licence. */
  search: string;
  status: LicenseStatusFilter;
  claimed: LicenseClaimFilter;
  type: LicenseTypeFilter;
}

export const NO_LICENSE_FILTERS: LicenseFilters = { search: '', status: 'all', claimed: 'all', type: 'all' };

/** The filters' option labels, in the order the filter bar lists them. */
export const LICENSE_FILTER_LABELS = {
  status: { all: 'Any status', active: 'Active', expired: 'Expired' },
  claimed: { all: 'Claimed or not', claimed: 'Claimed', idle: 'Idle seats', unclaimed: 'Not claimed' },
  type: { all: 'Any type', pod_creator: 'Pod Creator', trial: 'Trial' },
} as const satisfies {
  status: Record<LicenseStatusFilter, string>;
  claimed: Record<LicenseClaimFilter, string>;
  type: Record<LicenseTypeFilter, string>;
};

/** Whether any filter narrows the list (the table then says "No licenses match" rather than spec §2's empty state). */
export function hasLicenseFilters(filters: LicenseFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== 'all' ||
    filters.claimed !== 'all' ||
    filters.type !== 'all'
  );
}

export interface IndexedLicense<T> {
  license: T;
  status: LicenseStatus;
  /** The identifier lower-cased, the text a search compares with. */
  searchText: string;
  /** Claimed and not seen for the idle days (isIdleSeat). */
  idle: boolean;
}

/**
 * Each licence with its status (spec §4), search text and whether its seat is idle after `idleDays` (the
 * organization's setting, or IDLE_SEAT_DAYS_DEFAULT), worked out once for all the keystrokes that follow.
 */
export function indexLicenses<
  T extends LicenseStatusInput & {
    identifier: string | null;
    claimedAt?: string | null;
    lastSeenAt?: string | null;
  },
>(licenses: readonly T[], now: Date, idleDays: number = IDLE_SEAT_DAYS_DEFAULT): IndexedLicense<T>[] {
  return licenses.map((license) => {
    const status = getLicenseStatus(license, now);
    return {
      license,
      status,
      searchText: (license.identifier ?? '').toLowerCase(),
      idle: isIdleSeat(
        {
          claimed: status.claimed,
          claimedAt: license.claimedAt ?? null,
          lastSeenAt: license.lastSeenAt ?? null,
        },
        idleDays,
        now,
      ),
    };
  });
}

function matchesClaimFilter(
  entry: { status: LicenseStatus; idle: boolean },
  filter: LicenseClaimFilter,
): boolean {
  if (filter === 'all') return true;
  if (filter === 'idle') return entry.idle;
  return entry.status.claimed === (filter === 'claimed');
}

/** The licences the filters find, in the order given. */
export function filterLicenses<T>(indexed: readonly IndexedLicense<T>[], filters: LicenseFilters): T[] {
  const search = filters.search.trim().toLowerCase();
  const found: T[] = [];
  for (const entry of indexed) {
    if (search !== '' && !entry.searchText.includes(search)) continue;
    if (filters.status !== 'all' && entry.status.expired !== (filters.status === 'expired')) continue;
    if (!matchesClaimFilter(entry, filters.claimed)) continue;
    if (filters.type !== 'all' && (entry.status.typeLabel === 'Trial') !== (filters.type === 'trial'))
      continue;
    found.push(entry.license);
  }
  return found;
}

/**
 * The table's view of the licences, as a first page is judged against it
 * (docs/decisions/0053-first-page-of-licences.md).
 */
export interface LicenseTableWindow extends LicenseFilters {
  /** Whether a column orders the rows (rather than the organization's own order). */
  sorted: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * Whether the first `held` licences of the organization's order are exactly the rows a view shows: no search, no
 * filter, no sort, and its page within them. Otherwise the view waits for every licence rather than show wrong rows.
 */
export function firstLicensesShow(view: LicenseTableWindow, held: number): boolean {
  if (view.sorted || hasLicenseFilters(view)) return false;
  const lastRow = view.page * view.pageSize;
  return view.page >= 1 && lastRow <= held;
}

/** The columns of the licence CSV export, in order. */
export const LICENSE_CSV_COLUMNS = [
  'Identifier',
  'Status',
  'Claimed',
  'Claimed at',
  'Device',
  'Last seen',
  'Type',
  'Expires',
  'Claim link',
] as const;

export interface LicenseCsvInput extends LicenseStatusInput {
  identifier: string | null;
  claimedAt: string | null;
  deviceName: string | null;
  lastSeenAt: string | null;
}

/** One licence as the fields of `LICENSE_CSV_COLUMNS`: the table's words, times as RFC 3339, and its claim link. */
export function licenseCsvRow(license: LicenseCsvInput, claimLink: string, now: Date): string[] {
  const status = getLicenseStatus(license, now);
  return [
    license.identifier ?? '',
    status.text,
    status.claimedLabel,
    license.claimedAt ?? '',
    license.deviceName ?? '',
    license.lastSeenAt ?? '',
    status.typeLabel,
    license.expiresAt ?? '',
    claimLink,
  ];
}

/** The whole CSV file (RFC 4180, CRLF, a header line), formula-like fields neutralised as the activity CSV does. */
export function licensesCsv<T extends LicenseCsvInput>(
  licenses: readonly T[],
  claimLinkOf: (license: T) => string,
  now: Date,
): string {
  return (
    csvLine(LICENSE_CSV_COLUMNS) +
    licenses.map((license) => csvLine(licenseCsvRow(license, claimLinkOf(license), now))).join('')
  );
}

/** "Nov 27, 2026, 08:05 UTC", or "Never" for a licence whose device has not reported itself. */
export function lastSeenText(lastSeenAt: string | null): string {
  return lastSeenAt ? formatDateTime(lastSeenAt) : 'Never';
}
