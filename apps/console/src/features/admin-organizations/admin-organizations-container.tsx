import { useAdminOrganizations } from '@pod-console/hooks';
import type { AdminOrganization } from '@pod-console/sdk';
import { useCallback, useMemo, useState } from 'react';
import { useClockOf } from '../../lib/use-clock-of';
import { AdminOrganizationDetailsContainer } from './admin-organization-details-container';
import { adminOrganizationsQuery, type AdminOrganizationsSearch } from './admin-organizations-search';
import { AdminOrganizationsPage } from './admin-organizations-page';
import { DeleteTrialLicensesContainer } from './delete-trial-licenses-container';
import { EditLicenseCountContainer } from './edit-license-count-container';
import type { ChangeSearchOptions } from './use-admin-organizations-search';

type RowDialog = { kind: 'edit' | 'delete'; organization: AdminOrganization } | null;

export interface AdminOrganizationsContainerProps {
  search: AdminOrganizationsSearch;
  onSearchChange: (change: Partial<AdminOrganizationsSearch>, options?: ChangeSearchOptions) => void;
}

const renderDetails = (organization: AdminOrganization) => (
  <AdminOrganizationDetailsContainer organization={organization} />
);

/** The Organizations page fed by the hooks; owns the row dialogs (edit licence count, delete trial licences). */
export function AdminOrganizationsContainer({ search, onSearchChange }: AdminOrganizationsContainerProps) {
  const query = useMemo(() => adminOrganizationsQuery(search), [search]);
  const organizations = useAdminOrganizations(query);
  const page = organizations.data ?? null;
  const busy = organizations.isPlaceholderData;
  // The state column's rule reads the clock when the rows change.
  const now = useClockOf(page);
  const [dialog, setDialog] = useState<RowDialog>(null);

  // Where each page opened from this one starts (cursors carry no row number). Kept while the page is open; a
  // page reached otherwise (a link, Back) is found here when it was seen, else in the pagination's fallback.
  const [pageStarts, setPageStarts] = useState<ReadonlyMap<string, number>>(() => new Map());
  const start = (() => {
    if (search.cursor == null) return 0;
    const known = pageStarts.get(search.cursor);
    if (known != null) return known;
    if (page == null) return null;
    if (page.previousCursor == null) return 0;
    if (page.nextCursor == null) return Math.max(page.total - page.items.length, 0);
    return null;
  })();
  // While the next page loads, the rows and their range stay those of the page before.
  const [shownStart, setShownStart] = useState(start);
  if (!busy && shownStart !== start) setShownStart(start);

  const openPage = (cursor: string | null, pageStart: number | null) => {
    if (cursor == null) return;
    if (pageStart != null) setPageStarts((known) => new Map(known).set(cursor, pageStart));
    onSearchChange({ cursor });
  };

  const actions = useMemo(
    () => ({
      onEditLicenseCount: (organization: AdminOrganization) => setDialog({ kind: 'edit', organization }),
      onDeleteTrialLicenses: (organization: AdminOrganization) => setDialog({ kind: 'delete', organization }),
    }),
    [],
  );
  const close = useCallback(() => setDialog(null), []);
  const opened = (kind: 'edit' | 'delete') => (dialog?.kind === kind ? dialog.organization : null);

  return (
    <>
      <AdminOrganizationsPage
        search={search}
        onSearchChange={onSearchChange}
        page={page}
        busy={busy}
        loadFailed={organizations.isError}
        onRetry={() => void organizations.refetch()}
        pageStart={busy ? shownStart : start}
        onPreviousPage={() =>
          openPage(page?.previousCursor ?? null, start == null ? null : Math.max(start - search.limit, 0))
        }
        onNextPage={() =>
          openPage(page?.nextCursor ?? null, start == null ? null : start + (page?.items.length ?? 0))
        }
        now={now}
        renderDetails={renderDetails}
        {...actions}
      />
      <EditLicenseCountContainer organization={opened('edit')} onClose={close} />
      <DeleteTrialLicensesContainer organization={opened('delete')} onClose={close} />
    </>
  );
}
