import {
  addLicenseBlockedText,
  getAddLicenseBlockOfCounts,
  useOrganizationLicenses,
  useOrganizationPermissions,
  useSubscription,
} from '@pod-console/hooks';
import { Suspense, useState } from 'react';
import { GatedButton } from '../../../components/ui/gated-button';
import { lazyWithPreload, useOpenedOnce } from '../../../lib/lazy-with-preload';
import { BULK_LICENSES_BUTTON } from './bulk-license-texts';

// The dialog's code (and papaparse behind it) loads when the button is pointed at, focused or pressed, never with
// the page (docs/architecture.md, "Budgets").
const BulkLicensesContainer = lazyWithPreload(() =>
  import('./bulk-licenses-container').then((module) => module.BulkLicensesContainer),
);
const preload = () => void BulkLicensesContainer.preload().catch(() => undefined);

export interface BulkLicensesEntryProps {
  organizationId: string;
}

/**
 * "Add several": opens "Add Pod Creator licenses" for the organization. Refused for the same reasons as "Add Pod
 * Creator" (spec §4: a free licence and an active plan; docs/decisions/0024-organization-roles.md: the role's
 * licenses:manage, said first), and then says why.
 */
export function BulkLicensesEntry({ organizationId }: BulkLicensesEntryProps) {
  // The counts before every licence is in, from a first page's tallies (docs/decisions/0053-first-page-of-licences.md).
  const { counts } = useOrganizationLicenses({ organizationId });
  const subscription = useSubscription({ organizationId });
  const permissions = useOrganizationPermissions(organizationId);
  const [open, setOpen] = useState(false);
  const requested = useOpenedOnce(open);
  const loading = counts == null || !subscription.isSuccess;
  const blockedBecause = loading
    ? null
    : (permissions.blockedBecause('licenses:manage') ??
      addLicenseBlockedText(getAddLicenseBlockOfCounts(counts, subscription.data, new Date()), counts));

  return (
    <>
      <GatedButton
        variant="secondary"
        blockedBecause={blockedBecause}
        disabled={loading}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {BULK_LICENSES_BUTTON}
      </GatedButton>
      {requested ? (
        <Suspense fallback={null}>
          <BulkLicensesContainer.Component
            organizationId={organizationId}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
