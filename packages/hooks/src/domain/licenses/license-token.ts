// The offline licence token (docs/decisions/0043-offline-licence-tokens.md): what a claim or a "seen" report signs
// for the Pod Creator app, so that the app can tell without a network whether its licence still holds. The API signs
// these claims; the SDK's verifier reads them back. Times are JWT NumericDates (whole seconds).
import type { PlanType } from '@pod-console/sdk';

import { LICENSE_TOKEN_GRACE_DAYS, LICENSE_TOKEN_VALID_DAYS, MS_PER_DAY } from '../constants';
import { toTime } from '../dates/dates';

/** The JOSE header `typ` of a licence token, so it is never taken for another kind of JWT (RFC 8725 §3.11). */
export const LICENSE_TOKEN_TYPE = 'license+jwt';

/** What a licence token says about its licence. */
export interface LicenseTokenSubject {
  organizationId: string;
  organizationName: string;
  licenseId: string;
  deviceName: string;
  /** The organization's plan; null when it has none (the licence still holds until its token ends). */
  plan: PlanType | null;
  /** The licence's own expiry (spec §3: absent, never expires). */
  licenseExpiresAt: string | Date | null;
}

/** The token's claims as signed: registered names where one exists (`sub`, `iat`, `exp`), short ones otherwise. */
export interface LicenseTokenPayload {
  /** The licence id. */
  sub: string;
  org: string;
  org_name: string;
  device: string;
  plan: PlanType | null;
  iat: number;
  /** From this instant the token is in its grace period: the app keeps working and asks to go online. */
  grace_from: number;
  /** The end of the grace period: after it the app must report again before it goes on. */
  exp: number;
  /** The licence's own expiry, or null when it never expires. */
  license_exp: number | null;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The token's claims at `now`: valid for LICENSE_TOKEN_VALID_DAYS, then LICENSE_TOKEN_GRACE_DAYS of grace, neither
 * past the licence's own expiry (a trial licence ending in two days gives a token ending then, with no grace after).
 */
export function licenseTokenPayload(subject: LicenseTokenSubject, now: Date): LicenseTokenPayload {
  const issued = now.getTime();
  const licenseEnd = toTime(subject.licenseExpiresAt);
  const bounded = (ms: number) => (licenseEnd == null ? ms : Math.min(ms, licenseEnd));
  return {
    sub: subject.licenseId,
    org: subject.organizationId,
    org_name: subject.organizationName,
    device: subject.deviceName,
    plan: subject.plan,
    iat: seconds(issued),
    grace_from: seconds(bounded(issued + LICENSE_TOKEN_VALID_DAYS * MS_PER_DAY)),
    exp: seconds(bounded(issued + (LICENSE_TOKEN_VALID_DAYS + LICENSE_TOKEN_GRACE_DAYS) * MS_PER_DAY)),
    license_exp: licenseEnd == null ? null : seconds(licenseEnd),
  };
}
