import { LICENSE_TYPE_LABEL } from '../constants';
import { formatDate, toTime } from '../dates/dates';

/** The smallest licence shape the status rule needs (`License` from the SDK fits). */
export interface LicenseStatusInput {
  expiresAt: string | null;
  licenseKey: string | null;
  trial: boolean;
}

export interface LicenseStatus {
  /** spec §4: "Active", "Active • Expires {date}" or "Expired {date}". */
  text: string;
  /** spec §4: expired licences show their text in red. */
  expired: boolean;
  /** The formatted expiry date, '' when the licence never expires. */
  expiresOn: string;
  /** spec §2: type column, "Trial" or "Pod Creator". */
  typeLabel: 'Trial' | typeof LICENSE_TYPE_LABEL;
  /** spec §3: a licence key present means the licence has been claimed. */
  claimed: boolean;
  /** spec §2: Claimed column, "True" or "False". */
  claimedLabel: 'True' | 'False';
}

/** spec §4 licence status text, plus the type and claimed labels of the licence table (spec §2). */
export function getLicenseStatus(license: LicenseStatusInput, now: Date): LicenseStatus {
  const expiresAt = toTime(license.expiresAt);
  const claimed = license.licenseKey != null && license.licenseKey !== '';
  const labels = {
    typeLabel: license.trial ? ('Trial' as const) : LICENSE_TYPE_LABEL,
    claimed,
    claimedLabel: claimed ? ('True' as const) : ('False' as const),
  };
  // spec §3: absent expiresAt means no expiry; an unreadable date is treated the same rather than as expired.
  if (expiresAt == null) return { text: 'Active', expired: false, expiresOn: '', ...labels };
  const expiresOn = formatDate(license.expiresAt);
  // The expiry instant itself is no longer in the future, so it already counts as expired.
  const expired = expiresAt <= now.getTime();
  return {
    text: expired ? `Expired ${expiresOn}` : `Active • Expires ${expiresOn}`,
    expired,
    expiresOn,
    ...labels,
  };
}
