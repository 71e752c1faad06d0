import {
  LICENSE_TYPE_LABEL,
  MESSAGES,
  overLicenseLimit,
  type LicenseCountSummary,
  type SubscriptionBanner,
} from '@pod-console/hooks/domain';
import type { License } from '@pod-console/sdk';
import { SubscriptionBanners } from '../../components/subscription-banners/subscription-banners';
import { LicenseSummaryCard } from './license-summary-card';
import { LicenseTable } from './license-table';

export interface LicensesPageProps {
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
  now: Date;
  onEdit: (license: License) => void;
  onRevoke: (license: License) => void;
  onShowLink: (license: License) => void;
  /** Why the member's role may not edit or revoke licences, or null (`blockedBecause('licenses:manage')`). */
  manageBlockedBecause?: string | null;
  /** Stories open a later page of the table. */
  initialPage?: number;
}

/**
 * spec §2 Licences page, in order: banners, heading "Home", the summary cards (with the over-limit notice when it
 * applies), the Pod Creators section.
 */
export function LicensesPage({
  banners,
  assigned,
  unassigned,
  overLimit = null,
  licenses,
  now,
  onEdit,
  onRevoke,
  onShowLink,
  manageBlockedBecause = null,
  initialPage,
}: LicensesPageProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SubscriptionBanners banners={banners} showBillingLink />
      <h1 className="text-2xl font-bold text-gray-900">Home</h1>
      <ul aria-label="License summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <LicenseSummaryCard label={`${LICENSE_TYPE_LABEL}s`} value={assigned} />
        <LicenseSummaryCard label={MESSAGES.podCreatorLicensesAvailable} value={unassigned} />
      </ul>
      {overLimit != null ? (
        <p
          data-notice="over-limit"
          className="rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {overLicenseLimit(overLimit)}
        </p>
      ) : null}
      <section aria-labelledby="pod-creators-title" className="space-y-3">
        <h2 id="pod-creators-title" className="text-lg font-semibold text-gray-900">
          {LICENSE_TYPE_LABEL}s
        </h2>
        {licenses.length === 0 ? (
          <div className="rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
            <p className="text-base font-semibold text-gray-900">{MESSAGES.noPodCreators}</p>
            <p className="mt-1 text-sm text-gray-700">{MESSAGES.noPodCreatorsHint}</p>
          </div>
        ) : (
          <LicenseTable
            licenses={licenses}
            now={now}
            onEdit={onEdit}
            onRevoke={onRevoke}
            onShowLink={onShowLink}
            manageBlockedBecause={manageBlockedBecause}
            initialPage={initialPage}
          />
        )}
      </section>
    </div>
  );
}
