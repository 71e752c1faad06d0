// The API of the service accounts' container stories and browser tests: handlers typed against the contract,
// whose answers follow the writes as the real server's do.
import type { components, OrganizationMember } from '@pod-console/sdk';
import type { WireServiceAccount } from '@pod-console/sdk/testing';
import { http, HttpResponse } from 'msw';
import { wireOrganization, wireUser } from '../../testing/fixtures';
import { apiUrl } from '../../testing/story-api';
import { ADA_MEMBER, GRACE_MEMBER, HEDY_MEMBER, wireMember } from './organization-settings-fixtures';
import {
  STORY_CLIENT_SECRET,
  WIRE_CREATED_NIGHTLY_SYNC,
  WIRE_SERVICE_ACCOUNTS,
} from './service-accounts-fixtures';

type Schemas = components['schemas'];

export const SERVICE_ACCOUNTS_PATH = '/organizations/{organizationId}/service-accounts' as const;
export const REVOKE_SERVICE_ACCOUNT_PATH =
  '/organizations/{organizationId}/service-accounts/{serviceAccountId}/revoke' as const;
const LIST = SERVICE_ACCOUNTS_PATH;
const REVOKE = REVOKE_SERVICE_ACCOUNT_PATH;

interface ServiceAccountsApiOptions {
  accounts?: readonly WireServiceAccount[];
  /** Who is signed in (Ada, the Owner, unless given). */
  viewer?: OrganizationMember;
}

/**
 * The signed-in member, the organization and its service accounts as the API answers them. Creating adds the new
 * account (its secret in that answer only) and revoking marks it, as on the real server.
 */
export function serviceAccountsApi({
  accounts = WIRE_SERVICE_ACCOUNTS,
  viewer = ADA_MEMBER,
}: ServiceAccountsApiOptions = {}) {
  let list = [...accounts];
  return [
    http.get(apiUrl('/users/current-user'), () => HttpResponse.json(wireUser({ id: viewer.id }))),
    http.get(apiUrl('/organizations/{organizationId}'), () =>
      HttpResponse.json(
        wireOrganization({
          organization_users: [ADA_MEMBER, GRACE_MEMBER, HEDY_MEMBER].map(wireMember),
          owner_user_id: ADA_MEMBER.id,
          pending_invitations: [],
        }),
      ),
    ),
    http.get(apiUrl(LIST), () =>
      HttpResponse.json({ service_accounts: list } satisfies Schemas['ServiceAccountList']),
    ),
    http.post(apiUrl(LIST), async ({ request }) => {
      const { name, role } = (await request.json()) as Schemas['CreateServiceAccountRequest'];
      const created = { ...WIRE_CREATED_NIGHTLY_SYNC, name, role, created_at: new Date().toISOString() };
      list = [created, ...list];
      return HttpResponse.json(
        {
          service_account: created,
          client_secret: STORY_CLIENT_SECRET,
        } satisfies Schemas['CreatedServiceAccount'],
        { status: 201 },
      );
    }),
    http.post(apiUrl(REVOKE), ({ params }) => {
      list = list.map((account) =>
        account.id === params.serviceAccountId
          ? { ...account, revoked_at: new Date().toISOString() }
          : account,
      );
      const revoked = list.find((account) => account.id === params.serviceAccountId);
      return revoked
        ? HttpResponse.json(revoked satisfies Schemas['ServiceAccount'])
        : HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 });
    }),
  ];
}
