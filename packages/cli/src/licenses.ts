// What the CLI says about a licence. The console's rules live in @pod-console/hooks, which a command-line tool
// should not pull in (React Query, zod); the few it needs are simple enough to state here from the SDK's fields.
import type { License } from '@pod-console/sdk';

export type LicenseStatus = 'active' | 'expired';

/** A licence as the CLI prints it: the SDK's fields plus the derived ones scripts filter on. */
export interface LicenseView {
  id: string;
  identifier: string | null;
  status: LicenseStatus;
  claimed: boolean;
  claimedAt: string | null;
  deviceName: string | null;
  lastSeenAt: string | null;
  type: 'trial' | 'pod_creator';
  expiresAt: string | null;
}

/**
 * Expired once its expiry instant is no longer in the future; no expiry (or an unreadable one) is active, so a
 * bad date never makes a working licence look dead.
 */
export function licenseStatus(license: Pick<License, 'expiresAt'>, now: Date): LicenseStatus {
  if (license.expiresAt == null) return 'active';
  const expires = Date.parse(license.expiresAt);
  return !Number.isNaN(expires) && expires <= now.getTime() ? 'expired' : 'active';
}

/** A licence key is only ever set by a device's claim, so its presence is what "claimed" means. */
export const isClaimed = (license: Pick<License, 'licenseKey'>): boolean =>
  license.licenseKey != null && license.licenseKey !== '';

export function toLicenseView(license: License, now: Date): LicenseView {
  return {
    id: license.id,
    identifier: license.identifier,
    status: licenseStatus(license, now),
    claimed: isClaimed(license),
    claimedAt: license.claimedAt,
    deviceName: license.deviceName,
    lastSeenAt: license.lastSeenAt,
    type: license.trial ? 'trial' : 'pod_creator',
    expiresAt: license.expiresAt,
  };
}

export interface LicenseFilters {
  status?: LicenseStatus;
  claimed?: boolean;
  /** Case-insensitive substring of the identifier. */
  search?: string;
}

export function filterLicenses(views: readonly LicenseView[], filters: LicenseFilters): LicenseView[] {
  const search = filters.search?.trim().toLowerCase() ?? '';
  return views.filter(
    (view) =>
      (filters.status === undefined || view.status === filters.status) &&
      (filters.claimed === undefined || view.claimed === filters.claimed) &&
      (search === '' || (view.identifier ?? '').toLowerCase().includes(search)),
  );
}

export function licenseCsvRow(view: LicenseView): string[] {
  return [
    view.identifier ?? '',
    view.status,
    String(view.claimed),
    view.claimedAt ?? '',
    view.deviceName ?? '',
    view.lastSeenAt ?? '',
    view.type,
    view.expiresAt ?? '',
  ];
}
