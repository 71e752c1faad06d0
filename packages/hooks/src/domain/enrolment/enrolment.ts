// Zero-touch enrolment for managed devices (docs/decisions/0041-zero-touch-enrolment.md): an organization's enrolment
// tokens, what makes one stop enrolling, what the app is told when an enrolment is refused, and the managed app
// configuration an MDM (Jamf, Intune) hands every device it manages.
import { DEVICE_NAME_MAX_LENGTH, MS_PER_DAY, SERVICE_ACCOUNT_NAME_MAX_LENGTH } from '../constants';
import { toTime } from '../dates/dates';

// Decided (docs/decisions/0041-zero-touch-enrolment.md): an enrolment token's name is as long as a service account's;
// it may be limited to 1–100,000 uses and to 1–365 days; an organization keeps at most 20 active tokens. The label a
// managed device enrols with becomes its licence's identifier and device name, so it is as long as a device name.
export const ENROLMENT_TOKEN_NAME_MAX_LENGTH = SERVICE_ACCOUNT_NAME_MAX_LENGTH;
export const ENROLMENT_TOKEN_MAX_USES_LIMIT = 100_000;
export const ENROLMENT_TOKEN_LIFETIME_DAYS_MAX = 365;
export const ENROLMENT_TOKENS_MAX = 20;
export const ENROLMENT_LABEL_MAX_LENGTH = DEVICE_NAME_MAX_LENGTH;

/** The prefix of every enrolment token: a token found somewhere says what it is. */
export const ENROLMENT_TOKEN_PREFIX = 'pe_';

/** What the status rule reads of a token; the API's row and the SDK's `EnrolmentToken` both fit. */
export interface EnrolmentTokenState {
  revokedAt: string | Date | null;
  expiresAt: string | Date | null;
  maxUses: number | null;
  uses: number;
}

export type EnrolmentTokenStatus = 'active' | 'revoked' | 'expired' | 'used_up';

/** Revoked first, then expired, then used up: the reason an admin acted on wins over the ones that came by time. */
export function enrolmentTokenStatus(token: EnrolmentTokenState, now: Date): EnrolmentTokenStatus {
  if (token.revokedAt != null) return 'revoked';
  const expiresAt = toTime(token.expiresAt);
  if (expiresAt != null && expiresAt <= now.getTime()) return 'expired';
  if (token.maxUses != null && token.uses >= token.maxUses) return 'used_up';
  return 'active';
}

export const ENROLMENT_STATUS_LABELS: Readonly<Record<EnrolmentTokenStatus, string>> = {
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
  used_up: 'Used up',
};

/** When a token made at `createdAt` for `lifetimeDays` stops enrolling; null: no lifetime, it lasts until revoked. */
export function enrolmentTokenExpiry(createdAt: Date, lifetimeDays: number | null | undefined): Date | null {
  return lifetimeDays == null ? null : new Date(createdAt.getTime() + lifetimeDays * MS_PER_DAY);
}

const ASK_ADMIN = "Ask your organization's admin";

export const ENROLMENT_MESSAGES = {
  unknownToken: 'This enrolment token is not one of this organization: check the managed app configuration.',
  revoked: `This enrolment token has been revoked. ${ASK_ADMIN} for the new managed app configuration.`,
  expired: `This enrolment token has expired. ${ASK_ADMIN} for the new managed app configuration.`,
  usedUp: `This enrolment token has been used as many times as it may. ${ASK_ADMIN} for a new one.`,
  noFreeLicense: `No free Pod Creator license is left in this organization. ${ASK_ADMIN} to buy more licenses or release a device.`,
  maxUsesRange: `Enter a whole number of uses from 1 to ${ENROLMENT_TOKEN_MAX_USES_LIMIT.toLocaleString('en-US')}, or leave it empty.`,
  lifetimeRange: `Enter a whole number of days from 1 to ${ENROLMENT_TOKEN_LIFETIME_DAYS_MAX}, or leave it empty.`,
  tooMany: (max: number) =>
    `This organization already has ${max} active enrolment tokens. Revoke one it no longer uses first.`,
} as const;

