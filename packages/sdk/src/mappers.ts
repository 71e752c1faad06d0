// Wire (snake_case, contract) → entities (camelCase, spec §3). One function per schema, no I/O.
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  AccountDeletion,
  ActivityEntry,
  ActivityPage,
  AdminOrganization,
  AdminOrganizationDetail,
  AdminOrganizationPage,
  Invitation,
  License,
  LicenseClaim,
  LicenseSeen,
  Organization,
  OrganizationFirstLicenses,
  OrganizationMember,
  Plan,
  Price,
  PricingEntry,
  ServiceAccount,
  CreatedServiceAccount,
  CreatedEnrolmentToken,
  EnrolmentToken,
  OrganizationUsage,
  Subscription,
  TermsOfService,
  TermsOfServiceStatus,
  User,
} from './entities';
import type { components } from './generated/v1';

type Wire = components['schemas'];

/**
 * Spec §3: the display name is the first and last name joined by a space. A missing part is left out rather
 * than leaving a stray space.
 */
export function formatDisplayName(firstName: string | null | undefined, lastName: string | null | undefined) {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

export function toUser(wire: Wire['CurrentUser']): User {
  const firstName = wire.first_name ?? '';
  const lastName = wire.last_name ?? '';
  return {
    id: wire.id,
    email: wire.email,
    firstName,
    lastName,
    displayName: formatDisplayName(firstName, lastName),
    systemRole: wire.system_role,
    selectedOrganizationId: wire.selected_organization_id,
    organizations: wire.organizations.map(({ id, name }) => ({ id, name })),
    organizationInvitations: wire.pending_organizations.map((pending) => ({
      pendingInvitationId: pending.pending_invitation_id,
      organizationId: pending.organization_id,
      organizationName: pending.organization_name,
      role: pending.role,
      expiresAt: pending.expires_at,
      invitedByName: pending.invited_by_name,
    })),
  };
}

function toLicense(wire: Wire['License']): License {
  return {
    id: wire.id,
    licenseId: wire.id,
    identifier: wire.identifier,
    licenseKey: wire.license_key_hash ?? null,
    expiresAt: wire.expires_at ?? null,
    revokedAt: wire.revoked_at ?? null,
    // spec §3: trial defaults to false
    trial: wire.trial ?? false,
    claimedAt: wire.claimed_at ?? null,
    deviceName: wire.device_name ?? null,
    lastSeenAt: wire.last_seen_at ?? null,
  };
}

export function toLicenseClaim(wire: Wire['ClaimLicenseResponse']): LicenseClaim {
  return {
    licenseId: wire.licenseId,
    licenseKey: wire.licenseKey,
    organizationId: wire.organizationId,
    organizationName: wire.organizationName,
    identifier: wire.identifier,
    claimedAt: wire.claimed_at,
    expiresAt: wire.expires_at ?? null,
    licenseToken: wire.license_token,
  };
}

export function toLicenseSeen(wire: Wire['ReportLicenseSeenResponse']): LicenseSeen {
  return {
    licenseId: wire.licenseId,
    lastSeenAt: wire.last_seen_at,
    expiresAt: wire.expires_at ?? null,
    licenseToken: wire.license_token,
  };
}

function toMember(wire: Wire['OrganizationUser']): OrganizationMember {
  return {
    id: wire.user_id,
    email: wire.email,
    firstName: wire.first_name ?? '',
    lastName: wire.last_name ?? '',
    role: wire.role,
  };
}

function toInvitation(wire: Wire['PendingInvitation']): Invitation {
  return {
    id: wire.id,
    email: wire.email,
    expiresAt: wire.expires_at,
    token: wire.token,
    role: wire.role,
    lastSentAt: wire.last_sent_at,
    invitedByName: wire.invited_by_name,
  };
}

export function toOrganization(wire: Wire['Organization']): Organization {
  return {
    id: wire.id,
    name: wire.name,
    licenseCounts: { POD_ADMIN: wire.license_counts.POD_ADMIN },
    // spec §3: licences with revokedAt set are dropped from an organization's list
    licenses: wire.licenses.filter((license) => license.revoked_at == null).map(toLicense),
    users: wire.organization_users.map(toMember),
    pendingInvitations: wire.pending_invitations.map(toInvitation),
    createdAt: wire.created_at,
    ownerUserId: wire.owner_user_id,
    idleSeatReleaseDays: wire.idle_seat_release_days ?? null,
  };
}

export function toOrganizationFirstLicenses(wire: Wire['Organization']): OrganizationFirstLicenses {
  const { licenses_total: total, license_tallies: tallies } = wire;
  return {
    organization: toOrganization(wire),
    more:
      total == null || total <= wire.licenses.length
        ? null
        : { total, assigned: tallies?.assigned ?? 0, trial: tallies?.trial ?? 0 },
  };
}

export function toSubscription(wire: Wire['Subscription']): Subscription {
  return {
    product: wire.product,
    status: wire.status,
    provider: {
      priceInterval: wire.provider.price_interval,
      trialEnd: wire.provider.trial_end,
      currentPeriodStart: wire.provider.current_period_start,
      currentPeriodEnd: wire.provider.current_period_end,
      canceledAt: wire.provider.canceled_at,
      cancelAtPeriodEnd: wire.provider.cancel_at_period_end,
      priceAmount: wire.provider.price_amount,
    },
    schedule: wire.schedule
      ? {
          pendingProduct: wire.schedule.pending_product,
          nextPhaseStart: wire.schedule.next_phase_start,
          pendingPriceAmount: wire.schedule.pending_price_amount,
        }
      : null,
  };
}

function toPrice(wire: Wire['Price']): Price {
  return { amount: wire.amount, currency: wire.currency, formattedAmount: wire.formatted_amount };
}

export function toPricingEntry(wire: Wire['PricingEntry']): PricingEntry {
  return {
    type: wire.type,
    description: wire.description,
    prices: { monthly: toPrice(wire.prices.monthly), annually: toPrice(wire.prices.annually) },
  };
}

export function toPlan(wire: Wire['Plan']): Plan {
  return {
    type: wire.type,
    name: wire.name,
    podCreators: wire.pod_creators,
    monthlyActiveUsers: wire.monthly_active_users,
    extraMonthlyActiveUserPrice: wire.extra_monthly_active_user_price,
    storageGb: wire.storage_gb,
    onPremAvailable: wire.on_prem_available,
    trialDays: wire.trial_days,
  };
}

function toTermsOfService(wire: Wire['TermsOfServiceDocument']): TermsOfService {
  return { id: wire.id, version: wire.version, s3Link: wire.s3_link };
}

export function toTermsOfServiceStatus(wire: Wire['TermsOfServiceStatus']): TermsOfServiceStatus {
  return {
    currentTermsOfService: wire.currentTermsOfService ? toTermsOfService(wire.currentTermsOfService) : null,
    signedTermsOfService: wire.signedTermsOfService.map(toTermsOfService),
  };
}

export function toAdminOrganization(wire: Wire['AdminOrganization']): AdminOrganization {
  return {
    id: wire.id,
    name: wire.name,
    createdAt: wire.created_at,
    ownerUserId: wire.owner_user_id,
    ownerEmail: wire.owner_email,
    ownerFirstName: wire.owner_first_name ?? '',
    ownerLastName: wire.owner_last_name ?? '',
    licenseCounts: { POD_ADMIN: wire.license_counts.POD_ADMIN },
    assignedLicenseCount: wire.assigned_license_count,
    trialLicenseCount: wire.trial_license_count,
    assignedTrialLicenseCount: wire.assigned_trial_license_count,
    memberCount: wire.member_count,
    subscription: wire.subscription ? toSubscription(wire.subscription) : null,
  };
}

export function toAdminOrganizationPage(wire: Wire['AdminOrganizationPage']): AdminOrganizationPage {
  return {
    items: wire.items.map(toAdminOrganization),
    total: wire.total,
    nextCursor: wire.next_cursor,
    previousCursor: wire.previous_cursor,
  };
}

export function toAdminOrganizationDetail(wire: Wire['AdminOrganizationDetail']): AdminOrganizationDetail {
  return {
    ...toAdminOrganization(wire),
    members: wire.members.map(toMember),
    pendingInvitations: wire.pending_invitations.map(({ id, email, expires_at, role }) => ({
      id,
      email,
      expiresAt: expires_at,
      role,
    })),
  };
}

export function toActivityEntry(wire: Wire['ActivityEntry']): ActivityEntry {
  return {
    id: wire.id,
    kind: wire.kind,
    occurredAt: wire.occurred_at,
    actor: {
      type: wire.actor.type,
      userId: wire.actor.user_id,
      name: wire.actor.name,
      email: wire.actor.email,
    },
    subject: wire.subject,
    before: wire.before,
    after: wire.after,
  };
}

export function toActivityPage(wire: Wire['ActivityPage']): ActivityPage {
  return { items: wire.items.map(toActivityEntry), nextCursor: wire.next_cursor };
}

export function toServiceAccount(wire: Wire['ServiceAccount']): ServiceAccount {
  return {
    id: wire.id,
    organizationId: wire.organization_id,
    name: wire.name,
    role: wire.role,
    clientId: wire.client_id,
    createdAt: wire.created_at,
    createdBy: wire.created_by,
    revokedAt: wire.revoked_at,
    lastTokenAt: wire.last_token_at,
  };
}

export function toCreatedServiceAccount(wire: Wire['CreatedServiceAccount']): CreatedServiceAccount {
  return { serviceAccount: toServiceAccount(wire.service_account), clientSecret: wire.client_secret };
}

export function toEnrolmentToken(wire: Wire['EnrolmentToken']): EnrolmentToken {
  return {
    id: wire.id,
    organizationId: wire.organization_id,
    name: wire.name,
    maxUses: wire.max_uses,
    uses: wire.uses,
    expiresAt: wire.expires_at,
    revokedAt: wire.revoked_at,
    createdAt: wire.created_at,
    createdBy: wire.created_by,
    lastUsedAt: wire.last_used_at,
  };
}

export function toCreatedEnrolmentToken(wire: Wire['CreatedEnrolmentToken']): CreatedEnrolmentToken {
  return { enrolmentToken: toEnrolmentToken(wire.enrolment_token), token: wire.token };
}

export function toOrganizationUsage(wire: Wire['OrganizationUsage']): OrganizationUsage {
  return {
    month: wire.month,
    monthlyActiveDevices: wire.monthly_active_devices,
    monthlyActiveAllowance: wire.monthly_active_allowance,
    seatsClaimed90Days: wire.seats_claimed_90_days,
    claimedSeats: wire.claimed_seats,
    idleSeats: wire.idle_seats,
    idleSeatDays: wire.idle_seat_days,
    days: wire.days.map((day) => ({ day: day.day, activeDevices: day.active_devices, claims: day.claims })),
  };
}

export function toAccountDeletion(wire: Wire['AccountDeletion']): AccountDeletion {
  return {
    allowed: wire.allowed,
    blocks: wire.blocks.map((block) => ({
      organizationId: block.organization_id,
      organizationName: block.organization_name,
      reason: block.reason,
      message: block.message,
    })),
    membershipsEnded: wire.memberships_ended.map((m) => ({
      organizationId: m.organization_id,
      organizationName: m.organization_name,
      role: m.role,
    })),
    organizationsDeleted: wire.organizations_deleted.map((o) => ({
      organizationId: o.organization_id,
      organizationName: o.organization_name,
    })),
  };
}

export function toWebhookEndpoint(wire: Wire['WebhookEndpoint']): WebhookEndpoint {
  return {
    id: wire.id,
    url: wire.url,
    description: wire.description,
    eventTypes: wire.event_types,
    enabled: wire.enabled,
    disabledReason: wire.disabled_reason,
    secretRotationEndsAt: wire.secret_rotation_ends_at,
    createdAt: wire.created_at,
    deliveriesSucceeded: wire.deliveries_succeeded,
    deliveriesFailed: wire.deliveries_failed,
    lastDeliveryAt: wire.last_delivery_at,
  };
}

export function toCreatedWebhookEndpoint(wire: Wire['CreatedWebhookEndpoint']): CreatedWebhookEndpoint {
  return { webhookEndpoint: toWebhookEndpoint(wire.webhook_endpoint), secret: wire.secret };
}

export function toWebhookDelivery(wire: Wire['WebhookDelivery']): WebhookDelivery {
  return {
    id: wire.id,
    eventId: wire.event_id,
    eventType: wire.event_type,
    status: wire.status,
    attempts: wire.attempts,
    createdAt: wire.created_at,
    lastAttemptAt: wire.last_attempt_at,
    nextAttemptAt: wire.next_attempt_at,
    responseStatus: wire.response_status,
    responseExcerpt: wire.response_excerpt,
    durationMs: wire.duration_ms,
    error: wire.error,
  };
}

export function toWebhookDeliveryPage(wire: Wire['WebhookDeliveryList']): WebhookDeliveryPage {
  return { deliveries: wire.deliveries.map(toWebhookDelivery), nextCursor: wire.next_cursor };
}
