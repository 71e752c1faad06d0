// @vitest-environment happy-dom
// Every write of the contract: the request it sends, and what it refreshes, observed as the refetches that
// follow while every query of the package is on screen. The expected refetch lists restate spec §7 on purpose:
// they are the specification the invalidation sets in ./invalidations.ts must meet.
import type { ApiError } from '@pod-console/sdk';
import { wireWebhookDelivery, wireWebhookEndpoint } from '@pod-console/sdk/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminOrganization, useAdminOrganizations } from '../queries/admin-organizations';
import { useCurrentUser } from '../queries/current-user';
import { useOrganization } from '../queries/organization';
import { useOrganizations } from '../queries/organizations';
import { usePlans } from '../queries/plans';
import { usePricing } from '../queries/pricing';
import { queryKeys } from '../queries/query-keys';
import { useSubscription } from '../queries/subscription';
import { useTermsStatus } from '../queries/terms-status';
import { useTermsText } from '../queries/terms-text';
import { http, HttpResponse } from 'msw';
import { api, API_BASE_URL, problem, setupApiServer } from '../test/api';
import { ids, TERMS_LINK, TERMS_TEXT, wireOrganization } from '../test/fixtures';
import { readHandlers, writeHandlers } from '../test/handlers';
import { createTestConsole, deferred } from '../test/render';
import { useAssignLicense } from './assign-license';
import { useCancelInvitation } from './cancel-invitation';
import { useCreateCheckoutSession } from './create-checkout-session';
import { useCreateCustomerPortalSession } from './create-customer-portal-session';
import { useCreateInvitation } from './create-invitation';
import { useCreateOrganization } from './create-organization';
import { useDeleteTrialLicenses } from './delete-trial-licenses';
import { useCreateServiceAccount } from './create-service-account';
import { useRemoveMember } from './remove-member';
import { useRevokeServiceAccount } from './revoke-service-account';
import { useCreateWebhookEndpoint } from './create-webhook-endpoint';
import { useDeleteWebhookEndpoint } from './delete-webhook-endpoint';
import { useRedeliverWebhook } from './redeliver-webhook';
import { useRotateWebhookSecret } from './rotate-webhook-secret';
import { useSendWebhookTestEvent } from './send-webhook-test-event';
import { useUpdateWebhookEndpoint } from './update-webhook-endpoint';
import { useCreateEnrolmentToken } from './create-enrolment-token';
import { useRevokeEnrolmentToken } from './revoke-enrolment-token';
import { useRespondToInvitations } from './respond-to-invitations';
import { useRevokeLicense } from './revoke-license';
import { useAssignLicenses } from './assign-licenses';
import { useRegenerateLicenseLink } from './regenerate-license-link';
import { useReleaseLicenseDevice } from './release-license-device';
import { useReleaseLicenseDevices } from './release-license-devices';
import { useRevokeLicenses } from './revoke-licenses';
import { useUpdateIdleSeatRelease } from './update-idle-seat-release';
import { useSelectOrganization } from './select-organization';
import { useSignTerms } from './sign-terms';
import { useUpdateCurrentUser } from './update-current-user';
import { useUpdateLicenseCount } from './update-license-count';
import { useUpdateLicenseIdentifier } from './update-license-identifier';
import { useUpdateOrganization } from './update-organization';
import { useCreateInvitations } from './create-invitations';
import { useLeaveOrganization } from './leave-organization';
import { useDeleteAccount } from './delete-account';
import { useResendInvitation } from './resend-invitation';
import { useTransferOwnership } from './transfer-ownership';
import { useUpdateMemberRole } from './update-member-role';
import type { MutationHookResult } from './use-console-mutation';

const { server, requests } = setupApiServer(...readHandlers(), ...writeHandlers());

afterEach(cleanup);

const A = ids.organization;
const B = ids.otherOrganization;

// The reads on screen, as the request log names them.
const WEBHOOK_ENDPOINT = wireWebhookEndpoint().id;
const WEBHOOK_DELIVERY = wireWebhookDelivery().id;

