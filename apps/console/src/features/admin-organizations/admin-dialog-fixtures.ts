// Organizations for the stories of the platform admin's two dialogs, as the SDK hands them to the page
// (camelCase `AdminOrganization`); the container stories answer the writes, which carry no organization body.
import type { AdminOrganization } from '@pod-console/sdk';

const adminOrganization = (fields: Partial<AdminOrganization>): AdminOrganization => ({
  id: '2da09e3c-4f6b-4a8c-9d3e-5f7a9b1c3d4e',
  name: 'Analytical Engines',
  createdAt: '2026-01-01T00:00:00Z',
  ownerUserId: '0b8e7c1a-2d4f-4e6a-9b1c-3d5e7f9a1b2c',
  ownerEmail: 'ada@example.com',
  ownerFirstName: 'Ada',
  ownerLastName: 'Lovelace',
  licenseCounts: { POD_ADMIN: 5 },
  assignedLicenseCount: 3,
  trialLicenseCount: 0,
  assignedTrialLicenseCount: 0,
  memberCount: 2,
  subscription: null,
  ...fields,
});

/** 5 Pod Admin licences, 3 assigned: a count from 3 up is allowed. */
export const ANALYTICAL_ENGINES = adminOrganization({});

/** 4 trial licences, 2 of them assigned (deleting takes them from their holders). */
export const DIFFERENCE_LTD = adminOrganization({
  id: '3eb1af4d-5a7c-4b9d-8e4f-6a8b0c2d4e5f',
  name: 'Difference Ltd',
  licenseCounts: { POD_ADMIN: 0 },
  assignedLicenseCount: 2,
  trialLicenseCount: 4,
  assignedTrialLicenseCount: 2,
});

/** One trial licence, nobody holds it. */
export const BABBAGE_AND_CO = adminOrganization({
  id: '4fc2b05e-6b8d-4cae-9f5a-7b9c1d3e5f6a',
  name: 'Babbage & Co',
  licenseCounts: { POD_ADMIN: 2 },
  assignedLicenseCount: 1,
  trialLicenseCount: 1,
  assignedTrialLicenseCount: 0,
});
