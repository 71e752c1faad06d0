// Story data: camelCase entities for presentational stories, and the same people on the wire (snake_case, typed
// by the contract) for container stories.
import type { components, OrganizationInvitation, OrganizationSummary, User } from '@pod-console/sdk';

type Wire = components['schemas'];

export const ACME: OrganizationSummary = { id: 'org-acme', name: 'Acme Robotics' };
export const GLOBEX: OrganizationSummary = { id: 'org-globex', name: 'Globex Corporation' };
export const INITECH: OrganizationSummary = { id: 'org-initech', name: 'Initech' };

export const INVITATIONS: OrganizationInvitation[] = [
  { pendingInvitationId: 'inv-globex', organizationId: GLOBEX.id, organizationName: GLOBEX.name },
  { pendingInvitationId: 'inv-initech', organizationId: INITECH.id, organizationName: INITECH.name },
  { pendingInvitationId: 'inv-umbrella', organizationId: 'org-umbrella', organizationName: 'Umbrella Labs' },
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

export function wireUser(user: Partial<Wire['CurrentUser']> = {}): Wire['CurrentUser'] {
  return {
    id: 'user-ada',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    selected_organization_id: ACME.id,
    system_role: 'USER',
    organizations: [ACME],
    pending_organizations: [],
    ...user,
  };
}

export const wireInvitations = (invitations: OrganizationInvitation[]): Wire['PendingOrganization'][] =>
  invitations.map((invitation) => ({
    pending_invitation_id: invitation.pendingInvitationId,
    organization_id: invitation.organizationId,
    organization_name: invitation.organizationName,
  }));

export function wireOrganization(organization: Partial<Wire['Organization']> = {}): Wire['Organization'] {
  return {
    id: ACME.id,
    name: ACME.name,
    license_counts: { POD_ADMIN: 5 },
    licenses: [
      {
        id: 'lic-1',
        license_key_hash: 'hash-1',
        identifier: 'Studio iPad',
        expires_at: null,
        revoked_at: null,
        trial: false,
      },
      {
        id: 'lic-2',
        license_key_hash: null,
        identifier: 'Field kit',
        expires_at: null,
        revoked_at: null,
        trial: false,
      },
    ],
    organization_users: [
      { user_id: 'user-ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' },
    ],
    pending_invitations: [],
    created_at: '2026-01-05T10:00:00Z',
    owner_user_id: 'user-ada',
    ...organization,
  };
}

export const WIRE_ACTIVE_SUBSCRIPTION: Wire['Subscription'] = {
  product: 'business',
  status: 'active',
  provider: {
    price_interval: 'month',
    trial_end: null,
    current_period_start: '2026-11-01T00:00:00Z',
    current_period_end: '2026-12-01T00:00:00Z',
    canceled_at: null,
    cancel_at_period_end: false,
    price_amount: 9900,
  },
  schedule: null,
};

export const TERMS_DOCUMENT: Wire['TermsOfServiceDocument'] = {
  id: 'tos-2026-01',
  version: '2026-01',
  s3_link: 'http://files.story.test/terms/2026-01.md',
};

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
