import {
  firstLicensesShow,
  getLicenseStatus,
  holdsEveryLicense,
  IDLE_SEAT_DAYS_DEFAULT,
  idleFilterHint,
  LICENSE_TYPE_LABEL,
  MESSAGES,
  NO_LICENSE_FILTERS,
  overLicenseLimit,
  type LicenseCountSummary,
  type MoreLicenses,
  type SubscriptionBanner,
} from '@pod-console/hooks/domain';
import type { License } from '@pod-console/sdk';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { SubscriptionBanners } from '../../components/subscription-banners/subscription-banners';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { TABLE_DEFAULT_PAGE_SIZE } from '../../lib/ui-constants';
import { LicenseFilterBar, type LicenseFilterChangeOptions } from './license-filter-bar';
import type { LicenseRowActionHandlers } from './license-row-actions';
import { changeLicenseView, DEFAULT_LICENSE_VIEW, type LicenseView } from './license-search';
import { LicenseSelectAllCheckbox } from './license-select-all-checkbox';
import { LicenseSelectionBar } from './license-selection-bar';
import { LicenseSelectionContext, type LicenseSelection } from './license-selection-context';
import { LicenseSummaryCard } from './license-summary-card';
import { LicenseTable, type LicenseTableView } from './license-table';
import { useFoundLicenses } from './use-found-licenses';

export type LicenseViewChange = (change: Partial<LicenseView>, options?: LicenseFilterChangeOptions) => void;

export interface LicensesPageProps extends LicenseRowActionHandlers {
  /** The domain's ordered banners (getSubscriptionState(...).banners). */
  banners: readonly SubscriptionBanner[];
  /** spec §4 counts, from the domain's getLicenseCounts. */
  assigned: number;
  unassigned: number;
  /**
   * The counts when more licences are assigned than the organization has (after a downgrade: licences are kept,
   * new ones wait until it is back within the limit, spec §4); the page says why adding is blocked. Null otherwise.
   */
  overLimit?: Pick<LicenseCountSummary, 'assigned' | 'available'> | null;
  licenses: readonly License[];
  /**
   * Null (the default) when `licenses` is every licence. Otherwise they are only the first ones of a first page
   * (docs/decisions/0053-first-page-of-licences.md) and this says how many there are: the first rows show, while
   * whatever needs every licence (search, filters, sort, select all, later pages, export) waits, and says so.
   */
  more?: MoreLicenses | null;
  now: Date;
  /** Why the member's role may not change licences, or null (`blockedBecause('licenses:manage')`). */
  manageBlockedBecause?: string | null;
  /** Beside the section's heading: "Add several" (the container's `BulkLicensesEntry`); stories may leave it out. */
  sectionActions?: ReactNode;
  /** The search, filters, order and page (from the address); without them the page keeps its own. */
  view?: LicenseView;
  onViewChange?: LicenseViewChange;
  /** The selected licences' ids (kept by the container, so a revoke can clear them); without them, its own. */
  selectedIds?: ReadonlySet<string>;
  onSelectedIdsChange?: (ids: ReadonlySet<string>) => void;
  /** Asks to revoke the selected licences (the container confirms first). */
  onRevokeSelected: (licenses: License[]) => void;
  /**
   * The days after which a claimed seat is idle for the claim filter's "Idle seats" (the organization's setting, or
   * the domain's default; docs/decisions/0044-idle-seat-recovery.md).
   */
  idleDays?: number;
  /** Asks to release the devices of the selected claimed licences (the container confirms first); absent, no button. */
  onReleaseSelected?: (licenses: License[]) => void;
  /** Saves licences as CSV: the selected ones when there are, else every licence the search and filters find. */
  onExport: (licenses: readonly License[]) => void;
  /** Opens the print view of the selected licences' QR codes. */
  onPrintSelected: (licenses: License[]) => void;
  /** Stories open a later page of the table. */
  initialPage?: number;
}

const NONE_SELECTED: ReadonlySet<string> = new Set();
const count = (value: number) => value.toLocaleString('en-US');
/** What the page says while only the first licences are in (docs/decisions/0053-first-page-of-licences.md). */
export const loadingAllLicensesText = (total: number) => `Loading all ${count(total)} licenses…`;

/**
 * spec §2 Licences page, in order: banners, heading "Home", the summary cards (with the over-limit notice when it
 * applies), the Pod Creators section: the search and filters, how many they find, what can be done with the
 * selected licences, and the table (docs/decisions/0027-licences-at-scale.md).
 */
