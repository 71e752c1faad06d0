import {
  buildClaimLink,
  getLicenseCounts,
  getSubscriptionState,
  useCurrentUser,
  useOrganization,
  useRevokeLicense,
  useSubscription,
  useUpdateLicenseIdentifier,
} from '@pod-console/hooks';
import type { License } from '@pod-console/sdk';
import { useMemo, useState } from 'react';
import { Redirect } from 'wouter';
import { config } from '../../lib/config';
import { EditLicenseIdentifierDialog } from './edit-license-identifier-dialog';
import type { LicenseDelivery } from './license-delivery';
import { LicenseLinkDialog } from './license-link-dialog';
import { licenseLabel } from './license-table';
import { toastIdentifierUpdateFailed, toastRevoked, toastRevokeFailed } from './license-toasts';
import { LicensesPage, LicensesPageError, LicensesPageLoading } from './licenses-page';
import { RevokeLicenseDialog } from './revoke-license-dialog';

/**
 * The time the rules read (the domain takes `now`), taken again only when the data changes: an unchanged
 * 10 s poll then re-renders nothing (targets.md), and a changed one re-reads the clock.
 */
function useClockOf(...data: unknown[]): Date {
  const [state, setState] = useState(() => ({ data, now: new Date() }));
  if (data.length !== state.data.length || data.some((value, index) => value !== state.data[index])) {
    const next = { data, now: new Date() };
    setState(next);
    return next.now;
  }
  return state.now;
}

type RowDialog = { kind: 'edit' | 'revoke' | 'link'; license: License } | null;

interface DialogProps {
  organizationId: string;
  /** The licence as it was when its dialog opened: a refresh meanwhile does not change what the dialog shows. */
  license: License | null;
  onClose: () => void;
}

function EditLicenseIdentifierContainer({ organizationId, license, onClose }: DialogProps) {
  const update = useUpdateLicenseIdentifier();
  return (
    <EditLicenseIdentifierDialog
      open={license != null}
      onClose={onClose}
      identifier={license?.identifier ?? ''}
      saving={update.isPending}
      onSave={(identifier) => {
        if (license == null) return;
        update.mutate(
          { organizationId, licenseId: license.id, identifier },
          { onSuccess: onClose, onError: toastIdentifierUpdateFailed },
        );
      }}
    />
  );
}

function RevokeLicenseContainer({ organizationId, license, onClose }: DialogProps) {
  const revoke = useRevokeLicense();
  return (
    <RevokeLicenseDialog
      open={license != null}
      onClose={onClose}
      identifier={license ? licenseLabel(license) : ''}
      revoking={revoke.isPending}
      onConfirm={() => {
        if (license == null) return;
        revoke.mutate(
          { organizationId, licenseId: license.id },
          {
            onSuccess: (answer) => {
              // spec §7: the answer is a success boolean; false is a failure to show (spec §8).
              if (answer?.success === false) {
                toastRevokeFailed();
                return;
              }
              toastRevoked();
              onClose();
            },
            onError: toastRevokeFailed,
          },
        );
      }}
    />
  );
}

function LicenseLinkContainer({
  organizationId,
  organizationName,
  license,
  onClose,
}: DialogProps & { organizationName: string }) {
  const [delivery, setDelivery] = useState<LicenseDelivery>('link');
  if (license == null) return null;
  return (
    <LicenseLinkDialog
      open
      onClose={onClose}
      identifier={licenseLabel(license)}
      link={buildClaimLink({
        scheme: config.appScheme,
        licenseId: license.id,
        organizationId,
        organizationName,
      })}
      delivery={delivery}
      onDeliveryChange={setDelivery}
    />
  );
}

/** One organization's Licences page; keyed by the organization, so switching starts on page 1, no dialog open. */
function LicensesScreen({ organizationId }: { organizationId: string }) {
  const organization = useOrganization({ organizationId });
  const subscription = useSubscription({ organizationId });
  const [dialog, setDialog] = useState<RowDialog>(null);
  const data = organization.data;
  const plan = subscription.data;
  // The clock is read when the data changes: an unchanged 10 s poll re-renders nothing (targets.md).
  const now = useClockOf(data, plan);
  const actions = useMemo(
    () => ({
      onEdit: (license: License) => setDialog({ kind: 'edit', license }),
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

  const { assigned, unassigned } = getLicenseCounts(data);
  const { banners } = getSubscriptionState(plan, now);
  const opened = (kind: 'edit' | 'revoke' | 'link') => (dialog?.kind === kind ? dialog.license : null);

  return (
    <>
      <LicensesPage
        banners={banners}
        assigned={assigned}
        unassigned={unassigned}
        licenses={data.licenses}
        now={now}
        {...actions}
      />
      <EditLicenseIdentifierContainer
        organizationId={organizationId}
        license={opened('edit')}
        onClose={close}
      />
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

/** spec §2 / and /members: the Licences page of the selected organization. */
export function LicensesPageContainer() {
  const organizationId = useCurrentUser().data?.selectedOrganization?.id ?? null;
  if (organizationId == null) return null;
  return <LicensesScreen key={organizationId} organizationId={organizationId} />;
}
