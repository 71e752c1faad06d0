// Wire-shaped answers (snake_case, as the API sends them), typed by the contract: the SDK's builders with this
// package's story (Ada's invitation to Difference Ltd has its own id; the terms are the 2026-02 version).
import {
  fixtureIds,
  wireAdminOrganizationDetail as adminOrganizationDetailAnswer,
  wireAdminOrganizationPage,
  wireOrganization as organizationAnswer,
  wirePendingOrganization,
  wirePlan,
  wirePricingEntry,
  wireSubscription as subscriptionAnswer,
  wireTermsDocument,
  wireTermsStatus,
  wireUser as userAnswer,
} from '@pod-console/sdk/testing';
import type { Wire } from './api';

export const ids = {
  ...fixtureIds,
  pendingInvitation: '7cf5e38b-9eb0-4fd1-8c8d-aecf4a6b8c9d',
  terms: '8da6f49c-afc1-40e2-9d9e-bfd05b7c9dae',
  previousTerms: '9eb7a5ad-b0d2-41f3-8eaf-c0e16c8daebf',
} as const;

export const wireUser = (overrides: Partial<Wire['CurrentUser']> = {}): Wire['CurrentUser'] =>
  userAnswer({
    pending_organizations: [wirePendingOrganization({ pending_invitation_id: ids.pendingInvitation })],
    ...overrides,
  });

export const wireOrganization = (
  id: string = ids.organization,
  overrides: Partial<Wire['Organization']> = {},
): Wire['Organization'] =>
  organizationAnswer({
    id,
    name: id === ids.organization ? 'Analytical Engines' : 'Difference Ltd',
    ...overrides,
  });

export const wireSubscription: Wire['SubscriptionResponse'] = { subscription: subscriptionAnswer() };

export const wirePlans: Wire['Plan'][] = [wirePlan()];

export const wirePricing: Wire['PricingEntry'][] = [wirePricingEntry()];

export const TERMS_LINK = 'http://files.test/terms/2026-02.md';

/** The markdown at TERMS_LINK; the blank lines around it are what `hashTerms` trims (spec §5). */
export const TERMS_TEXT = '\n# Terms of Service\n\nBe kind to your pods.\n\n';

const currentTerms = wireTermsDocument({ id: ids.terms, version: '2026-02', s3_link: TERMS_LINK });

export const previousTerms = wireTermsDocument({
  id: ids.previousTerms,
  version: '2025-01',
  s3_link: 'http://files.test/terms/2025-01.md',
});

/** The user signed an older version: the current one must be signed. */
export const wireTermsToSign = wireTermsStatus({
  currentTermsOfService: currentTerms,
  signedTermsOfService: [previousTerms],
});

/** The user signed the current version. */
export const wireTermsSigned = wireTermsStatus({
  currentTermsOfService: currentTerms,
  signedTermsOfService: [previousTerms, currentTerms],
});

export const wireAdminOrganizations: Wire['AdminOrganizationPage'] = wireAdminOrganizationPage();
export const wireAdminOrganizationDetail: Wire['AdminOrganizationDetail'] = adminOrganizationDetailAnswer();
