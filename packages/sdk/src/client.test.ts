import { describe, expect, it, vi } from 'vitest';
import { createConsoleClient, type ConsoleClient } from './client';
import {
  ids,
  json,
  noContent,
  organizationAnswer,
  recordingFetch,
  termsStatusAnswer,
  type Responder,
} from './test-support';
import {
  wireActivityEntry,
  wireActivityPage,
  wireAdminOrganization,
  wireAdminOrganizationDetail,
  wirePlan,
  wirePricingEntry,
  wireServiceAccount as wireServiceAccountOf,
  wireSubscription,
  wireSubscriptionProvider,
  wireUser,
} from './testing';

const baseUrl = 'http://api.test/admin-console/v1';

const wireServiceAccount = wireServiceAccountOf();
const wireEnrolmentToken = {
  id: '5b0f4a58-8c2e-4c1e-9a39-0d6f1a9e2c11',
  organization_id: ids.organization,
  name: 'Warehouse iPads',
  max_uses: 200,
  uses: 3,
  expires_at: null,
  revoked_at: null,
  created_at: '2026-11-27T08:00:00.000Z',
  created_by: 'Ivy Admin',
  last_used_at: '2026-11-27T09:00:00.000Z',
};
const enrolmentToken = {
  id: wireEnrolmentToken.id,
  organizationId: ids.organization,
  name: 'Warehouse iPads',
  maxUses: 200,
  uses: 3,
  expiresAt: null,
  revokedAt: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  createdBy: 'Ivy Admin',
  lastUsedAt: '2026-11-27T09:00:00.000Z',
};
/** The same account as the client hands it over, spelled out so that the mapping itself is under test. */
const serviceAccount = {
  id: '8a06f49c-1fc2-4ae3-8d4f-bfd05b7c9dae',
  organizationId: ids.organization,
  name: 'Support dashboard',
  role: 'ADMIN',
  clientId: 'sa_3f7k2m9q4x8w1c6v5b0n7h2j',
  createdAt: '2026-11-20T09:30:00Z',
  createdBy: 'Ada Lovelace',
  revokedAt: null,
  lastTokenAt: null,
};

function setup(responder: Responder, token = 'token-123') {
  const { fetch, sent } = recordingFetch(responder);
  const client = createConsoleClient({ baseUrl, getAccessToken: () => token, fetch });
  return { client, sent };
}

/** One row per operation of the contract: how the SDK calls it, what must go on the wire, what comes back. */
interface OperationCase {
  operation: string;
  invoke: (client: ConsoleClient) => Promise<unknown>;
  method: string;
  path: string;
  body?: unknown;
  answer: () => Response;
  expected: unknown;
  authenticated?: boolean;
}

const signingKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
  kid: 'lic-2026-12-01',
  alg: 'ES256',
  use: 'sig',
} as const;

const plan = wirePlan({
  type: 'business',
  name: 'Business',
  pod_creators: 5,
  monthly_active_users: 150,
});

const pricing = wirePricingEntry({
  prices: {
    monthly: { amount: 4900, currency: 'usd', formatted_amount: '$49' },
    annually: { amount: 44100, currency: 'usd', formatted_amount: '$441' },
  },
});

const subscription = wireSubscription({
  status: 'trialing',
  provider: wireSubscriptionProvider({
    trial_end: '2026-11-30T00:00:00Z',
    current_period_start: '2026-11-23T00:00:00Z',
    current_period_end: '2026-12-23T00:00:00Z',
    price_amount: 19900,
  }),
  schedule: {
    pending_product: 'starter',
    next_phase_start: '2026-12-23T00:00:00Z',
    pending_price_amount: 4900,
  },
});

const adminOrganization = wireAdminOrganization({
  created_at: '2026-01-02T03:04:05Z',
  assigned_license_count: 2,
  trial_license_count: 1,
  assigned_trial_license_count: 1,
});

const expectedAdminOrganization = {
  id: ids.organization,
  name: 'Analytical Engines',
  createdAt: '2026-01-02T03:04:05Z',
  ownerUserId: ids.user,
  ownerEmail: 'ada@example.com',
  ownerFirstName: 'Ada',
  ownerLastName: 'Lovelace',
  licenseCounts: { POD_ADMIN: 5 },
  assignedLicenseCount: 2,
  trialLicenseCount: 1,
  assignedTrialLicenseCount: 1,
  memberCount: 1,
  subscription: expect.objectContaining({ product: 'business', status: 'active' }),
};

const expectedUser = {
  id: ids.user,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  systemRole: 'USER',
  selectedOrganizationId: ids.organization,
  organizations: [
    { id: ids.organization, name: 'Analytical Engines' },
    { id: ids.otherOrganization, name: 'Difference Ltd' },
  ],
  organizationInvitations: [
    {
      pendingInvitationId: ids.invitation,
      organizationId: ids.otherOrganization,
      organizationName: 'Difference Ltd',
      role: 'ADMIN',
      expiresAt: '2026-12-01T00:00:00Z',
      invitedByName: 'Charles Babbage',
    },
  ],
};

const expectedTermsStatus = {
  currentTermsOfService: {
    id: ids.terms,
    version: '2026-11',
    s3Link: 'http://127.0.0.1:4000/static/terms/2026-11.md',
  },
  signedTermsOfService: [],
};

const wireWebhookEndpoint = {
  id: ids.otherUser,
  url: 'https://hooks.example.com/in',
  description: 'Help desk',
  event_types: ['license.claimed'],
  enabled: true,
  disabled_reason: null,
  secret_rotation_ends_at: null,
  created_at: '2026-12-01T09:30:00Z',
  deliveries_succeeded: 4,
  deliveries_failed: 1,
  last_delivery_at: '2026-12-07T08:12:03Z',
};

const webhookEndpoint = {
  id: ids.otherUser,
  url: 'https://hooks.example.com/in',
  description: 'Help desk',
  eventTypes: ['license.claimed'],
  enabled: true,
  disabledReason: null,
  secretRotationEndsAt: null,
  createdAt: '2026-12-01T09:30:00Z',
  deliveriesSucceeded: 4,
  deliveriesFailed: 1,
  lastDeliveryAt: '2026-12-07T08:12:03Z',
};

const wireWebhookDelivery = {
  id: ids.invitation,
  event_id: ids.terms,
  event_type: 'webhook.test',
  status: 'pending',
  attempts: 0,
  created_at: '2026-12-07T08:12:03Z',
  last_attempt_at: null,
  next_attempt_at: '2026-12-07T08:12:03Z',
  response_status: null,
  response_excerpt: null,
  duration_ms: null,
  error: null,
};

const webhookDelivery = {
  id: ids.invitation,
  eventId: ids.terms,
  eventType: 'webhook.test',
  status: 'pending',
  attempts: 0,
  createdAt: '2026-12-07T08:12:03Z',
  lastAttemptAt: null,
  nextAttemptAt: '2026-12-07T08:12:03Z',
  responseStatus: null,
  responseExcerpt: null,
  durationMs: null,
  error: null,
};

