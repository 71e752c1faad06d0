// Handlers answering every call of spec §7 the way a healthy API would, typed by the contract. Test files start
// their server with them and override one with `server.use(…)` where a test needs another answer.
import { http, HttpResponse } from 'msw';
import {
  wireEnrolmentToken,
  wireServiceAccount,
  wireWebhookDelivery,
  wireWebhookEndpoint,
} from '@pod-console/sdk/testing';
import { API_BASE_URL, api, noContent } from './api';
import {
  ids,
  TERMS_LINK,
  TERMS_TEXT,
  wireAdminOrganizationDetail,
  wireAdminOrganizations,
  wireOrganization,
  wirePlans,
  wirePricing,
  wireSubscription,
  wireTermsToSign,
  wireUser,
} from './fixtures';

/** Every read the hooks make, including the terms text at its `s3Link` (outside the API). */
export const readHandlers = () => [
  api.get('/users/current-user', () => wireUser()),
  api.get('/users/current-user/deletion', () => ({
    allowed: true,
    blocks: [],
    memberships_ended: [
      { organization_id: ids.organization, organization_name: 'Analytical Engines', role: 'ADMIN' as const },
    ],
    organizations_deleted: [],
  })),
  api.get('/organizations', () => wireUser().organizations),
  api.get('/organizations/{organizationId}', ({ params }) => wireOrganization(params.organizationId)),
  api.get('/organizations/{organizationId}/subscription', () => wireSubscription),
  api.get('/organizations/{organizationId}/service-accounts', () => ({
    service_accounts: [wireServiceAccount()],
  })),
  api.get('/external/subscription/plans', () => wirePlans),
  api.get('/external/subscription/pricing', () => wirePricing),
  api.get('/users/terms-of-service', () => wireTermsToSign),
  api.get('/admin/organizations', () => wireAdminOrganizations),
  api.get('/admin/organizations/{organizationId}', () => wireAdminOrganizationDetail),
  http.get(TERMS_LINK, () => HttpResponse.text(TERMS_TEXT)),
];

/** Every write of the contract, answering success with the contract's status code. */
export const writeHandlers = () => [
  api.patch('/users/current-user', () => wireUser({ first_name: 'Augusta' })),
  api.patch('/users/selected-organization', () =>
    wireUser({ selected_organization_id: ids.otherOrganization }),
  ),
  api.post('/users/terms-of-service/sign', () => wireTermsToSign),
  api.post('/users/current-user/delete', () => noContent()),
  api.post('/users/organization-invitations/respond', () => ({
    processedInvitationIds: [ids.pendingInvitation],
  })),
  api.post('/organizations', () => ({ success: true, organizationId: ids.otherOrganization }), 201),
  api.patch('/organizations/{organizationId}', () => ({ success: true })),
  api.patch('/organizations/{organizationId}/update-license-count', () => noContent()),
  api.delete('/organizations/{organizationId}/delete-trial-licenses', () => noContent()),
  api.post('/organizations/{organizationId}/invitation', () => ({ invitationId: ids.invitation }), 201),
  api.post(
    '/organizations/{organizationId}/invitations',
    () => ({
      results: [{ email: 'charles@example.com', outcome: 'invited' as const, invitation_id: ids.invitation }],
    }),
    201,
  ),
  api.post('/organizations/{organizationId}/invitation/{invitationId}/resend', () => ({
    expires_at: '2026-12-02T00:00:00Z',
    last_sent_at: '2026-11-25T00:00:00Z',
  })),
  api.post(
    '/organizations/{organizationId}/service-accounts',
    () => ({ service_account: wireServiceAccount(), client_secret: 'sk_secret-shown-once' }),
    201,
  ),
  api.post('/organizations/{organizationId}/service-accounts/{serviceAccountId}/revoke', () =>
    wireServiceAccount({ revoked_at: '2026-11-27T10:00:00Z' }),
  ),
  api.post(
    '/organizations/{organizationId}/webhook-endpoints',
    () => ({ webhook_endpoint: wireWebhookEndpoint(), secret: 'whsec_shown-once' }),
    201,
  ),
  api.patch('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}', () =>
    wireWebhookEndpoint({ enabled: false }),
  ),
  api.delete('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}', () => noContent()),
  api.post('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/secret-rotations', () => ({
    webhook_endpoint: wireWebhookEndpoint(),
    secret: 'whsec_rotated',
  })),
  api.post(
    '/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/test-events',
    () => wireWebhookDelivery({ status: 'pending' }),
    202,
  ),
  api.post(
    '/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/deliveries/{webhookDeliveryId}/redeliveries',
    () => wireWebhookDelivery({ status: 'pending' }),
    202,
  ),
  api.post(
    '/organizations/{organizationId}/enrolment-tokens',
    () => ({ enrolment_token: wireEnrolmentToken(), token: 'pe_shown-once' }),
    201,
  ),
  api.post('/organizations/{organizationId}/enrolment-tokens/{enrolmentTokenId}/revoke', () =>
    wireEnrolmentToken({ revoked_at: '2026-11-27T10:00:00Z' }),
  ),
  api.patch('/organizations/{organizationId}/user/{userId}/role', () => noContent()),
  api.post('/organizations/{organizationId}/transfer-ownership', () => noContent()),
  api.post('/organizations/{organizationId}/leave', () => noContent()),
  http.get(
    `${API_BASE_URL}/organizations/:organizationId/export`,
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'Content-Type': 'application/zip' },
      }),
  ),
  api.patch('/organizations/{organizationId}/invitation/{invitationId}/cancel', () => noContent()),
  api.delete('/organizations/{organizationId}/user/{userId}', () => noContent()),
  api.post('/licenses/assign-member-to-license', () => ({ licenseId: ids.license }), 201),
  api.post('/licenses/remove-member-from-license', () => ({ success: true })),
  api.post('/licenses/update-license-identifier', () => noContent()),
  api.post(
    '/licenses/assign-many',
    async ({ request }) => {
      const { identifiers } = (await request.json()) as { identifiers: string[] };
      return { licenseIds: identifiers.map((_, index) => `new-license-${index + 1}`) };
    },
    201,
  ),
  api.post('/licenses/revoke-many', async ({ request }) => {
    const { licenseIds } = (await request.json()) as { licenseIds: string[] };
    return { revokedLicenseIds: licenseIds };
  }),
  api.post('/licenses/regenerate-link', () => ({ licenseId: 'regenerated-license' })),
  api.post('/licenses/release-device', () => noContent()),
  api.post('/licenses/release-many', async ({ request }) => {
    const { licenseIds } = (await request.json()) as { licenseIds: string[] };
    return { releasedLicenseIds: licenseIds };
  }),
  api.put('/organizations/{organizationId}/idle-seat-release', async ({ request }) => {
    const { idleSeatReleaseDays } = (await request.json()) as { idleSeatReleaseDays: number | null };
    return { idle_seat_release_days: idleSeatReleaseDays };
  }),
  api.post('/subscription/create-checkout-session', () => ({ url: 'http://pay.test/checkout/cs_1' })),
  api.post('/subscription/create-customer-portal-session', () => ({ url: 'http://pay.test/portal/ps_1' })),
];