export type EnrolmentRefusalReason = 'revoked' | 'expired' | 'used_up' | 'no_free_license';

export interface EnrolmentRefusal {
  reason: EnrolmentRefusalReason;
  /** 410 for a token that no longer enrols, 409 when the organization has no free licence. */
  status: 409 | 410;
  message: string;
}

const REFUSALS: Readonly<Record<Exclude<EnrolmentTokenStatus, 'active'>, EnrolmentRefusal>> = {
  revoked: { reason: 'revoked', status: 410, message: ENROLMENT_MESSAGES.revoked },
  expired: { reason: 'expired', status: 410, message: ENROLMENT_MESSAGES.expired },
  used_up: { reason: 'used_up', status: 410, message: ENROLMENT_MESSAGES.usedUp },
};

/** Why a token refuses to enrol a device now, or null when it enrols. */
export function enrolmentTokenRefusal(token: EnrolmentTokenState, now: Date): EnrolmentRefusal | null {
  const status = enrolmentTokenStatus(token, now);
  return status === 'active' ? null : REFUSALS[status];
}

export const NO_FREE_LICENSE_REFUSAL: EnrolmentRefusal = {
  reason: 'no_free_license',
  status: 409,
  message: ENROLMENT_MESSAGES.noFreeLicense,
};

/**
 * The licence a label enrols into, among the organization's licences that may be claimed now (not revoked, not
 * expired, unclaimed): first one already named for that label (an admin prepared it), then one with no identifier
 * (free but unassigned: the label becomes its identifier). Undefined when neither exists; the caller may then create
 * a licence if the organization has unassigned seats (spec §4).
 */
export function pickEnrolmentLicense<T extends { identifier: string | null }>(
  claimable: readonly T[],
  label: string,
): T | undefined {
  return (
    claimable.find((license) => license.identifier === label) ??
    claimable.find((license) => license.identifier == null || license.identifier.trim() === '')
  );
}

export type ManagedDeviceManager = 'jamf' | 'intune';

/** Each MDM's variable for the device's name, which it replaces per device in the app configuration it sends. */
export const DEVICE_NAME_VARIABLES: Readonly<Record<ManagedDeviceManager, string>> = {
  jamf: '$DEVICENAME',
  intune: '{{devicename}}',
};

/** The keys of the managed app configuration the Pod Creator app reads. */
export const MANAGED_CONFIG_KEYS = {
  apiUrl: 'podConsoleApiUrl',
  organizationId: 'podConsoleOrganizationId',
  enrolmentToken: 'podConsoleEnrolmentToken',
  label: 'podConsoleDeviceLabel',
} as const;

export interface ManagedAppConfigInput {
  /** The API's base URL the app calls (`…/admin-console/v1`). */
  apiUrl: string;
  organizationId: string;
  /** The token itself, or a placeholder where it is no longer shown. */
  token: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The managed app configuration to paste into the MDM: the plist dictionary both Jamf Pro (App Configuration) and
 * Intune (an iOS app configuration policy's XML data, the AppConfig format) take, with that MDM's device-name
 * variable as the label.
 */
export function managedAppConfig(manager: ManagedDeviceManager, input: ManagedAppConfigInput): string {
  const entries: Array<[string, string]> = [
    [MANAGED_CONFIG_KEYS.apiUrl, input.apiUrl],
    [MANAGED_CONFIG_KEYS.organizationId, input.organizationId],
    [MANAGED_CONFIG_KEYS.enrolmentToken, input.token],
    [MANAGED_CONFIG_KEYS.label, DEVICE_NAME_VARIABLES[manager]],
  ];
  return [
    '<dict>',
    ...entries.flatMap(([key, value]) => [`  <key>${key}</key>`, `  <string>${escapeXml(value)}</string>`]),
    '</dict>',
  ].join('\n');
}