const cases: OperationCase[] = [
  {
    operation: 'getCurrentUser',
    invoke: (c) => c.users.getCurrent(),
    method: 'GET',
    path: '/users/current-user',
    answer: () => json(wireUser()),
    expected: expectedUser,
  },
  {
    operation: 'updateCurrentUser',
    invoke: (c) => c.users.update({ userFirstName: 'Ada', userLastName: 'Lovelace' }),
    method: 'PATCH',
    path: '/users/current-user',
    body: { userFirstName: 'Ada', userLastName: 'Lovelace' },
    answer: () => json(wireUser()),
    expected: expectedUser,
  },
  {
    operation: 'getAccountDeletion',
    invoke: (c) => c.users.getDeletion(),
    method: 'GET',
    path: '/users/current-user/deletion',
    answer: () =>
      json({
        allowed: false,
        blocks: [
          {
            organization_id: ids.organization,
            organization_name: 'Analytical Engines',
            reason: 'other_members',
            message: 'You own Analytical Engines, which has other members.',
          },
        ],
        memberships_ended: [
          { organization_id: ids.otherOrganization, organization_name: 'Other', role: 'ADMIN' },
        ],
        organizations_deleted: [],
      }),
    expected: {
      allowed: false,
      blocks: [
        {
          organizationId: ids.organization,
          organizationName: 'Analytical Engines',
          reason: 'other_members',
          message: 'You own Analytical Engines, which has other members.',
        },
      ],
      membershipsEnded: [{ organizationId: ids.otherOrganization, organizationName: 'Other', role: 'ADMIN' }],
      organizationsDeleted: [],
    },
  },
  {
    operation: 'deleteCurrentUser',
    invoke: (c) => c.users.delete({ email: 'ada@example.com' }),
    method: 'POST',
    path: '/users/current-user/delete',
    body: { email: 'ada@example.com' },
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'setSelectedOrganization',
    invoke: (c) => c.users.selectOrganization(ids.otherOrganization),
    method: 'PATCH',
    path: '/users/selected-organization',
    body: { selectedOrgId: ids.otherOrganization },
    answer: () => json({ ...wireUser(), selected_organization_id: ids.otherOrganization }),
    expected: { ...expectedUser, selectedOrganizationId: ids.otherOrganization },
  },
  {
    operation: 'getTermsOfServiceStatus',
    invoke: (c) => c.terms.getStatus(),
    method: 'GET',
    path: '/users/terms-of-service',
    answer: () => json(termsStatusAnswer),
    expected: expectedTermsStatus,
  },
  {
    operation: 'signTermsOfService',
    invoke: (c) =>
      c.terms.sign({ version: '2026-11', tosHash: 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=' }),
    method: 'POST',
    path: '/users/terms-of-service/sign',
    body: { version: '2026-11', tosHash: 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=' },
    answer: () =>
      json({ ...termsStatusAnswer, signedTermsOfService: [termsStatusAnswer.currentTermsOfService] }),
    expected: { ...expectedTermsStatus, signedTermsOfService: [expectedTermsStatus.currentTermsOfService] },
  },
  {
    operation: 'respondToOrganizationInvitations',
    invoke: (c) => c.invitations.respond([{ invitationId: ids.invitation, response: 'ACCEPTED' }]),
    method: 'POST',
    path: '/users/organization-invitations/respond',
    body: { invitationResponses: [{ invitationId: ids.invitation, response: 'ACCEPTED' }] },
    answer: () => json({ processedInvitationIds: [ids.invitation] }),
    expected: { processedInvitationIds: [ids.invitation] },
  },
  {
    operation: 'listOrganizations',
    invoke: (c) => c.organizations.list(),
    method: 'GET',
    path: '/organizations',
    answer: () => json([{ id: ids.organization, name: 'Analytical Engines' }]),
    expected: [{ id: ids.organization, name: 'Analytical Engines' }],
  },
  {
    operation: 'getOrganization',
    invoke: (c) => c.organizations.get(ids.organization),
    method: 'GET',
    path: `/organizations/${ids.organization}`,
    answer: () => json(organizationAnswer),
    expected: {
      id: ids.organization,
      name: 'Analytical Engines',
      licenseCounts: { POD_ADMIN: 5 },
      // the revoked licence is dropped (spec §3)
      licenses: [
        {
          id: ids.license,
          licenseId: ids.license,
          identifier: 'Studio iPad',
          licenseKey: 'c2hhMjU2OmFiYw',
          expiresAt: '2027-01-31T00:00:00Z',
          revokedAt: null,
          trial: true,
          claimedAt: '2026-11-20T09:00:00Z',
          deviceName: 'Studio iPad 1',
          lastSeenAt: '2026-11-27T08:00:00Z',
        },
      ],
      users: [{ id: ids.user, email: 'ada@example.com', firstName: 'Ada', lastName: '', role: 'OWNER' }],
      pendingInvitations: [
        {
          id: ids.invitation,
          email: 'charles@example.com',
          expiresAt: '2026-11-30T09:00:00Z',
          token: 'tok_abc',
          role: 'ADMIN',
          lastSentAt: '2026-11-24T00:00:00Z',
          invitedByName: 'Ada Lovelace',
        },
      ],
      createdAt: '2026-01-02T03:04:05Z',
      ownerUserId: ids.user,
      idleSeatReleaseDays: 30,
    },
  },
  {
    operation: 'createOrganization',
    invoke: (c) => c.organizations.create({ organizationName: 'Babbage & Co' }),
    method: 'POST',
    path: '/organizations',
    body: { organizationName: 'Babbage & Co' },
    answer: () => json({ success: true, organizationId: ids.otherOrganization }, 201),
    expected: { success: true, organizationId: ids.otherOrganization },
  },
  {
    operation: 'updateOrganization',
    invoke: (c) => c.organizations.update({ organizationId: ids.organization, organizationName: 'Engines' }),
    method: 'PATCH',
    path: `/organizations/${ids.organization}`,
    body: { organizationName: 'Engines' },
    answer: () => json({ success: true }),
    expected: { success: true },
  },
  {
    operation: 'updateLicenseCount',
    invoke: (c) => c.admin.updateLicenseCount({ organizationId: ids.organization, licenseCount: 12 }),
    method: 'PATCH',
    path: `/organizations/${ids.organization}/update-license-count`,
    body: { licenseCount: 12, licenseType: 'POD_ADMIN' },
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'deleteTrialLicenses',
    invoke: (c) => c.admin.deleteTrialLicenses(ids.organization),
    method: 'DELETE',
    path: `/organizations/${ids.organization}/delete-trial-licenses`,
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'createInvitation',
    invoke: (c) => c.invitations.create({ organizationId: ids.organization, email: 'charles@example.com' }),
    method: 'POST',
    path: `/organizations/${ids.organization}/invitation`,
    body: { email: 'charles@example.com' },
    answer: () => json({ invitationId: ids.invitation }, 201),
    expected: { invitationId: ids.invitation },
  },
  {
    operation: 'createInvitations',
    invoke: (c) =>
      c.invitations.createMany({
        organizationId: ids.organization,
        emails: ['charles@example.com', 'ada@example.com'],
        role: 'BILLING',
      }),
    method: 'POST',
    path: `/organizations/${ids.organization}/invitations`,
    body: { emails: ['charles@example.com', 'ada@example.com'], role: 'BILLING' },
    answer: () =>
      json(
        {
          results: [
            { email: 'charles@example.com', outcome: 'invited', invitation_id: ids.invitation },
            { email: 'ada@example.com', outcome: 'already_member', invitation_id: null },
          ],
        },
        201,
      ),
    expected: [
      { email: 'charles@example.com', outcome: 'invited', invitationId: ids.invitation },
      { email: 'ada@example.com', outcome: 'already_member', invitationId: null },
    ],
  },
  {
    operation: 'resendInvitation',
    invoke: (c) => c.invitations.resend({ organizationId: ids.organization, invitationId: ids.invitation }),
    method: 'POST',
    path: `/organizations/${ids.organization}/invitation/${ids.invitation}/resend`,
    answer: () => json({ expires_at: '2026-12-02T00:00:00Z', last_sent_at: '2026-11-25T00:00:00Z' }),
    expected: { expiresAt: '2026-12-02T00:00:00Z', lastSentAt: '2026-11-25T00:00:00Z' },
  },
  {
    operation: 'listEnrolmentTokens',
    invoke: (c) => c.enrolmentTokens.list(ids.organization),
    method: 'GET',
    path: `/organizations/${ids.organization}/enrolment-tokens`,
    answer: () => json({ enrolment_tokens: [wireEnrolmentToken] }),
    expected: [enrolmentToken],
  },
  {
    operation: 'createEnrolmentToken',
    invoke: (c) =>
      c.enrolmentTokens.create({ organizationId: ids.organization, name: 'Warehouse iPads', maxUses: 200 }),
    method: 'POST',
    path: `/organizations/${ids.organization}/enrolment-tokens`,
    body: { name: 'Warehouse iPads', maxUses: 200 },
    answer: () => json({ enrolment_token: wireEnrolmentToken, token: 'pe_secret' }, 201),
    expected: { enrolmentToken, token: 'pe_secret' },
  },
  {
    operation: 'revokeEnrolmentToken',
    invoke: (c) =>
      c.enrolmentTokens.revoke({ organizationId: ids.organization, enrolmentTokenId: ids.otherUser }),
    method: 'POST',
    path: `/organizations/${ids.organization}/enrolment-tokens/${ids.otherUser}/revoke`,
    answer: () => json({ ...wireEnrolmentToken, revoked_at: '2026-11-27T10:00:00Z' }),
    expected: { ...enrolmentToken, revokedAt: '2026-11-27T10:00:00Z' },
  },
  {
    operation: 'getOrganizationUsage',
    invoke: (c) => c.usage.get(ids.organization),
    method: 'GET',
    path: `/organizations/${ids.organization}/usage`,
    answer: () =>
      json({
        month: '2026-11',
        monthly_active_devices: 12,
        monthly_active_allowance: 150,
        seats_claimed_90_days: 4,
        claimed_seats: 10,
        idle_seats: 2,
        idle_seat_days: 30,
        days: [{ day: '2026-11-27', active_devices: 9, claims: 1 }],
      }),
    expected: {
      month: '2026-11',
      monthlyActiveDevices: 12,
      monthlyActiveAllowance: 150,
      seatsClaimed90Days: 4,
      claimedSeats: 10,
      idleSeats: 2,
      idleSeatDays: 30,
      days: [{ day: '2026-11-27', activeDevices: 9, claims: 1 }],
    },
  },
  {
    operation: 'updateMemberRole',
    invoke: (c) =>
      c.organizations.updateMemberRole({
        organizationId: ids.organization,
        userId: ids.otherUser,
        role: 'LICENSE_MANAGER',
      }),
    method: 'PATCH',
    path: `/organizations/${ids.organization}/user/${ids.otherUser}/role`,
    body: { role: 'LICENSE_MANAGER' },
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'transferOwnership',
    invoke: (c) =>
      c.organizations.transferOwnership({ organizationId: ids.organization, userId: ids.otherUser }),
    method: 'POST',
    path: `/organizations/${ids.organization}/transfer-ownership`,
    body: { userId: ids.otherUser },
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'leaveOrganization',
    invoke: (c) => c.organizations.leave(ids.organization),
    method: 'POST',
    path: `/organizations/${ids.organization}/leave`,
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'listServiceAccounts',
    invoke: (c) => c.serviceAccounts.list(ids.organization),
    method: 'GET',
    path: `/organizations/${ids.organization}/service-accounts`,
    answer: () => json({ service_accounts: [wireServiceAccount] }),
    expected: [serviceAccount],
  },
  {
    operation: 'createServiceAccount',
    invoke: (c) =>
      c.serviceAccounts.create({
        organizationId: ids.organization,
        name: 'Support dashboard',
        role: 'ADMIN',
      }),
    method: 'POST',
    path: `/organizations/${ids.organization}/service-accounts`,
    body: { name: 'Support dashboard', role: 'ADMIN' },
    answer: () => json({ service_account: wireServiceAccount, client_secret: 'sk_secret' }, 201),
    expected: { serviceAccount, clientSecret: 'sk_secret' },
  },
  {
    operation: 'revokeServiceAccount',
    invoke: (c) =>
      c.serviceAccounts.revoke({ organizationId: ids.organization, serviceAccountId: ids.otherUser }),
    method: 'POST',
    path: `/organizations/${ids.organization}/service-accounts/${ids.otherUser}/revoke`,
    answer: () => json({ ...wireServiceAccount, revoked_at: '2026-11-27T10:00:00Z' }),
    expected: { ...serviceAccount, revokedAt: '2026-11-27T10:00:00Z' },
  },
  {
    operation: 'listWebhookEndpoints',
    invoke: (c) => c.webhookEndpoints.list(ids.organization),
    method: 'GET',
    path: `/organizations/${ids.organization}/webhook-endpoints`,
    answer: () => json({ webhook_endpoints: [wireWebhookEndpoint] }),
    expected: [webhookEndpoint],
  },
  {
    operation: 'createWebhookEndpoint',
    invoke: (c) =>
      c.webhookEndpoints.create({
        organizationId: ids.organization,
        url: 'https://hooks.example.com/in',
        eventTypes: ['license.claimed'],
      }),
    method: 'POST',
    path: `/organizations/${ids.organization}/webhook-endpoints`,
    body: { url: 'https://hooks.example.com/in', eventTypes: ['license.claimed'] },
    answer: () => json({ webhook_endpoint: wireWebhookEndpoint, secret: 'whsec_abc' }, 201),
    expected: { webhookEndpoint, secret: 'whsec_abc' },
  },
  {
    operation: 'updateWebhookEndpoint',
    invoke: (c) =>
      c.webhookEndpoints.update({
        organizationId: ids.organization,
        webhookEndpointId: ids.otherUser,
        enabled: false,
      }),
    method: 'PATCH',
    path: `/organizations/${ids.organization}/webhook-endpoints/${ids.otherUser}`,
    body: { enabled: false },
    answer: () => json({ ...wireWebhookEndpoint, enabled: false }),
    expected: { ...webhookEndpoint, enabled: false },
  },
  {
    operation: 'deleteWebhookEndpoint',
    invoke: (c) =>
      c.webhookEndpoints.delete({ organizationId: ids.organization, webhookEndpointId: ids.otherUser }),
    method: 'DELETE',
    path: `/organizations/${ids.organization}/webhook-endpoints/${ids.otherUser}`,
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'rotateWebhookSecret',
    invoke: (c) =>
      c.webhookEndpoints.rotateSecret({ organizationId: ids.organization, webhookEndpointId: ids.otherUser }),
    method: 'POST',
    path: `/organizations/${ids.organization}/webhook-endpoints/${ids.otherUser}/secret-rotations`,
    answer: () => json({ webhook_endpoint: wireWebhookEndpoint, secret: 'whsec_new' }),
    expected: { webhookEndpoint, secret: 'whsec_new' },
  },
  {
    operation: 'sendWebhookTestEvent',
    invoke: (c) =>
      c.webhookEndpoints.sendTestEvent({
        organizationId: ids.organization,
        webhookEndpointId: ids.otherUser,
      }),
    method: 'POST',
    path: `/organizations/${ids.organization}/webhook-endpoints/${ids.otherUser}/test-events`,
    answer: () => json(wireWebhookDelivery, 202),
    expected: webhookDelivery,
  },
  {
    operation: 'listWebhookDeliveries',
    invoke: (c) =>
      c.webhookEndpoints.deliveries({
        organizationId: ids.organization,
        webhookEndpointId: ids.otherUser,
        cursor: 'c1',
      }),
    method: 'GET',
    path: `/organizations/${ids.organization}/webhook-endpoints/${ids.otherUser}/deliveries?cursor=c1`,
    answer: () => json({ deliveries: [wireWebhookDelivery], next_cursor: null }),
    expected: { deliveries: [webhookDelivery], nextCursor: null },
  },
  {
    operation: 'redeliverWebhook',
    invoke: (c) =>
      c.webhookEndpoints.redeliver({
        organizationId: ids.organization,
        webhookEndpointId: ids.otherUser,
        webhookDeliveryId: ids.invitation,
      }),
    method: 'POST',
    path: `/organizations/${ids.organization}/webhook-endpoints/${ids.otherUser}/deliveries/${ids.invitation}/redeliveries`,
    answer: () => json(wireWebhookDelivery, 202),
    expected: webhookDelivery,
  },
  {
    operation: 'listActivity',
    invoke: (c) =>
      c.activity.list(ids.organization, {
        kind: 'member.role_changed',
        actor: ids.user,
        cursor: 'c2',
        from: '',
      }),
    method: 'GET',
    path: `/organizations/${ids.organization}/activity?kind=member.role_changed&actor=${ids.user}&cursor=c2`,
    answer: () =>
      json(
        wireActivityPage({
          items: [
            wireActivityEntry({
              kind: 'member.role_changed',
              subject: 'charles@example.com',
              before: { role: 'ADMIN' },
              after: { role: 'BILLING' },
            }),
          ],
          next_cursor: 'c3',
        }),
      ),
    expected: {
      items: [
        {
          id: '8d06f49c-0fc1-4ae2-9d9e-bfd05b7c9dae',
          kind: 'member.role_changed',
          occurredAt: '2026-11-24T09:30:00Z',
          actor: { type: 'user', userId: ids.user, name: 'Ada Lovelace', email: 'ada@example.com' },
          subject: 'charles@example.com',
          before: { role: 'ADMIN' },
          after: { role: 'BILLING' },
        },
      ],
      nextCursor: 'c3',
    },
  },
  {
    operation: 'exportActivity',
    invoke: (c) => c.activity.exportCsv(ids.organization, { kind: 'license.assigned' }),
    method: 'GET',
    path: `/organizations/${ids.organization}/activity/export?kind=license.assigned`,
    answer: () =>
      new Response('occurred_at,kind\r\n2026-11-24T09:30:00Z,license.assigned\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      }),
    expected: 'occurred_at,kind\r\n2026-11-24T09:30:00Z,license.assigned\r\n',
  },
  {
    operation: 'exportOrganization',
    // The archive's bytes as they came, not a guess at their text.
    invoke: async (c) => [
      ...new Uint8Array(await (await c.organizationData.exportZip(ids.organization)).arrayBuffer()),
    ],
    method: 'GET',
    path: `/organizations/${ids.organization}/export`,
    answer: () =>
      new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]), {
        status: 200,
        headers: { 'Content-Type': 'application/zip' },
      }),
    expected: [0x50, 0x4b, 0x03, 0x04, 0xff],
  },
  {
    operation: 'listAdminOrganizationActivity',
    invoke: (c) => c.admin.listOrganizationActivity(ids.organization),
    method: 'GET',
    path: `/admin/organizations/${ids.organization}/activity`,
    answer: () => json(wireActivityPage({ items: [] })),
    expected: { items: [], nextCursor: null },
  },
  {
    operation: 'cancelInvitation',
    invoke: (c) => c.invitations.cancel({ organizationId: ids.organization, invitationId: ids.invitation }),
    method: 'PATCH',
    path: `/organizations/${ids.organization}/invitation/${ids.invitation}/cancel`,
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'removeOrganizationUser',
    invoke: (c) => c.organizations.removeMember({ organizationId: ids.organization, userId: ids.otherUser }),
    method: 'DELETE',
    path: `/organizations/${ids.organization}/user/${ids.otherUser}`,
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'getSubscription',
    invoke: (c) => c.subscriptions.get(ids.organization),
    method: 'GET',
    path: `/organizations/${ids.organization}/subscription`,
    answer: () => json({ subscription }),
    expected: {
      product: 'business',
      status: 'trialing',
      provider: {
        priceInterval: 'month',
        trialEnd: '2026-11-30T00:00:00Z',
        currentPeriodStart: '2026-11-23T00:00:00Z',
        currentPeriodEnd: '2026-12-23T00:00:00Z',
        canceledAt: null,
        cancelAtPeriodEnd: false,
        priceAmount: 19900,
      },
      schedule: {
        pendingProduct: 'starter',
        nextPhaseStart: '2026-12-23T00:00:00Z',
        pendingPriceAmount: 4900,
      },
    },
  },
  {
    operation: 'assignLicense',
    invoke: (c) => c.licenses.assign({ organizationId: ids.organization, identifier: 'Studio iPad' }),
    method: 'POST',
    path: '/licenses/assign-member-to-license',
    body: { organizationId: ids.organization, identifier: 'Studio iPad', licenseType: 'POD_ADMIN' },
    answer: () => json({ licenseId: ids.license }, 201),
    expected: { licenseId: ids.license },
  },
  {
    operation: 'revokeLicense',
    invoke: (c) => c.licenses.revoke({ organizationId: ids.organization, licenseId: ids.license }),
    method: 'POST',
    path: '/licenses/remove-member-from-license',
    body: { organizationId: ids.organization, licenseId: ids.license },
    answer: () => json({ success: true }),
    expected: { success: true },
  },
  {
    operation: 'assignLicenses',
    invoke: (c) =>
      c.licenses.assignMany({ organizationId: ids.organization, identifiers: ['iPad 1', 'iPad 2'] }),
    method: 'POST',
    path: '/licenses/assign-many',
    body: { organizationId: ids.organization, identifiers: ['iPad 1', 'iPad 2'], licenseType: 'POD_ADMIN' },
    answer: () => json({ licenseIds: [ids.license, ids.organization] }, 201),
    expected: [ids.license, ids.organization],
  },
  {
    operation: 'revokeLicenses',
    invoke: (c) => c.licenses.revokeMany({ organizationId: ids.organization, licenseIds: [ids.license] }),
    method: 'POST',
    path: '/licenses/revoke-many',
    body: { organizationId: ids.organization, licenseIds: [ids.license] },
    answer: () => json({ revokedLicenseIds: [ids.license] }),
    expected: [ids.license],
  },
  {
    operation: 'regenerateLicenseLink',
    invoke: (c) => c.licenses.regenerateLink({ organizationId: ids.organization, licenseId: ids.license }),
    method: 'POST',
    path: '/licenses/regenerate-link',
    body: { organizationId: ids.organization, licenseId: ids.license },
    answer: () => json({ licenseId: ids.user }),
    expected: ids.user,
  },
  {
    operation: 'releaseLicenseDevice',
    invoke: (c) => c.licenses.releaseDevice({ organizationId: ids.organization, licenseId: ids.license }),
    method: 'POST',
    path: '/licenses/release-device',
    body: { organizationId: ids.organization, licenseId: ids.license },
    answer: () => new Response(null, { status: 204 }),
    expected: undefined,
  },
  {
    operation: 'releaseLicenseDevices',
    invoke: (c) => c.licenses.releaseDevices({ organizationId: ids.organization, licenseIds: [ids.license] }),
    method: 'POST',
    path: '/licenses/release-many',
    body: { organizationId: ids.organization, licenseIds: [ids.license] },
    answer: () => json({ releasedLicenseIds: [ids.license] }),
    expected: [ids.license],
  },
  {
    operation: 'updateIdleSeatRelease',
    invoke: (c) =>
      c.organizations.updateIdleSeatRelease({ organizationId: ids.organization, idleSeatReleaseDays: 30 }),
    method: 'PUT',
    path: `/organizations/${ids.organization}/idle-seat-release`,
    body: { idleSeatReleaseDays: 30 },
    answer: () => json({ idle_seat_release_days: 30 }),
    expected: 30,
  },
  {
    operation: 'claimLicense',
    invoke: (c) =>
      c.app.claimLicense({
        licenseId: ids.license,
        organizationId: ids.organization,
        deviceName: 'Studio iPad 3',
      }),
    method: 'POST',
    path: '/app/licenses/claim',
    body: { licenseId: ids.license, organizationId: ids.organization, deviceName: 'Studio iPad 3' },
    answer: () =>
      json(
        {
          licenseId: ids.license,
          licenseKey: 'pk_0123456789abcdef0123456789abcdef',
          organizationId: ids.organization,
          organizationName: 'Acme Robotics',
          identifier: 'Studio iPad',
          claimed_at: '2026-11-27T08:00:00.000Z',
          expires_at: null,
          license_token: 'eyJ.claim.token',
        },
        201,
      ),
    expected: {
      licenseId: ids.license,
      licenseKey: 'pk_0123456789abcdef0123456789abcdef',
      organizationId: ids.organization,
      organizationName: 'Acme Robotics',
      identifier: 'Studio iPad',
      claimedAt: '2026-11-27T08:00:00.000Z',
      expiresAt: null,
      licenseToken: 'eyJ.claim.token',
    },
    authenticated: false,
  },
  {
    operation: 'enrolLicense',
    invoke: (c) =>
      c.app.enrolLicense({
        organizationId: ids.organization,
        enrolmentToken: 'pe_secret',
        label: 'Dock iPad 7',
      }),
    method: 'POST',
    path: '/app/licenses/enrol',
    body: { organizationId: ids.organization, enrolmentToken: 'pe_secret', label: 'Dock iPad 7' },
    answer: () =>
      json(
        {
          licenseId: ids.license,
          licenseKey: 'pk_0123456789abcdef0123456789abcdef',
          organizationId: ids.organization,
          organizationName: 'Acme Robotics',
          identifier: 'Dock iPad 7',
          claimed_at: '2026-11-27T08:00:00.000Z',
          expires_at: null,
          license_token: 'eyJ.enrol.token',
        },
        201,
      ),
    expected: {
      licenseId: ids.license,
      licenseKey: 'pk_0123456789abcdef0123456789abcdef',
      organizationId: ids.organization,
      organizationName: 'Acme Robotics',
      identifier: 'Dock iPad 7',
      claimedAt: '2026-11-27T08:00:00.000Z',
      expiresAt: null,
      licenseToken: 'eyJ.enrol.token',
    },
    authenticated: false,
  },
  {
    operation: 'reportLicenseSeen',
    invoke: (c) => c.app.reportSeen({ licenseId: ids.license, licenseKey: 'pk_0123456789abcdef' }),
    method: 'POST',
    path: '/app/licenses/seen',
    body: { licenseId: ids.license, licenseKey: 'pk_0123456789abcdef' },
    answer: () =>
      json({
        licenseId: ids.license,
        last_seen_at: '2026-11-27T08:05:00.000Z',
        expires_at: '2027-01-01T00:00:00.000Z',
        license_token: 'eyJ.seen.token',
      }),
    expected: {
      licenseId: ids.license,
      lastSeenAt: '2026-11-27T08:05:00.000Z',
      expiresAt: '2027-01-01T00:00:00.000Z',
      licenseToken: 'eyJ.seen.token',
    },
    authenticated: false,
  },
  {
    operation: 'getLicenseSigningKeys',
    invoke: (c) => c.app.getSigningKeys(),
    method: 'GET',
    path: '/app/licenses/jwks',
    answer: () => json({ keys: [signingKey] }),
    expected: { keys: [signingKey] },
    authenticated: false,
  },
  {
    operation: 'updateLicenseIdentifier',
    invoke: (c) =>
      c.licenses.updateIdentifier({
        organizationId: ids.organization,
        licenseId: ids.license,
        identifier: 'Front desk',
      }),
    method: 'POST',
    path: '/licenses/update-license-identifier',
    body: { organizationId: ids.organization, licenseId: ids.license, identifier: 'Front desk' },
    answer: noContent,
    expected: undefined,
  },
  {
    operation: 'listPlans',
    invoke: (c) => c.subscriptions.listPlans(),
    method: 'GET',
    path: '/external/subscription/plans',
    answer: () => json([plan]),
    expected: [
      {
        type: 'business',
        name: 'Business',
        podCreators: 5,
        monthlyActiveUsers: 150,
        extraMonthlyActiveUserPrice: 100,
        storageGb: 10,
        onPremAvailable: false,
        trialDays: 7,
      },
    ],
    authenticated: false,
  },
  {
    operation: 'listPricing',
    invoke: (c) => c.subscriptions.listPricing(),
    method: 'GET',
    path: '/external/subscription/pricing',
    answer: () => json([pricing]),
    expected: [
      {
        type: 'starter',
        description: 'For one creator',
        prices: {
          monthly: { amount: 4900, currency: 'usd', formattedAmount: '$49' },
          annually: { amount: 44100, currency: 'usd', formattedAmount: '$441' },
        },
      },
    ],
    authenticated: false,
  },
  {
    operation: 'createCheckoutSession',
    invoke: (c) =>
      c.subscriptions.createCheckoutSession({
        organizationId: ids.organization,
        subscriptionType: 'business',
        billingPeriod: 'annually',
        successUrl: 'http://127.0.0.1:5173/subscription/success',
        cancelUrl: 'http://127.0.0.1:5173/subscription/cancel',
      }),
    method: 'POST',
    path: '/subscription/create-checkout-session',
    body: {
      organizationId: ids.organization,
      subscriptionType: 'business',
      billingPeriod: 'annually',
      successUrl: 'http://127.0.0.1:5173/subscription/success',
      cancelUrl: 'http://127.0.0.1:5173/subscription/cancel',
    },
    answer: () => json({ url: 'http://127.0.0.1:4000/local-payments/checkout?session=cs_1' }),
    expected: { url: 'http://127.0.0.1:4000/local-payments/checkout?session=cs_1' },
  },
  {
    operation: 'createCustomerPortalSession',
    invoke: (c) =>
      c.subscriptions.createCustomerPortalSession({
        organizationId: ids.organization,
        returnUrl: 'http://127.0.0.1:5173/billing',
      }),
    method: 'POST',
    path: '/subscription/create-customer-portal-session',
    body: { organizationId: ids.organization, returnUrl: 'http://127.0.0.1:5173/billing' },
    answer: () => json({ url: 'http://127.0.0.1:4000/local-payments/portal?session=ps_1' }),
    expected: { url: 'http://127.0.0.1:4000/local-payments/portal?session=ps_1' },
  },
  {
    operation: 'listAllOrganizations',
    // Blank text and undefined fields stay off the query string; the text goes trimmed.
    invoke: (c) =>
      c.admin.listOrganizations({
        q: '  ada ',
        plan: 'business',
        state: undefined,
        sort: '-assigned',
        limit: 25,
      }),
    method: 'GET',
    path: '/admin/organizations?q=ada&plan=business&sort=-assigned&limit=25',
    answer: () => json({ items: [adminOrganization], total: 31, next_cursor: 'c2', previous_cursor: null }),
    expected: { items: [expectedAdminOrganization], total: 31, nextCursor: 'c2', previousCursor: null },
  },
  {
    operation: 'getAdminOrganization',
    invoke: (c) => c.admin.getOrganization(ids.organization),
    method: 'GET',
    path: `/admin/organizations/${ids.organization}`,
    answer: () =>
      json(
        wireAdminOrganizationDetail({
          ...adminOrganization,
          pending_invitations: [
            {
              id: ids.invitation,
              email: 'charles@example.com',
              expires_at: '2026-12-01T00:00:00Z',
              role: 'BILLING',
            },
          ],
        }),
      ),
    expected: {
      ...expectedAdminOrganization,
      members: [
        { id: ids.user, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'OWNER' },
      ],
      pendingInvitations: [
        {
          id: ids.invitation,
          email: 'charles@example.com',
          expiresAt: '2026-12-01T00:00:00Z',
          role: 'BILLING',
        },
      ],
    },
  },
];

/**
 * Operations of the contract that the console never calls, so the client has no method for them. Each says why;
 * an operation lands here only when its caller is not a browser.
 */
const NOT_CALLED_BY_THE_CONSOLE: Record<string, string> = {
  receivePaymentEvent: "the payment provider's webhook: signed by the provider, never sent by a browser",
};

describe('every operation of the contract', () => {
  it.each(cases)('$operation sends $method $path and maps its answer', async (c) => {
    const { client, sent } = setup(c.answer);

    const result = await c.invoke(client);

    expect(result).toEqual(c.expected);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe(c.method);
    expect(request!.url).toBe(`${baseUrl}${c.path}`);
    expect(request!.body).toEqual(c.body);
    if (c.body !== undefined) expect(request!.headers.get('content-type')).toBe('application/json');
    expect(request!.headers.get('authorization')).toBe(c.authenticated === false ? null : 'Bearer token-123');
  });

  it('has a case for every operationId in the generated contract', async () => {
    const generated = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('./generated/v1.d.ts', import.meta.url), 'utf8'),
    );
    const operationIds = [...generated.matchAll(/operations\["(\w+)"\]/g)].map((match) => match[1]!);
    // The contract's `webhooks` (`event…`) are what the API sends to receivers, never calls a client makes.
    const excluded = [
      ...Object.keys(NOT_CALLED_BY_THE_CONSOLE),
      ...operationIds.filter((id) => /^event[A-Z]/.test(id)),
    ];
    // An exclusion names a real operation, and an operation is either called by the client or excluded.
    expect(operationIds).toEqual(expect.arrayContaining(excluded));
    expect(new Set(cases.map((c) => c.operation))).toEqual(
      new Set(operationIds.filter((id) => !excluded.includes(id))),
    );
  });
});

