// Story data: camelCase entities for presentational stories, and the same people on the wire (snake_case, typed
// by the contract, built with the SDK's builders) for container stories.
import type { components, OrganizationInvitation, OrganizationSummary, User } from '@pod-console/sdk';
import {
  wireLicense,
  wireOrganizationUser,
  wireSubscription,
  wireSubscriptionProvider,
  wireTermsDocument,
  wireOrganization as organizationAnswer,
  wireUser as userAnswer,
} from '@pod-console/sdk/testing';

type Wire = components['schemas'];

export const ACME: OrganizationSummary = { id: 'org-acme', name: 'Acme Robotics' };
export const GLOBEX: OrganizationSummary = { id: 'org-globex', name: 'Globex Corporation' };
export const INITECH: OrganizationSummary = { id: 'org-initech', name: 'Initech' };

const invitation = (
  pendingInvitationId: string,
  organizationId: string,
  organizationName: string,
  role: OrganizationInvitation['role'],
  invitedByName: string | null,
): OrganizationInvitation => ({
  pendingInvitationId,
  organizationId,
  organizationName,
  role,
  expiresAt: '2026-11-30T12:00:00Z',
  invitedByName,
});

export const INVITATIONS: OrganizationInvitation[] = [
  invitation('inv-globex', GLOBEX.id, GLOBEX.name, 'ADMIN', 'Hank Scorpio'),
  invitation('inv-initech', INITECH.id, INITECH.name, 'LICENSE_MANAGER', 'Bill Lumbergh'),
  invitation('inv-umbrella', 'org-umbrella', 'Umbrella Labs', 'BILLING', null),
];

export const ADA: User = {
  id: 'user-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  systemRole: 'USER',
  selectedOrganizationId: ACME.id,
  organizations: [ACME],
  organizationInvitations: [],
};

export const wireUser = (user: Partial<Wire['CurrentUser']> = {}): Wire['CurrentUser'] =>
  userAnswer({
    id: ADA.id,
    selected_organization_id: ACME.id,
    organizations: [ACME],
    pending_organizations: [],
    ...user,
  });

export const wireInvitations = (invitations: OrganizationInvitation[]): Wire['PendingOrganization'][] =>
  invitations.map((invitation) => ({
    pending_invitation_id: invitation.pendingInvitationId,
    organization_id: invitation.organizationId,
    organization_name: invitation.organizationName,
    role: invitation.role,
    expires_at: invitation.expiresAt,
    invited_by_name: invitation.invitedByName,
  }));

export const wireOrganization = (organization: Partial<Wire['Organization']> = {}): Wire['Organization'] =>
  organizationAnswer({
    id: ACME.id,
    name: ACME.name,
    licenses: [
      wireLicense({ id: 'lic-1', license_key_hash: 'hash-1' }),
      wireLicense({ id: 'lic-2', identifier: 'Field kit' }),
    ],
    organization_users: [wireOrganizationUser({ user_id: ADA.id, role: 'OWNER' })],
    pending_invitations: [],
    created_at: '2026-01-05T10:00:00Z',
    owner_user_id: ADA.id,
    ...organization,
  });

export const WIRE_ACTIVE_SUBSCRIPTION = wireSubscription({
  provider: wireSubscriptionProvider({ price_amount: 9900 }),
});

export const TERMS_DOCUMENT = wireTermsDocument({
  id: 'tos-2026-01',
  version: '2026-01',
  s3_link: 'http://files.story.test/terms/2026-01.md',
});

/** Long enough to need scrolling in the dialog; a link that must survive and two that must not. */
export const TERMS_TEXT = [
  '# Terms of Service',
  '',
  'These terms govern your use of Pod Console and the Pod Creator licences your organization holds.',
  '',
  ...Array.from({ length: 14 }, (_, index) =>
    [
      `## ${index + 1}. Section ${index + 1}`,
      '',
      'You agree to use the service lawfully, to keep your credentials secret, and to assign licences only to people',
      'who are entitled to them. We may update these terms; we will ask you to agree again when we do.',
      '',
    ].join('\n'),
  ),
  'Read our [privacy policy](https://example.com/privacy), not [this](javascript:alert(1)) nor [that](//evil.example).',
  '',
  '<script>window.__termsInjected = true</script>',
].join('\n');