const READS = {
  currentUser: 'GET /users/current-user',
  organizations: 'GET /organizations',
  organizationA: `GET /organizations/${A}`,
  subscriptionA: `GET /organizations/${A}/subscription`,
  organizationB: `GET /organizations/${B}`,
  adminOrganizations: 'GET /admin/organizations',
  adminOrganizationA: `GET /admin/organizations/${A}`,
  termsStatus: 'GET /users/terms-of-service',
  termsText: `GET ${TERMS_LINK}`,
  plans: 'GET /external/subscription/plans',
  pricing: 'GET /external/subscription/pricing',
};

/** Every query hook of the package, mounted at once: what a busy console screen holds. */
function useEveryQuery() {
  return [
    useCurrentUser(),
    useOrganizations(),
    useOrganization({ organizationId: A }),
    useSubscription({ organizationId: A }),
    useOrganization({ organizationId: B }),
    useAdminOrganizations(),
    useAdminOrganization(A),
    useTermsStatus(),
    useTermsText({ s3Link: TERMS_LINK }),
    usePlans(),
    usePricing(),
  ];
}

async function mountEveryQuery() {
  const testConsole = createTestConsole();
  const queries = renderHook(useEveryQuery, { wrapper: testConsole.wrapper });
  await waitFor(() => expect(queries.result.current.every((query) => query.isSuccess)).toBe(true));
  requests.clear();
  return testConsole;
}

const refetches = () => requests.all().filter((entry) => entry.startsWith('GET '));

// spec §7: "the three licence calls invalidate the organization data" (its subscription is part of it, §3).
const ORGANIZATION_A = [READS.organizationA, READS.subscriptionA];
// spec §7: creating an organization, responding to invitations, name changes and switching refresh "the cached
// user and organization data": the user, both organization lists, and every organization.
const USER_AND_ORGANIZATIONS = [
  READS.currentUser,
  READS.organizations,
  READS.organizationA,
  READS.subscriptionA,
  READS.organizationB,
  READS.adminOrganizations,
  READS.adminOrganizationA,
];

interface Case<TVariables> {
  name: string;
  useMutationHook: () => MutationHookResult<unknown, TVariables>;
  variables: TVariables;
  request: { method: string; path: string; body: unknown };
  refetched: string[];
}

// Keeps each row's variables typed by its own hook.
const write = <TVariables,>(row: Case<TVariables>) => row as unknown as Case<unknown>;

const termsHash = createHash('sha256').update(TERMS_TEXT.trim()).digest('base64');