describe('getSubscription', () => {
  it('answers null when the organization has no plan', async () => {
    const { client } = setup(() => json({ subscription: null }));
    await expect(client.subscriptions.get(ids.organization)).resolves.toBeNull();
  });
});

describe('terms text', () => {
  it('fetches the s3Link without a token and returns the text', async () => {
    const { client, sent } = setup(() => new Response('# Terms\n\nBe kind.', { status: 200 }));

    const text = await client.terms.getText('https://files.test/terms/2026-11.md');

    expect(text).toBe('# Terms\n\nBe kind.');
    expect(sent[0]!.url).toBe('https://files.test/terms/2026-11.md');
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });
});

describe('access token', () => {
  it('awaits an async getter before each call', async () => {
    const { fetch, sent } = recordingFetch(() => json(wireUser()));
    let calls = 0;
    const client = createConsoleClient({
      baseUrl,
      fetch,
      getAccessToken: async () => `token-${++calls}`,
    });

    await client.users.getCurrent();
    await client.users.getCurrent();

    expect(sent.map((r) => r.headers.get('authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('sends the call without Authorization and reports the failure when the getter throws (spec §7)', async () => {
    const { fetch, sent } = recordingFetch(() => json(wireUser()));
    const onTokenError = vi.fn();
    const failure = new Error('login_required');
    const client = createConsoleClient({
      baseUrl,
      fetch,
      onTokenError,
      getAccessToken: () => {
        throw failure;
      },
    });

    await client.users.getCurrent();

    expect(sent[0]!.headers.get('authorization')).toBeNull();
    expect(onTokenError).toHaveBeenCalledWith(failure);
  });

  it('sends the call without Authorization and reports it when the getter gives nothing', async () => {
    const { fetch, sent } = recordingFetch(() => json(wireUser()));
    const onTokenError = vi.fn();
    const client = createConsoleClient({
      baseUrl,
      fetch,
      onTokenError,
      getAccessToken: async () => undefined,
    });

    await client.users.getCurrent();

    expect(sent[0]!.headers.get('authorization')).toBeNull();
    expect(onTokenError).toHaveBeenCalledTimes(1);
    expect(onTokenError.mock.calls[0]![0]).toMatchObject({ name: 'MissingAccessTokenError' });
  });

  it('warns on the console by default, without the token in the message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = recordingFetch(() => json(wireUser()));
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => null });

    await client.users.getCurrent();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('could not read the access token');
    warn.mockRestore();
  });

  it('never asks for a token for the public plan and pricing calls', async () => {
    const getAccessToken = vi.fn(() => 'token');
    const { fetch } = recordingFetch(() => json([]));
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken });

    await client.subscriptions.listPlans();
    await client.subscriptions.listPricing();

    expect(getAccessToken).not.toHaveBeenCalled();
  });
});

