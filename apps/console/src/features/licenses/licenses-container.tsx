import {
  getLicenseCounts,
  getSubscriptionState,
  licensesOverLimit,
  useOrganization,
  useOrganizationPermissions,
  useSubscription,
} from '@pod-console/hooks';
import type { License } from '@pod-console/sdk';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Redirect } from 'wouter';
import { useClockOf } from '../../lib/use-clock-of';
import { LicenseLinkContainer } from './license-link-container';
import { LicensesPage } from './licenses-page';
import { LicensesPageError } from './licenses-page-error';
import { LicensesPageLoading } from './licenses-page-loading';
import { RevokeLicenseContainer } from './revoke-license-container';

// Its form (and zod behind it) loads the first time a licence is edited, not with Home (docs/architecture.md,
// "Budgets").
const EditLicenseIdentifierContainer = lazy(() =>
  import('./edit-license-identifier-container').then((module) => ({
    default: module.EditLicenseIdentifierContainer,
  })),
);

type RowDialog = { kind: 'edit' | 'revoke' | 'link'; license: License } | null;

export interface LicensesContainerProps {
  organizationId: string;
}

/** One organization's Licences page fed by the hooks; owns the row dialogs (Edit, Revoke, QR / Link). */
export function LicensesContainer({ organizationId }: LicensesContainerProps) {
  const organization = useOrganization({ organizationId });
  const subscription = useSubscription({ organizationId });
  const permissions = useOrganizationPermissions(organizationId);
  const [dialog, setDialog] = useState<RowDialog>(null);
  // Once asked for, the edit dialog stays mounted, so it can close with its transition.
  const [editRequested, setEditRequested] = useState(false);
  const data = organization.data;
  const plan = subscription.data;
  // The clock is read when the data changes: an unchanged poll re-renders nothing (docs/architecture.md, "Budgets").
  const now = useClockOf(data, plan);
  const actions = useMemo(
    () => ({
      onEdit: (license: License) => {
        setEditRequested(true);
        setDialog({ kind: 'edit', license });
      },
      onRevoke: (license: License) => setDialog({ kind: 'revoke', license }),
      onShowLink: (license: License) => setDialog({ kind: 'link', license }),
    }),
    [],
  );
  const close = () => setDialog(null);

  // spec §2: Home is reachable only with a current plan.
  if (subscription.isSuccess && plan == null) return <Redirect to="/billing" replace />;
  if (data == null || plan == null) {
    if (organization.isError || subscription.isError) {
      return (
        <LicensesPageError
          onRetry={() => {
            void organization.refetch();
            void subscription.refetch();
          }}
        />
      );
    }
    return <LicensesPageLoading />;
  }

  const counts = getLicenseCounts(data);
  const { assigned, unassigned } = counts;
  const { banners } = getSubscriptionState(plan, now);
  const opened = (kind: 'edit' | 'revoke' | 'link') => (dialog?.kind === kind ? dialog.license : null);

  return (
    <>
      <LicensesPage
        banners={banners}
        assigned={assigned}
        unassigned={unassigned}
        overLimit={licensesOverLimit(counts) > 0 ? counts : null}
        licenses={data.licenses}
        now={now}
        manageBlockedBecause={permissions.blockedBecause('licenses:manage')}
        {...actions}
      />
      {editRequested && (
        <Suspense fallback={null}>
          <EditLicenseIdentifierContainer
            organizationId={organizationId}
            license={opened('edit')}
            onClose={close}
          />
        </Suspense>
      )}
      <RevokeLicenseContainer organizationId={organizationId} license={opened('revoke')} onClose={close} />
      <LicenseLinkContainer
        key={opened('link')?.id}
        organizationId={organizationId}
        organizationName={data.name}
        license={opened('link')}
        onClose={close}
      />
    </>
  );
}
