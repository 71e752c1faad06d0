// Wire-shaped answers (snake_case, as the API sends them), typed by the contract.
import type { Wire } from './api';

export const ids = {
  user: '0b8e7c1a-2d4f-4e6a-9b1c-3d5e7f9a1b2c',
  otherUser: '1c9f8d2b-3e5a-4f7b-8c2d-4e6f8a0b2c3d',
  organization: '2da09e3c-4f6b-4a8c-9d3e-5f7a9b1c3d4e',
  otherOrganization: '3eb1af4d-5a7c-4b9d-8e4f-6a8b0c2d4e5f',
  license: '4fc2b05e-6b8d-4cae-9f5a-7b9c1d3e5f6a',
  invitation: '6be4d27a-8daf-4ec0-9b7c-9dbe3f5a7b8c',
  pendingInvitation: '7cf5e38b-9eb0-4fd1-8c8d-aecf4a6b8c9d',
  terms: '8da6f49c-afc1-40e2-9d9e-bfd05b7c9dae',
  previousTerms: '9eb7a5ad-b0d2-41f3-8eaf-c0e16c8daebf',
} as const;

export const wireUser = (overrides: Partial<Wire['CurrentUser']> = {}): Wire['CurrentUser'] => ({
  id: ids.user,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  selected_organization_id: ids.organization,
  system_role: 'USER',
  organizations: [
    { id: ids.organization, name: 'Analytical Engines' },
    { id: ids.otherOrganization, name: 'Difference Ltd' },
  ],
  pending_organizations: [
    {
      pending_invitation_id: ids.pendingInvitation,
      organization_id: ids.otherOrganization,
      organization_name: 'Difference Ltd',
    },
  ],
  ...overrides,
});

export const wireOrganization = (
  id: string = ids.organization,
  overrides: Partial<Wire['Organization']> = {},
): Wire['Organization'] => ({
  id,
  name: id === ids.organization ? 'Analytical Engines' : 'Difference Ltd',
  license_counts: { POD_ADMIN: 5 },
  licenses: [
    {
      id: ids.license,
      license_key_hash: null,
      identifier: 'Studio iPad',
      expires_at: null,
      revoked_at: null,
      trial: false,
    },
  ],
  organization_users: [
    { user_id: ids.user, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' },
  ],
  pending_invitations: [
    {
      id: ids.invitation,
      email: 'charles@example.com',
      expires_at: '2026-12-01T00:00:00Z',
      token: 'dG9rZW4',
    },
  ],
  created_at: '2026-01-01T00:00:00Z',
  owner_user_id: ids.user,
  ...overrides,
});

export const wireSubscription: Wire['SubscriptionResponse'] = {
  subscription: {
    product: 'business',
    status: 'active',
    provider: {
      price_interval: 'month',
      trial_end: null,
      current_period_start: '2026-11-01T00:00:00Z',
      current_period_end: '2026-12-01T00:00:00Z',
      canceled_at: null,
      cancel_at_period_end: false,
      price_amount: 4900,
    },
    schedule: null,
  },
};

export const wirePlans: Wire['Plan'][] = [
  {
    type: 'starter',
    name: 'Starter',
    pod_creators: 1,
    monthly_active_users: 25,
    extra_monthly_active_user_price: 100,
    storage_gb: 10,
    on_prem_available: false,
    trial_days: 7,
  },
];

export const wirePricing: Wire['PricingEntry'][] = [
  {
    type: 'starter',
    description: 'For one creator',
    prices: {
      monthly: { amount: 1900, currency: 'usd', formatted_amount: '$19' },
      annually: { amount: 17100, currency: 'usd', formatted_amount: '$171' },
    },
  },
];

export const TERMS_LINK = 'http://files.test/terms/2026-02.md';

/** The markdown at TERMS_LINK; the blank lines around it are what `hashTerms` trims (spec §5). */
export const TERMS_TEXT = '\n# Terms of Service\n\nBe kind to your pods.\n\n';

export const currentTerms: Wire['TermsOfServiceDocument'] = {
  id: ids.terms,
  version: '2026-02',
  s3_link: TERMS_LINK,
};

export const previousTerms: Wire['TermsOfServiceDocument'] = {
  id: ids.previousTerms,
  version: '2025-01',
  s3_link: 'http://files.test/terms/2025-01.md',
};

/** The user signed an older version: the current one must be signed. */
export const wireTermsToSign: Wire['TermsOfServiceStatus'] = {
  currentTermsOfService: currentTerms,
  signedTermsOfService: [previousTerms],
};

/** The user signed the current version. */
export const wireTermsSigned: Wire['TermsOfServiceStatus'] = {
  currentTermsOfService: currentTerms,
  signedTermsOfService: [previousTerms, currentTerms],
};

export const wireAdminOrganizations: Wire['AdminOrganization'][] = [
  {
    id: ids.organization,
    name: 'Analytical Engines',
    created_at: '2026-01-01T00:00:00Z',
    owner_user_id: ids.user,
    owner_email: 'ada@example.com',
    license_counts: { POD_ADMIN: 5 },
    assigned_license_count: 1,
    trial_license_count: 0,
    member_count: 1,
    members: [{ user_id: ids.user, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' }],
    subscription_product: 'business',
    subscription_status: 'active',
  },
];
