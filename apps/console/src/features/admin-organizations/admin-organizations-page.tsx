import type { AdminOrganization, AdminOrganizationPage } from '@pod-console/sdk';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { plural } from '../../lib/plural';
import { AdminOrganizationTable } from './admin-organization-table';
import { AdminOrganizationsFilters } from './admin-organizations-filters';
import { AdminOrganizationsPagination } from './admin-organizations-pagination';
import type { AdminOrganizationsSearch } from './admin-organizations-search';
import type { ChangeSearchOptions } from './use-admin-organizations-search';

export interface AdminOrganizationsPageProps {
  /** The view the address names. */
  search: AdminOrganizationsSearch;
  onSearchChange: (change: Partial<AdminOrganizationsSearch>, options?: ChangeSearchOptions) => void;
  /** The page of organizations; null while the first answer loads or after a failure. */
  page: AdminOrganizationPage | null;
  /** The rows shown are the previous query's while the next loads. */
  busy: boolean;
  /** The call failed (with nothing to show). */
  loadFailed: boolean;
  onRetry: () => void;
  /** 0-based index of the page's first row among all matches, when known. */
  pageStart: number | null;
  onPreviousPage: () => void;
  onNextPage: () => void;
  now: Date;
  onEditLicenseCount: (organization: AdminOrganization) => void;
  onDeleteTrialLicenses: (organization: AdminOrganization) => void;
  /** The panel under an expanded row. */
  renderDetails: (organization: AdminOrganization) => ReactNode;
}

/**
 * spec §2 Organizations page (platform admin): heading, filters, the number of matches, then the table with its
 * pages, or "No organizations match" with a way back to every organization.
 */
export function AdminOrganizationsPage({
  search,
  onSearchChange,
  page,
  busy,
  loadFailed,
  onRetry,
  pageStart,
  onPreviousPage,
  onNextPage,
  now,
  onEditLicenseCount,
  onDeleteTrialLicenses,
  renderDetails,
}: AdminOrganizationsPageProps) {
  const headingId = useId();

  let body: ReactNode;
  if (page == null) {
    body = loadFailed ? (
      <LoadFailed message="The organizations could not be loaded." onRetry={onRetry} />
    ) : (
      <div className="flex items-center gap-2 py-6 text-sm text-fg-muted">
        <Spinner size={20} label="Loading organizations" />
        <span aria-hidden="true">Loading organizations…</span>
      </div>
    );
  } else if (page.items.length === 0) {
    body = (
      <EmptyState
        title="No organizations match"
        action={
          <Button variant="secondary" onClick={() => onSearchChange({ q: '', plan: null, state: null })}>
            Clear filters
          </Button>
        }
      />
    );
  } else {
    body = (
      <div>
        <AdminOrganizationTable
          organizations={page.items}
          sort={search.sort}
          onSortChange={(sort) => onSearchChange({ sort })}
          labelledBy={headingId}
          busy={busy}
          renderDetails={renderDetails}
          now={now}
          onEditLicenseCount={onEditLicenseCount}
          onDeleteTrialLicenses={onDeleteTrialLicenses}
        />
        <AdminOrganizationsPagination
          start={pageStart}
          shown={page.items.length}
          total={page.total}
          pageSize={search.limit}
          onPageSizeChange={(limit) => onSearchChange({ limit })}
          onPrevious={page.previousCursor != null ? onPreviousPage : null}
          onNext={page.nextCursor != null ? onNextPage : null}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <h1 id={headingId} className="text-2xl font-bold text-fg">
        Organizations
      </h1>
      <AdminOrganizationsFilters
        q={search.q}
        plan={search.plan}
        state={search.state}
        // Typing replaces the history entry: Back leaves the filter, not one keystroke.
        onTextChange={(q) => onSearchChange({ q }, { replace: true })}
        onPlanChange={(plan) => onSearchChange({ plan })}
        onStateChange={(state) => onSearchChange({ state })}
      />
      <p aria-live="polite" className="text-sm text-fg">
        {page != null ? plural(page.total, 'organization') : null}
      </p>
      {body}
    </div>
  );
}
