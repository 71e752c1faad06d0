import {
  getSubscriptionState,
  licensesOverLimit,
  useOrganizationLicenses,
  useOrganizationPermissions,
  useSubscription,
} from '@pod-console/hooks';
import { idleSeatDays } from '@pod-console/hooks/domain';
import type { License } from '@pod-console/sdk';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { config } from '../../lib/config';
import { useClockOf } from '../../lib/use-clock-of';
import { BulkLicensesEntry } from './bulk/bulk-licenses-entry';
import { licensesExport } from './license-export';
import type { LicenseView } from './license-search';
import { LicenseLinkContainer } from './license-link-container';
import { LicensesPage, type LicenseViewChange } from './licenses-page';
import { LicensesPageError } from './licenses-page-error';
import { LicensesPageLoading } from './licenses-page-loading';
import { RevokeLicenseContainer } from './revoke-license-container';
import { saveTextFile } from '../../lib/save-text-file';
import { useFirstScreenPicture } from './use-first-screen-picture';

// Their code loads the first time each is asked for, not with Home (docs/architecture.md, "Budgets"): the edit
// dialog's form (and zod behind it), and the confirmations of a bulk revoke, a new link and a released device.
const EditLicenseIdentifierContainer = lazy(() =>
  import('./edit-license-identifier-container').then((module) => ({
    default: module.EditLicenseIdentifierContainer,
  })),
);
const ReleaseLicensesContainer = lazy(() =>
  import('./release-licenses-container').then((module) => ({ default: module.ReleaseLicensesContainer })),
);
const RevokeLicensesContainer = lazy(() =>
  import('./revoke-licenses-container').then((module) => ({ default: module.RevokeLicensesContainer })),
);
const RegenerateLicenseLinkContainer = lazy(() =>
  import('./regenerate-license-link-container').then((module) => ({
    default: module.RegenerateLicenseLinkContainer,
  })),
);
const ReleaseLicenseDeviceContainer = lazy(() =>
  import('./release-license-device-container').then((module) => ({
    default: module.ReleaseLicenseDeviceContainer,
  })),
);

type RowDialogKind = 'edit' | 'revoke' | 'link' | 'regenerate' | 'release';
type RowDialog = { kind: RowDialogKind; license: License } | null;
/** The dialogs whose code loads on first need; once asked for, each stays mounted so it closes with its transition. */
type LazyDialog = 'edit' | 'regenerate' | 'release' | 'revoke-many' | 'release-many';

/** The print view of the selected licences' QR codes, which reads their ids from the history entry's state. */
export const PRINT_LICENSES_PATH = '/licenses/print';

const NONE_SELECTED: ReadonlySet<string> = new Set();

export interface LicensesContainerProps {
  organizationId: string;
  /** The search, filters, order and page (the screen keeps them in the address); without them the page keeps its own. */
  view?: LicenseView;
  onViewChange?: LicenseViewChange;
}

/**
 * One organization's Licences page fed by the hooks; owns the selection and the dialogs (Edit, Revoke, QR / Link, a
 * new link, a released device, revoking the selected licences), the export and the way to print.
 */