describe('base URL', () => {
  it('accepts a trailing slash', async () => {
    const { fetch, sent } = recordingFetch(() => json([]));
    const client = createConsoleClient({ baseUrl: `${baseUrl}/`, fetch, getAccessToken: () => 't' });

    await client.organizations.list();

    expect(sent[0]!.url).toBe(`${baseUrl}/organizations`);
  });
});

describe('a token refused mid-session (401)', () => {
  const unauthorized = () =>
    new Response(JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401 }), {
      status: 401,
      headers: { 'Content-Type': 'application/problem+json' },
    });

  /** A getter that gives `stale` until asked to refresh, then `fresh`; records what it was asked. */
  function renewingGetter(fresh: string | (() => never) = 'fresh-token') {
    const asked: unknown[] = [];
    const getAccessToken = vi.fn(async (options?: { forceRefresh?: boolean }) => {
      asked.push(options);
      if (!options?.forceRefresh) return 'stale-token';
      if (typeof fresh === 'function') return fresh();
      return fresh;
    });
    return { getAccessToken, asked };
  }

  it('renews the token once and sends the same request again with it', async () => {
    const { fetch, sent } = recordingFetch((request) =>
      request.headers.get('authorization') === 'Bearer fresh-token'
        ? json({ licenseId: ids.license }, 201)
        : unauthorized(),
    );
    const { getAccessToken, asked } = renewingGetter();
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken });

    const result = await client.licenses.assign({
      organizationId: ids.organization,
      identifier: 'Studio iPad',
    });

    expect(result).toEqual({ licenseId: ids.license });
    expect(asked).toEqual([undefined, { forceRefresh: true }]);
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer stale-token',
      'Bearer fresh-token',
    ]);
    // The body went twice, whole: fetch had consumed the first request's.
    const body = { organizationId: ids.organization, identifier: 'Studio iPad', licenseType: 'POD_ADMIN' };
    expect(sent.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', `${baseUrl}/licenses/assign-member-to-license`, body],
      ['POST', `${baseUrl}/licenses/assign-member-to-license`, body],
    ]);
    expect(sent[1]!.headers.get('content-type')).toBe('application/json');
  });

  it('surfaces a second 401 as an ApiError, after exactly two requests', async () => {
    const { fetch, sent } = recordingFetch(unauthorized);
    const { getAccessToken } = renewingGetter();
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken });

    const error = await client.organizations
      .update({ organizationId: ids.organization, organizationName: 'Engines' })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 401,
      operation: 'updateOrganization',
    });
    expect(sent).toHaveLength(2);
    expect(getAccessToken).toHaveBeenCalledTimes(2);
  });

  it('does not resend when the renewal fails; the first 401 stands and the failure is reported', async () => {
    const { fetch, sent } = recordingFetch(unauthorized);
    const renewalFailure = Object.assign(new Error('Login required'), { error: 'login_required' });
    const { getAccessToken } = renewingGetter(() => {
      throw renewalFailure;
    });
    const onTokenError = vi.fn();
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken, onTokenError });

    const error = await client.users.getCurrent().catch((e: unknown) => e);

    expect(error).toMatchObject({ name: 'ApiError', status: 401 });
    expect(sent).toHaveLength(1);
    expect(onTokenError).toHaveBeenCalledExactlyOnceWith(renewalFailure);
  });

  it('shares one renewal between calls refused together', async () => {
    const { fetch, sent } = recordingFetch((request) =>
      request.headers.get('authorization') === 'Bearer fresh-token' ? json(wireUser()) : unauthorized(),
    );
    const { getAccessToken, asked } = renewingGetter();
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken });

    await Promise.all([
      client.users.getCurrent(),
      client.users.getCurrent(),
      client.terms.getStatus().catch(() => 0),
    ]);

    expect(asked.filter((options) => options !== undefined)).toEqual([{ forceRefresh: true }]);
    expect(sent.filter((r) => r.headers.get('authorization') === 'Bearer fresh-token')).toHaveLength(3);
  });

  it('never retries nor renews for the public calls', async () => {
    const { fetch, sent } = recordingFetch(unauthorized);
    const { getAccessToken } = renewingGetter();
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken });

    await expect(client.subscriptions.listPlans()).rejects.toMatchObject({ status: 401 });
    await expect(client.subscriptions.listPricing()).rejects.toMatchObject({ status: 401 });

    expect(sent).toHaveLength(2);
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it('leaves other failures alone: one request, no renewal', async () => {
    const { fetch, sent } = recordingFetch(
      () =>
        new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403 }), {
          status: 403,
        }),
    );
    const { getAccessToken, asked } = renewingGetter();
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken });

    await expect(client.users.getCurrent()).rejects.toMatchObject({ status: 403 });

    expect(sent).toHaveLength(1);
    expect(asked).toEqual([undefined]);
  });

  it('keeps a getter written without arguments working (called with none before each call)', async () => {
    const { fetch, sent } = recordingFetch(() => json(wireUser()));
    const getAccessToken = vi.fn(() => 'token');
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken });

    await client.users.getCurrent();

    expect(getAccessToken).toHaveBeenCalledExactlyOnceWith();
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer token');
  });
});