export function LicensesPage({
  banners,
  assigned,
  unassigned,
  overLimit = null,
  licenses,
  more = null,
  now,
  onEdit,
  onRevoke,
  onShowLink,
  onRegenerateLink,
  onReleaseDevice,
  manageBlockedBecause = null,
  sectionActions = null,
  view: givenView,
  onViewChange,
  selectedIds: givenSelectedIds,
  onSelectedIdsChange,
  onRevokeSelected,
  idleDays = IDLE_SEAT_DAYS_DEFAULT,
  onReleaseSelected,
  onExport,
  onPrintSelected,
  initialPage = 1,
}: LicensesPageProps) {
  const [ownView, setOwnView] = useState<LicenseView>({ ...DEFAULT_LICENSE_VIEW, page: initialPage });
  const [ownSelectedIds, setOwnSelectedIds] = useState<ReadonlySet<string>>(NONE_SELECTED);
  const view = givenView ?? ownView;
  const changeView = useCallback<LicenseViewChange>(
    (change, options) =>
      onViewChange
        ? onViewChange(change, options)
        : setOwnView((current) => changeLicenseView(current, change)),
    [onViewChange],
  );
  const setSelectedIds = onSelectedIdsChange ?? setOwnSelectedIds;

  const { search, status, claimed, type } = view;
  const filters = useMemo(() => ({ search, status, claimed, type }), [search, status, claimed, type]);
  const { found, filtered, filter } = useFoundLicenses(licenses, now, filters, idleDays);
  const waitingForTotal = more != null && !holdsEveryLicense(licenses.length, more) ? more.total : null;
  const waiting = waitingForTotal != null;
  // Before every licence is in, the first ones show only a view they answer exactly (domain: firstLicensesShow).
  const firstRowsShow =
    !waiting ||
    firstLicensesShow(
      { ...filters, sorted: view.sort != null, page: view.page, pageSize: TABLE_DEFAULT_PAGE_SIZE },
      licenses.length,
    );
  // The selection is kept by id: a refresh keeps it, and an id that disappeared (revoked elsewhere) drops out.
  const requestedIds = givenSelectedIds ?? ownSelectedIds;
  const selectedLicenses = useMemo(
    () => (requestedIds.size === 0 ? [] : licenses.filter((license) => requestedIds.has(license.id))),
    [licenses, requestedIds],
  );
  const selected = useMemo(
    () =>
      selectedLicenses.length === 0 ? NONE_SELECTED : new Set(selectedLicenses.map((license) => license.id)),
    [selectedLicenses],
  );
  const selectedClaimed = useMemo(
    // spec §3: claimed is the domain's rule (a key present).
    () => selectedLicenses.filter((license) => getLicenseStatus(license, now).claimed),
    [selectedLicenses, now],
  );
  const hidden = useMemo(() => {
    if (!filtered || selected.size === 0) return 0;
    let shown = 0;
    for (const license of found) if (selected.has(license.id)) shown += 1;
    return selected.size - shown;
  }, [filtered, found, selected]);

  const selection = useMemo<LicenseSelection>(
    () => ({
      selected,
      found,
      filtered,
      waiting,
      toggle: (licenseId, on) => {
        const next = new Set(selected);
        if (on) next.add(licenseId);
        else next.delete(licenseId);
        setSelectedIds(next);
      },
      toggleFound: (on) => {
        const next = new Set(selected);
        for (const license of found) {
          if (on) next.add(license.id);
          else next.delete(license.id);
        }
        setSelectedIds(next);
      },
    }),
    [selected, found, filtered, waiting, setSelectedIds],
  );
  // Kept by value: the address is read again at each keystroke, and the table need not render for it.
  const sortColumn = view.sort?.column;
  const sortDesc = view.sort?.desc;
  const tableView = useMemo(
    () => ({
      sort: sortColumn == null ? null : { column: sortColumn, desc: sortDesc === true },
      page: view.page,
    }),
    [sortColumn, sortDesc, view.page],
  );
  const changeTableView = useCallback((next: LicenseTableView) => changeView(next), [changeView]);
  const clearFilters = useCallback(() => changeView(NO_LICENSE_FILTERS), [changeView]);

  // Memoised with the callbacks above, so the memoised table is not rendered again for the search box's sake.
  const noMatch = useMemo(
    () => (
      <EmptyState
        title="No licenses match"
        action={
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      >
        Try another search, or clear the filters.
      </EmptyState>
    ),
    [clearFilters],
  );
  const list = (
    <LicenseTable
      licenses={licenses}
      filter={filter}
      view={tableView}
      onViewChange={changeTableView}
      now={now}
      onEdit={onEdit}
      onRevoke={onRevoke}
      onShowLink={onShowLink}
      onRegenerateLink={onRegenerateLink}
      onReleaseDevice={onReleaseDevice}
      manageBlockedBecause={manageBlockedBecause}
      empty={noMatch}
      waitingForTotal={waitingForTotal}
    />
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SubscriptionBanners banners={banners} showBillingLink />
      <h1 className="text-2xl font-bold text-fg">Home</h1>
      <ul aria-label="License summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <LicenseSummaryCard label={`${LICENSE_TYPE_LABEL}s`} value={assigned} />
        <LicenseSummaryCard label={MESSAGES.podCreatorLicensesAvailable} value={unassigned} />
      </ul>
      {overLimit != null ? (
        <p
          data-notice="over-limit"
          className="rounded-lg border border-warning bg-warning-subtle px-4 py-3 text-sm text-warning-fg"
        >
          {overLicenseLimit(overLimit)}
        </p>
      ) : null}
      <section aria-labelledby="pod-creators-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="pod-creators-title" className="text-lg font-semibold text-fg">
            {LICENSE_TYPE_LABEL}s
          </h2>
          {sectionActions}
        </div>
        {licenses.length === 0 ? (
          <EmptyState title={MESSAGES.noPodCreators}>{MESSAGES.noPodCreatorsHint}</EmptyState>
        ) : (
          <LicenseSelectionContext value={selection}>
            {/* Disabled, not hidden, while only the first licences are in: the address's view stays in sight. */}
            <fieldset disabled={waiting} className="min-w-0">
              <LicenseFilterBar filters={filters} onChange={changeView} />
            </fieldset>
            {claimed === 'idle' ? <p className="text-sm text-fg-muted">{idleFilterHint(idleDays)}</p> : null}
            {/* A container as wide as the table's: "select all" shows here where the table's header does not. */}
            <div className="@container">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap items-center gap-4">
                  {found.length > 0 ? (
                    <span className="@min-[59rem]:hidden">
                      <LicenseSelectAllCheckbox labelled />
                    </span>
                  ) : null}
                  {waiting ? (
                    <p
                      aria-live="polite"
                      data-waiting="all-licenses"
                      className="flex items-center gap-2 text-sm text-fg"
                    >
                      <Spinner size={16} />
                      {loadingAllLicensesText(waitingForTotal)}
                    </p>
                  ) : (
                    <p aria-live="polite" className="text-sm text-fg">
                      Showing {count(found.length)} of {count(licenses.length)} licenses
                    </p>
                  )}
                </div>
                <Button
                  variant="secondary"
                  className="!min-h-8 !py-1"
                  disabled={waiting && selectedLicenses.length === 0}
                  onClick={() => onExport(selectedLicenses.length > 0 ? selectedLicenses : found)}
                >
                  {selectedLicenses.length > 0
                    ? `Export ${count(selectedLicenses.length)} selected`
                    : 'Export CSV'}
                </Button>
              </div>
            </div>
            {selectedLicenses.length > 0 ? (
              <LicenseSelectionBar
                count={selectedLicenses.length}
                hidden={hidden}
                revokeBlockedBecause={manageBlockedBecause}
                onRevoke={() => onRevokeSelected(selectedLicenses)}
                {...(onReleaseSelected && {
                  release: {
                    claimed: selectedClaimed.length,
                    onRelease: () => onReleaseSelected(selectedClaimed),
                  },
                })}
                onPrint={() => onPrintSelected(selectedLicenses)}
                onClear={() => setSelectedIds(NONE_SELECTED)}
              />
            ) : null}
            {firstRowsShow ? (
              list
            ) : (
              <EmptyState title={loadingAllLicensesText(waitingForTotal ?? 0)}>
                Search, filters, sorting and pages past the first {count(licenses.length)} licenses show once
                every license is in.
              </EmptyState>
            )}
          </LicenseSelectionContext>
        )}
      </section>
    </div>
  );
}