export function LicensesContainer({ organizationId, view, onViewChange }: LicensesContainerProps) {
  // The first page's licences as soon as they are in, then every licence (docs/decisions/0053-first-page-of-licences.md).
  const organization = useOrganizationLicenses({ organizationId });
  const subscription = useSubscription({ organizationId });
  const permissions = useOrganizationPermissions(organizationId);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<RowDialog>(null);
  const [revokingMany, setRevokingMany] = useState<License[] | null>(null);
  const [releasingMany, setReleasingMany] = useState<License[] | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<LazyDialog>>(new Set());
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(NONE_SELECTED);
  const data = organization.organization;
  const plan = subscription.data;
  // The clock is read when the data changes: an unchanged poll re-renders nothing (docs/architecture.md, "Budgets").
  const now = useClockOf(data, plan);
  // Once per answer, not per keystroke of the search: from the first page's tallies until every licence is in.
  const counts = organization.counts ?? null;
  const shown = data != null && plan != null && counts != null;
  useFirstScreenPicture(organizationId, shown, shown || organization.isError || subscription.isError);

  const request = useCallback(
    (kind: LazyDialog) =>
      setRequested((current) => (current.has(kind) ? current : new Set([...current, kind]))),
    [],
  );
  const open = useCallback(
    (kind: RowDialogKind) => (license: License) => {
      if (kind === 'edit' || kind === 'regenerate' || kind === 'release') request(kind);
      setDialog({ kind, license });
    },
    [request],
  );
  const actions = useMemo(
    () => ({
      onEdit: open('edit'),
      onRevoke: open('revoke'),
      onShowLink: open('link'),
      onRegenerateLink: open('regenerate'),
      onReleaseDevice: open('release'),
    }),
    [open],
  );
  // Each dialog closes only itself: a closing dialog may report its close after the next one has opened (the
  // Regenerate confirmation as the new link's QR / Link opens), which must not close that one.
  const closeOwn = (kind: RowDialogKind) => () =>
    setDialog((current) => (current?.kind === kind ? null : current));

  // spec §2: Home is reachable only with a current plan.
  if (subscription.isSuccess && plan == null) return <Redirect to="/billing" replace />;
  if (data == null || plan == null || counts == null) {
    if (organization.isError || subscription.isError) {
      return (
        <LicensesPageError
          onRetry={() => {
            organization.refetch();
            void subscription.refetch();
          }}
        />
      );
    }
    return <LicensesPageLoading />;
  }

  const { assigned, unassigned } = counts;
  const { banners } = getSubscriptionState(plan, now);
  const opened = (kind: RowDialogKind) => (dialog?.kind === kind ? dialog.license : null);
  const lazyDialog = (kind: LazyDialog, element: ReactNode) =>
    requested.has(kind) ? <Suspense fallback={null}>{element}</Suspense> : null;

  return (
    <>
      <LicensesPage
        banners={banners}
        assigned={assigned}
        unassigned={unassigned}
        overLimit={licensesOverLimit(counts) > 0 ? counts : null}
        licenses={data.licenses}
        more={organization.more}
        now={now}
        manageBlockedBecause={permissions.blockedBecause('licenses:manage')}
        sectionActions={<BulkLicensesEntry organizationId={organizationId} />}
        view={view}
        onViewChange={onViewChange}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        onRevokeSelected={(licenses) => {
          request('revoke-many');
          setRevokingMany(licenses);
        }}
        idleDays={idleSeatDays(data.idleSeatReleaseDays)}
        onReleaseSelected={(licenses) => {
          request('release-many');
          setReleasingMany(licenses);
        }}
        onExport={(licenses) => {
          const { fileName, text } = licensesExport(licenses, {
            organizationId,
            organizationName: data.name,
            scheme: config.appScheme,
            now: new Date(),
          });
          saveTextFile(text, fileName, 'text/csv');
        }}
        onPrintSelected={(licenses) =>
          navigate(PRINT_LICENSES_PATH, { state: { licenseIds: licenses.map((license) => license.id) } })
        }
        {...actions}
      />
      {lazyDialog(
        'edit',
        <EditLicenseIdentifierContainer
          organizationId={organizationId}
          license={opened('edit')}
          onClose={closeOwn('edit')}
        />,
      )}
      <RevokeLicenseContainer
        organizationId={organizationId}
        license={opened('revoke')}
        onClose={closeOwn('revoke')}
      />
      <LicenseLinkContainer
        key={opened('link')?.id}
        organizationId={organizationId}
        organizationName={data.name}
        license={opened('link')}
        onClose={closeOwn('link')}
      />
      {lazyDialog(
        'regenerate',
        <RegenerateLicenseLinkContainer
          organizationId={organizationId}
          license={opened('regenerate')}
          onClose={closeOwn('regenerate')}
          // The new link at once, as QR / Link would show it after the next refresh.
          onRegenerated={(license) => setDialog({ kind: 'link', license })}
        />,
      )}
      {lazyDialog(
        'release',
        <ReleaseLicenseDeviceContainer
          organizationId={organizationId}
          license={opened('release')}
          onClose={closeOwn('release')}
        />,
      )}
      {lazyDialog(
        'release-many',
        <ReleaseLicensesContainer
          organizationId={organizationId}
          licenses={releasingMany}
          onClose={() => setReleasingMany(null)}
          onReleased={() => {
            setReleasingMany(null);
            setSelectedIds(NONE_SELECTED);
          }}
        />,
      )}
      {lazyDialog(
        'revoke-many',
        <RevokeLicensesContainer
          organizationId={organizationId}
          licenses={revokingMany}
          onClose={() => setRevokingMany(null)}
          onRevoked={() => {
            setRevokingMany(null);
            setSelectedIds(NONE_SELECTED);
          }}
        />,
      )}
    </>
  );
}