describe('conditional polls', () => {
  const withEtag = (body: unknown, etag: string) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ETag: etag },
    });
  const notModified = (etag: string) => new Response(null, { status: 304, headers: { ETag: etag } });

  it('sends the last ETag as If-None-Match and answers a 304 with the same organization object', async () => {
    let version = 1;
    const { client, sent } = setup((request) =>
      request.headers.get('If-None-Match') === `W/"organization-${version}"`
        ? notModified(`W/"organization-${version}"`)
        : withEtag({ ...organizationAnswer, name: `Version ${version}` }, `W/"organization-${version}"`),
    );
    const first = await client.organizations.get(ids.organization);
    expect(sent[0]!.headers.get('If-None-Match')).toBeNull();
    const second = await client.organizations.get(ids.organization);
    expect(sent[1]!.headers.get('If-None-Match')).toBe('W/"organization-1"');
    expect(second).toBe(first);

    version = 2;
    const third = await client.organizations.get(ids.organization);
    expect(third).not.toBe(first);
    expect(third.name).toBe('Version 2');
    expect(sent[2]!.headers.get('If-None-Match')).toBe('W/"organization-1"');
    await client.organizations.get(ids.organization);
    expect(sent[3]!.headers.get('If-None-Match')).toBe('W/"organization-2"');
  });

  it('keeps each organization’s tag apart, and the subscription’s from the organization’s', async () => {
    const { client, sent } = setup((request) =>
      request.url.endsWith('/subscription')
        ? withEtag({ subscription: null }, 'W/"subscription-a"')
        : withEtag(organizationAnswer, `W/"organization-${request.url.slice(-4)}"`),
    );
    await client.organizations.get(ids.organization);
    await client.subscriptions.get(ids.organization);
    await client.organizations.get('00000000-0000-4000-8000-00000000beef');
    expect(sent.map((request) => request.headers.get('If-None-Match'))).toEqual([null, null, null]);
    expect(await client.subscriptions.get(ids.organization)).toBeNull();
    expect(sent[3]!.headers.get('If-None-Match')).toBe('W/"subscription-a"');
  });

  it('asks unconditionally after a write, failed or not, so the writer sees its change whichever process answers', async () => {
    const { client, sent } = setup((request) => {
      if (request.method === 'PATCH')
        return sent.length === 3
          ? json({ success: true })
          : new Response(JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409 }), {
              status: 409,
              headers: { 'Content-Type': 'application/problem+json' },
            });
      if (request.url.endsWith('/subscription'))
        return withEtag({ subscription: null }, 'W/"subscription-a"');
      // A process that has not heard of the change yet: it confirms any tag it is sent.
      const tag = request.headers.get('If-None-Match');
      return tag ? notModified(tag) : withEtag(organizationAnswer, 'W/"organization-1"');
    });
    await client.organizations.get(ids.organization);
    await client.subscriptions.get(ids.organization);
    await client.organizations.update({ organizationId: ids.organization, organizationName: 'Renamed' });
    await client.organizations.get(ids.organization);
    await client.subscriptions.get(ids.organization);
    await expect(
      client.organizations.update({ organizationId: ids.organization, organizationName: 'Again' }),
    ).rejects.toMatchObject({ status: 409 });
    await client.organizations.get(ids.organization);
    await client.organizations.get(ids.organization);

    expect(sent.map((request) => [request.method, request.headers.get('If-None-Match')])).toEqual([
      ['GET', null],
      ['GET', null],
      ['PATCH', null],
      ['GET', null],
      ['GET', null],
      ['PATCH', null],
      ['GET', null],
      ['GET', 'W/"organization-1"'],
    ]);
  });

  it('asks for a first page with licenses_limit, unconditionally, and never lets it stand for the whole answer', async () => {
    const cut = {
      ...organizationAnswer,
      licenses_total: 5000,
      license_tallies: { assigned: 4990, trial: 2 },
    };
    const { client, sent } = setup((request) =>
      new URL(request.url).searchParams.has('licenses_limit')
        ? withEtag(cut, 'W/"organization-first100-7"')
        : withEtag(organizationAnswer, 'W/"organization-7"'),
    );
    const first = await client.organizations.getFirstLicenses(ids.organization, 100);
    expect(new URL(sent[0]!.url).searchParams.get('licenses_limit')).toBe('100');
    expect(first.more).toEqual({ total: 5000, assigned: 4990, trial: 2 });
    const whole = await client.organizations.get(ids.organization);
    expect(first.organization).toEqual(whole);
    await client.organizations.getFirstLicenses(ids.organization, 100);
    expect(
      sent.map((request) => [new URL(request.url).search, request.headers.get('If-None-Match')]),
    ).toEqual([
      ['?licenses_limit=100', null],
      ['', null],
      ['?licenses_limit=100', null],
    ]);
  });

  it('remembers a first page that is the whole answer as the whole one, so the next poll is a 304 with that object', async () => {
    const { client, sent } = setup((request) =>
      request.headers.get('If-None-Match') === 'W/"organization-3"'
        ? notModified('W/"organization-3"')
        : withEtag(organizationAnswer, 'W/"organization-3"'),
    );
    const first = await client.organizations.getFirstLicenses(ids.organization, 100);
    expect(first.more).toBeNull();
    const polled = await client.organizations.get(ids.organization);
    expect(sent[1]!.headers.get('If-None-Match')).toBe('W/"organization-3"');
    expect(polled).toBe(first.organization);
  });

  it('treats a 304 it did not ask for as an error, and sends no tag after an answer without one', async () => {
    const { client, sent } = setup(() => notModified('W/"organization-9"'));
    await expect(client.organizations.get(ids.organization)).rejects.toMatchObject({ status: 304 });
    const plain = setup(() => json(organizationAnswer));
    await plain.client.organizations.get(ids.organization);
    await plain.client.organizations.get(ids.organization);
    expect(plain.sent[1]!.headers.get('If-None-Match')).toBeNull();
    expect(sent).toHaveLength(1);
  });
});