const cases = [
  write({
    name: 'useAssignLicense',
    useMutationHook: () => useAssignLicense(),
    variables: { organizationId: A, identifier: 'Front desk iPad' },
    request: {
      method: 'POST',
      path: '/licenses/assign-member-to-license',
      body: { organizationId: A, identifier: 'Front desk iPad', licenseType: 'POD_ADMIN' },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useRevokeLicense',
    useMutationHook: () => useRevokeLicense(),
    variables: { organizationId: A, licenseId: ids.license },
    request: {
      method: 'POST',
      path: '/licenses/remove-member-from-license',
      body: { organizationId: A, licenseId: ids.license },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useAssignLicenses',
    useMutationHook: () => useAssignLicenses(),
    variables: { organizationId: A, identifiers: ['iPad 1', 'iPad 2'] },
    request: {
      method: 'POST',
      path: '/licenses/assign-many',
      body: { organizationId: A, identifiers: ['iPad 1', 'iPad 2'], licenseType: 'POD_ADMIN' },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useRevokeLicenses',
    useMutationHook: () => useRevokeLicenses(),
    variables: { organizationId: A, licenseIds: [ids.license] },
    request: {
      method: 'POST',
      path: '/licenses/revoke-many',
      body: { organizationId: A, licenseIds: [ids.license] },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useReleaseLicenseDevices',
    useMutationHook: () => useReleaseLicenseDevices(),
    variables: { organizationId: A, licenseIds: [ids.license] },
    request: {
      method: 'POST',
      path: '/licenses/release-many',
      body: { organizationId: A, licenseIds: [ids.license] },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useUpdateIdleSeatRelease',
    useMutationHook: () => useUpdateIdleSeatRelease(),
    variables: { organizationId: A, idleSeatReleaseDays: 30 },
    request: {
      method: 'PUT',
      path: `/organizations/${A}/idle-seat-release`,
      body: { idleSeatReleaseDays: 30 },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useRegenerateLicenseLink',
    useMutationHook: () => useRegenerateLicenseLink(),
    variables: { organizationId: A, licenseId: ids.license },
    request: {
      method: 'POST',
      path: '/licenses/regenerate-link',
      body: { organizationId: A, licenseId: ids.license },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useReleaseLicenseDevice',
    useMutationHook: () => useReleaseLicenseDevice(),
    variables: { organizationId: A, licenseId: ids.license },
    request: {
      method: 'POST',
      path: '/licenses/release-device',
      body: { organizationId: A, licenseId: ids.license },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useUpdateLicenseIdentifier',
    useMutationHook: () => useUpdateLicenseIdentifier(),
    variables: { organizationId: A, licenseId: ids.license, identifier: 'Studio iPad 2' },
    request: {
      method: 'POST',
      path: '/licenses/update-license-identifier',
      body: { organizationId: A, licenseId: ids.license, identifier: 'Studio iPad 2' },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useCreateOrganization',
    useMutationHook: () => useCreateOrganization(),
    variables: { organizationName: 'Babbage & Co' },
    request: { method: 'POST', path: '/organizations', body: { organizationName: 'Babbage & Co' } },
    refetched: USER_AND_ORGANIZATIONS,
  }),
  write({
    name: 'useRespondToInvitations',
    useMutationHook: () => useRespondToInvitations(),
    variables: { invitationResponses: [{ invitationId: ids.pendingInvitation, response: 'ACCEPTED' }] },
    request: {
      method: 'POST',
      path: '/users/organization-invitations/respond',
      body: { invitationResponses: [{ invitationId: ids.pendingInvitation, response: 'ACCEPTED' }] },
    },
    refetched: USER_AND_ORGANIZATIONS,
  }),
  write({
    name: 'useUpdateCurrentUser',
    useMutationHook: () => useUpdateCurrentUser(),
    variables: { userFirstName: 'Augusta', userLastName: 'King' },
    request: {
      method: 'PATCH',
      path: '/users/current-user',
      body: { userFirstName: 'Augusta', userLastName: 'King' },
    },
    refetched: USER_AND_ORGANIZATIONS,
  }),
  write({
    name: 'useUpdateOrganization',
    useMutationHook: () => useUpdateOrganization(),
    variables: { organizationId: A, organizationName: 'Analytical Engines Ltd' },
    request: {
      method: 'PATCH',
      path: `/organizations/${A}`,
      body: { organizationName: 'Analytical Engines Ltd' },
    },
    refetched: USER_AND_ORGANIZATIONS,
  }),
  write({
    name: 'useSelectOrganization',
    useMutationHook: () => useSelectOrganization(),
    variables: { organizationId: B },
    request: { method: 'PATCH', path: '/users/selected-organization', body: { selectedOrgId: B } },
    refetched: USER_AND_ORGANIZATIONS,
  }),
  write({
    name: 'useSignTerms',
    useMutationHook: () => useSignTerms(),
    variables: { version: '2026-02', termsText: TERMS_TEXT },
    request: {
      method: 'POST',
      path: '/users/terms-of-service/sign',
      body: { version: '2026-02', tosHash: termsHash },
    },
    // spec §7: signing refreshes the terms status; the text of a link never changes, so it is not fetched again.
    refetched: [READS.termsStatus],
  }),
  write({
    name: 'useCreateInvitation',
    useMutationHook: () => useCreateInvitation(),
    variables: { organizationId: A, email: 'charles@example.com' },
    request: {
      method: 'POST',
      path: `/organizations/${A}/invitation`,
      body: { email: 'charles@example.com' },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useCreateInvitations',
    useMutationHook: () => useCreateInvitations(),
    variables: { organizationId: A, emails: ['charles@example.com'], role: 'LICENSE_MANAGER' },
    request: {
      method: 'POST',
      path: `/organizations/${A}/invitations`,
      body: { emails: ['charles@example.com'], role: 'LICENSE_MANAGER' },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useResendInvitation',
    useMutationHook: () => useResendInvitation(),
    variables: { organizationId: A, invitationId: ids.invitation },
    request: {
      method: 'POST',
      path: `/organizations/${A}/invitation/${ids.invitation}/resend`,
      body: undefined,
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useCreateServiceAccount',
    useMutationHook: () => useCreateServiceAccount(),
    variables: { organizationId: A, name: 'Provisioning script', role: 'LICENSE_MANAGER' },
    request: {
      method: 'POST',
      path: `/organizations/${A}/service-accounts`,
      body: { name: 'Provisioning script', role: 'LICENSE_MANAGER' },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useRevokeServiceAccount',
    useMutationHook: () => useRevokeServiceAccount(),
    variables: { organizationId: A, serviceAccountId: ids.serviceAccount },
    request: {
      method: 'POST',
      path: `/organizations/${A}/service-accounts/${ids.serviceAccount}/revoke`,
      body: undefined,
    },
    refetched: ORGANIZATION_A,
  }),
  // Webhook writes refresh the endpoints and their logs only, none of the reads mounted here.
  write({
    name: 'useCreateWebhookEndpoint',
    useMutationHook: () => useCreateWebhookEndpoint(),
    variables: { organizationId: A, url: 'https://hooks.example.com/in', eventTypes: ['license.claimed'] },
    request: {
      method: 'POST',
      path: `/organizations/${A}/webhook-endpoints`,
      body: { url: 'https://hooks.example.com/in', eventTypes: ['license.claimed'] },
    },
    refetched: [],
  }),
  write({
    name: 'useUpdateWebhookEndpoint',
    useMutationHook: () => useUpdateWebhookEndpoint(),
    variables: { organizationId: A, webhookEndpointId: WEBHOOK_ENDPOINT, enabled: false },
    request: {
      method: 'PATCH',
      path: `/organizations/${A}/webhook-endpoints/${WEBHOOK_ENDPOINT}`,
      body: { enabled: false },
    },
    refetched: [],
  }),
  write({
    name: 'useDeleteWebhookEndpoint',
    useMutationHook: () => useDeleteWebhookEndpoint(),
    variables: { organizationId: A, webhookEndpointId: WEBHOOK_ENDPOINT },
    request: {
      method: 'DELETE',
      path: `/organizations/${A}/webhook-endpoints/${WEBHOOK_ENDPOINT}`,
      body: undefined,
    },
    refetched: [],
  }),
  write({
    name: 'useRotateWebhookSecret',
    useMutationHook: () => useRotateWebhookSecret(),
    variables: { organizationId: A, webhookEndpointId: WEBHOOK_ENDPOINT },
    request: {
      method: 'POST',
      path: `/organizations/${A}/webhook-endpoints/${WEBHOOK_ENDPOINT}/secret-rotations`,
      body: undefined,
    },
    refetched: [],
  }),
  write({
    name: 'useSendWebhookTestEvent',
    useMutationHook: () => useSendWebhookTestEvent(),
    variables: { organizationId: A, webhookEndpointId: WEBHOOK_ENDPOINT },
    request: {
      method: 'POST',
      path: `/organizations/${A}/webhook-endpoints/${WEBHOOK_ENDPOINT}/test-events`,
      body: undefined,
    },
    refetched: [],
  }),
  write({
    name: 'useRedeliverWebhook',
    useMutationHook: () => useRedeliverWebhook(),
    variables: {
      organizationId: A,
      webhookEndpointId: WEBHOOK_ENDPOINT,
      webhookDeliveryId: WEBHOOK_DELIVERY,
    },
    request: {
      method: 'POST',
      path: `/organizations/${A}/webhook-endpoints/${WEBHOOK_ENDPOINT}/deliveries/${WEBHOOK_DELIVERY}/redeliveries`,
      body: undefined,
    },
    refetched: [],
  }),
  write({
    name: 'useCreateEnrolmentToken',
    useMutationHook: () => useCreateEnrolmentToken(),
    variables: { organizationId: A, name: 'Warehouse iPads', maxUses: 200, lifetimeDays: null },
    request: {
      method: 'POST',
      path: `/organizations/${A}/enrolment-tokens`,
      body: { name: 'Warehouse iPads', maxUses: 200, lifetimeDays: null },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useRevokeEnrolmentToken',
    useMutationHook: () => useRevokeEnrolmentToken(),
    variables: { organizationId: A, enrolmentTokenId: ids.serviceAccount },
    request: {
      method: 'POST',
      path: `/organizations/${A}/enrolment-tokens/${ids.serviceAccount}/revoke`,
      body: undefined,
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useUpdateMemberRole',
    useMutationHook: () => useUpdateMemberRole(),
    variables: { organizationId: A, userId: ids.otherUser, role: 'BILLING' },
    request: {
      method: 'PATCH',
      path: `/organizations/${A}/user/${ids.otherUser}/role`,
      body: { role: 'BILLING' },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useTransferOwnership',
    useMutationHook: () => useTransferOwnership(),
    variables: { organizationId: A, userId: ids.otherUser },
    request: {
      method: 'POST',
      path: `/organizations/${A}/transfer-ownership`,
      body: { userId: ids.otherUser },
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useLeaveOrganization',
    useMutationHook: () => useLeaveOrganization(),
    variables: { organizationId: A },
    request: { method: 'POST', path: `/organizations/${A}/leave`, body: undefined },
    // Leaving changes the user's organizations and the selection: as switching does.
    refetched: USER_AND_ORGANIZATIONS,
  }),
  write({
    name: 'useDeleteAccount',
    useMutationHook: () => useDeleteAccount(),
    variables: { email: 'ada@example.com' },
    request: { method: 'POST', path: '/users/current-user/delete', body: { email: 'ada@example.com' } },
    // The account is gone: nothing is read again, the console signs out.
    refetched: [],
  }),
  write({
    name: 'useCancelInvitation',
    useMutationHook: () => useCancelInvitation(),
    variables: { organizationId: A, invitationId: ids.invitation },
    request: {
      method: 'PATCH',
      path: `/organizations/${A}/invitation/${ids.invitation}/cancel`,
      body: undefined,
    },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useRemoveMember',
    useMutationHook: () => useRemoveMember(),
    variables: { organizationId: A, userId: ids.otherUser },
    request: { method: 'DELETE', path: `/organizations/${A}/user/${ids.otherUser}`, body: undefined },
    refetched: ORGANIZATION_A,
  }),
  write({
    name: 'useUpdateLicenseCount',
    useMutationHook: () => useUpdateLicenseCount(),
    variables: { organizationId: A, licenseCount: 12 },
    request: {
      method: 'PATCH',
      path: `/organizations/${A}/update-license-count`,
      body: { licenseCount: 12, licenseType: 'POD_ADMIN' },
    },
    // The platform admin's table shows the counts, and the organization's own data holds them.
    refetched: [READS.adminOrganizations, READS.adminOrganizationA, ...ORGANIZATION_A],
  }),
  write({
    name: 'useDeleteTrialLicenses',
    useMutationHook: () => useDeleteTrialLicenses(),
    variables: { organizationId: A },
    request: { method: 'DELETE', path: `/organizations/${A}/delete-trial-licenses`, body: undefined },
    refetched: [READS.adminOrganizations, READS.adminOrganizationA, ...ORGANIZATION_A],
  }),
  write({
    name: 'useCreateCheckoutSession',
    useMutationHook: () => useCreateCheckoutSession(),
    variables: {
      organizationId: A,
      subscriptionType: 'business',
      billingPeriod: 'annually',
      successUrl: 'http://console.test/subscription/success',
      cancelUrl: 'http://console.test/subscription/cancel',
    },
    request: {
      method: 'POST',
      path: '/subscription/create-checkout-session',
      body: {
        organizationId: A,
        subscriptionType: 'business',
        billingPeriod: 'annually',
        successUrl: 'http://console.test/subscription/success',
        cancelUrl: 'http://console.test/subscription/cancel',
      },
    },
    // The browser leaves for the checkout; coming back reloads everything anyway.
    refetched: [],
  }),
  write({
    name: 'useCreateCustomerPortalSession',
    useMutationHook: () => useCreateCustomerPortalSession(),
    variables: { organizationId: A, returnUrl: 'http://console.test/billing' },
    request: {
      method: 'POST',
      path: '/subscription/create-customer-portal-session',
      body: { organizationId: A, returnUrl: 'http://console.test/billing' },
    },
    refetched: [],
  }),
];

/**
 * Writes of the contract that no console sends: the payment provider's signed webhook, and the Pod Creator app's
 * claim and report (the SDK has methods for those, under `app`, but no hook).
 */
const NOT_SENT_BY_A_BROWSER = [
  '/webhooks/payments',
  '/app/licenses/claim',
  '/app/licenses/enrol',
  '/app/licenses/seen',
];

describe('every mutation hook', () => {
  it('covers every write of the contract, one row each', () => {
    // The contract's writes, read from the SDK's generated types: a new write without a hook fails here.
    const generated = readFileSync(
      join(
        dirname(createRequire(import.meta.url).resolve('@pod-console/sdk/package.json')),
        'src/generated/v1.d.ts',
      ),
      'utf8',
    );
    // The paths alone: the contract's `webhooks` (what the API sends) follow them.
    const pathsStart = generated.indexOf('export interface paths');
    const pathsBlock = generated.slice(pathsStart, generated.indexOf('\nexport ', pathsStart + 1));
    const writes = [...pathsBlock.matchAll(/^ {4}"([^"]+)": \{([\s\S]*?)^ {4}\};/gm)]
      // The payment provider's webhook is a write no browser sends: the SDK has no method for it, so no hook.
      .filter(([, path]) => !NOT_SENT_BY_A_BROWSER.includes(path!))
      .flatMap(([, path, body]) =>
        [...body!.matchAll(/^ {8}(post|put|patch|delete): operations/gm)].map(([, method]) => ({
          method: method!.toUpperCase(),
          pattern: new RegExp(`^${path!.replace(/\{\w+\}/g, '[^/]+')}$`),
        })),
      );
    expect(writes).toHaveLength(38);
    for (const write of writes) {
      const rows = cases.filter(
        (row) => row.request.method === write.method && write.pattern.test(row.request.path),
      );
      expect(rows, `${write.method} ${write.pattern}`).toHaveLength(1);
    }
    expect(cases).toHaveLength(writes.length);
  });

  it.each(cases)('$name sends its request and refreshes exactly what spec §7 says', async (row) => {
    const { wrapper } = await mountEveryQuery();
    const { result } = renderHook(row.useMutationHook, { wrapper });

    await act(() => result.current.mutateAsync(row.variables));

    const writes = requests.sent().filter((sent) => sent.method !== 'GET');
    expect(writes).toEqual([{ ...row.request, authorization: 'Bearer test-token' }]);
    // Refetches finish before the mutation settles: the order of the list does not matter, each one once.
    expect(refetches().sort()).toEqual([...row.refetched].sort());
  });
});

describe('a mutation hook', () => {
  it('calls the caller’s onSuccess once the refreshed data is in the cache', async () => {
    const { wrapper, queryClient } = await mountEveryQuery();
    // The API now holds the new licence: the organization's next answer has two.
    server.use(
      api.get('/organizations/{organizationId}', ({ params }) => {
        const organization = wireOrganization(params.organizationId);
        return {
          ...organization,
          licenses: [
            ...organization.licenses,
            { ...organization.licenses[0]!, id: 'new', identifier: 'Front desk' },
          ],
        };
      }),
    );
    const seenOnSuccess: unknown[] = [];
    const { result } = renderHook(
      () =>
        useAssignLicense({
          onSuccess: (data) => {
            const organization = queryClient.getQueryData<{ licenses: unknown[] }>(
              queryKeys.organization.detail(A),
            );
            seenOnSuccess.push(data, organization?.licenses.length);
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ organizationId: A, identifier: 'Front desk' }));
    expect(seenOnSuccess).toEqual([{ licenseId: ids.license }, 2]);
  });

  it('sends a write again after no answer with the same Idempotency-Key, and a new key once answered', async () => {
    const keys: (string | null)[] = [];
    let failNext = true;
    server.use(
      http.post(`${API_BASE_URL}/licenses/assign-member-to-license`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (failNext) {
          failNext = false;
          return HttpResponse.error();
        }
        return HttpResponse.json({ licenseId: ids.license }, { status: 201 });
      }),
    );
    const { wrapper } = await mountEveryQuery();
    const { result } = renderHook(() => useAssignLicense(), { wrapper });
    const input = { organizationId: A, identifier: 'Front desk iPad' };
    await act(() => result.current.mutateAsync(input).catch(() => undefined));
    // React Query hands the observer its state in a later task: on a loaded machine, after act has returned.
    await waitFor(() => expect(result.current.error).toMatchObject({ name: 'ApiError', kind: 'network' }));
    // The person presses the button again: the same write, which the API may already have done.
    await act(() => result.current.mutateAsync(input));
    // Answered: the next write is a new one, even with the same input.
    await act(() => result.current.mutateAsync(input));
    // A changed write after no answer is a new one too.
    failNext = true;
    await act(() => result.current.mutateAsync(input).catch(() => undefined));
    await act(() => result.current.mutateAsync({ ...input, identifier: 'Lobby kiosk' }));
    expect(keys.every((key) => key !== null && /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[1], keys[2], keys[3], keys[4]]).size).toBe(4);
  });

  it('hands a failed write to onError as an ApiError, refreshes nothing and does not retry it', async () => {
    server.use(api.post('/licenses/assign-member-to-license', () => problem(503, 'Service Unavailable')));
    const { wrapper } = await mountEveryQuery();
    const errors: ApiError[] = [];
    const { result } = renderHook(() => useAssignLicense({ onError: (error) => errors.push(error) }), {
      wrapper,
    });
    act(() => result.current.mutate({ organizationId: A, identifier: 'Front desk iPad' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ApiError', status: 503 });
    expect(errors).toEqual([result.current.error]);
    expect(requests.all()).toEqual(['POST /licenses/assign-member-to-license']);
  });

  it('refreshes the write’s data when what it changes is gone (404), before the caller’s onError runs', async () => {
    const { wrapper, queryClient } = await mountEveryQuery();
    server.use(
      api.post('/licenses/remove-member-from-license', () => problem(404, 'Not Found')),
      // Someone else revoked it: the organization's next answer has no licence left.
      api.get('/organizations/{organizationId}', ({ params }) => ({
        ...wireOrganization(params.organizationId),
        licenses: [],
      })),
    );
    const seenOnError: unknown[] = [];
    const { result } = renderHook(
      () =>
        useRevokeLicense({
          onError: (error) => {
            const organization = queryClient.getQueryData<{ licenses: unknown[] }>(
              queryKeys.organization.detail(A),
            );
            seenOnError.push(error.status, organization?.licenses.length);
          },
        }),
      { wrapper },
    );
    act(() => result.current.mutate({ organizationId: A, licenseId: ids.license }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(seenOnError).toEqual([404, 0]);
    expect(refetches().sort()).toEqual([...ORGANIZATION_A].sort());
  });

  it('stays pending until the refetch it caused has answered, so a closing dialog shows fresh data', async () => {
    const { wrapper } = await mountEveryQuery();
    const refetchAnswer = deferred();
    server.use(
      api.get('/organizations/{organizationId}', async ({ params }) => {
        await refetchAnswer.promise;
        return wireOrganization(params.organizationId);
      }),
    );
    const { result } = renderHook(() => useRevokeLicense(), { wrapper });
    act(() => result.current.mutate({ organizationId: A, licenseId: ids.license }));
    await waitFor(() => expect(requests.all()).toContain(READS.organizationA));
    // The write has answered; the organization's refetch has not.
    expect(result.current.isPending).toBe(true);
    refetchAnswer.resolve();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ success: true });
  });
});
