// Story data for the service accounts of Organization Settings: on the wire (the SDK's builder, typed by the
// contract) for container stories, and as the client hands them over (the SDK's own mapper) for the rest.
import { SERVICE_ACCOUNTS_MAX, tokenEndpointOf } from '@pod-console/hooks/domain';
import type { CreatedServiceAccount, ServiceAccount } from '@pod-console/sdk';
import { serviceAccountOf, wireServiceAccount, type WireServiceAccount } from '@pod-console/sdk/testing';
import { LOCAL_DEFAULTS } from '../../lib/read-config';
import { ACME } from '../../testing/fixtures';

/** A client id of the contract's shape (`sa_` and 24 lower-case letters or digits), from a short key. */
const clientIdOf = (key: string) =>
  `sa_${key
    .replace(/[^0-9a-z]/g, '')
    .padEnd(24, '0')
    .slice(0, 24)}`;

const wire = (key: string, overrides: Partial<WireServiceAccount> = {}) =>
  wireServiceAccount({
    id: `service-account-${key}`,
    organization_id: ACME.id,
    client_id: clientIdOf(key),
    ...overrides,
  });

/** Active, an Admin, created by Ada; its last token this week. */
export const WIRE_SUPPORT_DASHBOARD = wire('support', {
  name: 'Support dashboard',
  created_at: '2026-11-20T09:30:00Z',
  last_token_at: '2026-11-23T08:15:00Z',
});
/** Active, a License manager, never used; its creator left no name. */
export const WIRE_KIOSK_PROVISIONER = wire('kiosk', {
  name: 'Kiosk provisioner',
  role: 'LICENSE_MANAGER',
  created_at: '2026-11-22T16:00:00Z',
  created_by: null,
});
/** Revoked, a Billing account. */
export const WIRE_OLD_INVOICE_EXPORT = wire('invoices', {
  name: 'Invoice export (old)',
  role: 'BILLING',
  created_at: '2026-10-01T10:00:00Z',
  created_by: 'Grace Hopper',
  last_token_at: '2026-10-31T23:59:00Z',
  revoked_at: '2026-11-02T11:00:00Z',
});

export const WIRE_SERVICE_ACCOUNTS = [
  WIRE_OLD_INVOICE_EXPORT,
  WIRE_SUPPORT_DASHBOARD,
  WIRE_KIOSK_PROVISIONER,
];

export const SUPPORT_DASHBOARD = serviceAccountOf(WIRE_SUPPORT_DASHBOARD);
export const KIOSK_PROVISIONER = serviceAccountOf(WIRE_KIOSK_PROVISIONER);
export const OLD_INVOICE_EXPORT = serviceAccountOf(WIRE_OLD_INVOICE_EXPORT);

/** Active and revoked ones, in the API's order (the section shows them in the domain's). */
export const SERVICE_ACCOUNTS: ServiceAccount[] = WIRE_SERVICE_ACCOUNTS.map(serviceAccountOf);

/** As many active accounts as an organization may have: Create is refused. */
export const WIRE_SERVICE_ACCOUNTS_AT_LIMIT = Array.from({ length: SERVICE_ACCOUNTS_MAX }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return wire(`tool${number}`, {
    name: `Tool ${number}`,
    created_at: new Date(Date.UTC(2026, 10, 1 + index, 9)).toISOString(),
  });
});
export const SERVICE_ACCOUNTS_AT_LIMIT: ServiceAccount[] =
  WIRE_SERVICE_ACCOUNTS_AT_LIMIT.map(serviceAccountOf);

/** A secret of the contract's shape (`sk_` and 43 characters), made up for stories. */
export const STORY_CLIENT_SECRET = 'sk_storyOnlyNotARealSecret0123456789abcdefghij';

/** What the create call answers for a new "Nightly sync" License manager. */
export const WIRE_CREATED_NIGHTLY_SYNC = wire('nightly', {
  name: 'Nightly sync',
  role: 'LICENSE_MANAGER',
  created_at: '2026-11-23T12:00:00Z',
});
export const CREATED_NIGHTLY_SYNC: CreatedServiceAccount = {
  serviceAccount: serviceAccountOf(WIRE_CREATED_NIGHTLY_SYNC),
  clientSecret: STORY_CLIENT_SECRET,
};

/** The endpoints the environment block names in stories: the console's local defaults. */
export const STORY_ENDPOINTS = {
  apiUrl: LOCAL_DEFAULTS.apiBaseUrl,
  tokenUrl: tokenEndpointOf(LOCAL_DEFAULTS.authDomain),
  audience: LOCAL_DEFAULTS.authAudience,
};