describe('idempotency keys (docs/decisions/0034-idempotent-writes.md)', () => {
  const assignInput = { organizationId: ids.organization, identifier: 'Studio iPad' };
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('sends a new key with every write, and none with a read or a public call', async () => {
    const { client, sent } = setup((request) =>
      request.method === 'GET' ? json(organizationAnswer) : json({ licenseId: ids.license }, 201),
    );
    await client.licenses.assign(assignInput);
    await client.licenses.assign(assignInput);
    await client.organizations.get(ids.organization);
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toMatch(uuid);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });

  it("sends the caller's key when given, so a write sent again after no answer carries the same key", async () => {
    const { client, sent } = setup(() => json({ licenseId: ids.license }, 201));
    await client.licenses.assign(assignInput, { idempotencyKey: 'attempt-1' });
    await client.licenses.assign(assignInput, { idempotencyKey: 'attempt-1' });
    expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual(['attempt-1', 'attempt-1']);
  });

  it("sends a claim's request id as its key only when the app gives one, so a claim sent again repeats it", async () => {
    const { client, sent } = setup(() => json({}, 500));
    const claim = { licenseId: ids.license, organizationId: ids.organization, deviceName: 'Dock iPad 7' };
    await expect(client.app.claimLicense(claim)).rejects.toThrow();
    await expect(client.app.claimLicense(claim, { idempotencyKey: 'claim-1' })).rejects.toThrow();
    expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual([null, 'claim-1']);
  });

  it('keeps the key when it sends the write again with a renewed token', async () => {
    const { fetch, sent } = recordingFetch((request) =>
      request.headers.get('authorization') === 'Bearer fresh-token'
        ? json({ licenseId: ids.license }, 201)
        : new Response(null, { status: 401 }),
    );
    const client = createConsoleClient({
      baseUrl,
      fetch,
      getAccessToken: (options) => (options?.forceRefresh ? 'fresh-token' : 'stale-token'),
    });
    await client.licenses.assign(assignInput);
    const [first, second] = sent.map((request) => request.headers.get('idempotency-key'));
    expect(first).toMatch(uuid);
    expect(second).toBe(first);
  });
});
