// The demo data: one account per situation the console must show. Fixed ids make the seed idempotent:
// a second run inserts nothing. Dates are relative to the first seeding, so a trial seeded today shows "4 days left".
// Every plan but Enterprise's is bought through the local payment provider and brought to its state by the same
// state machine, clock and portal actions a person would use.
import type { BillingPeriod } from '@pod-console/sdk';

export interface DemoAccount {
  id: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
  emailVerified: boolean;
  systemRole: 'USER' | 'SUPER_ADMIN';
  /** What the account shows; the login page prints it under the e-mail. */
  description: string;
  /** Whether the account has accepted the current terms (Theo has not). */
  signedCurrentTerms: boolean;
}

const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

export const DEMO_IDS = {
  alice: id(1),
  bob: id(2),
  admin: id(3),
  nora: id(4),
  mona: id(5),
  uma: id(6),
  theo: id(7),
  pat: id(8),
  lou: id(9),
  cam: id(10),
  dana: id(11),
  nico: id(12),
  hana: id(13),
  rose: id(14),
  ivy: id(15),
  iris: id(16),
  acme: id(101),
  beacon: id(102),
  cedar: id(103),
  delta: id(104),
  echo: id(105),
  fjord: id(106),
  granite: id(107),
  hq: id(108),
  harbor: id(109),
  rowan: id(110),
  irisStudio: id(111),
  termsOld: id(201),
  termsCurrent: id(202),
  inviteNoraAcme: id(301),
  inviteNoraBeacon: id(302),
} as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: DEMO_IDS.alice,
    email: 'alice@example.com',
    givenName: 'Alice',
    familyName: 'Anders',
    emailVerified: true,
    systemRole: 'USER',
    description:
      'Acme Robotics on a Business trial: licences claimed, unclaimed, trial, expiring and expired',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.bob,
    email: 'bob@example.com',
    givenName: 'Bob',
    familyName: 'Brown',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Member of two organizations: Acme Robotics and Beacon Studio (Starter)',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.admin,
    email: 'admin@example.com',
    givenName: 'Sam',
    familyName: 'Super',
    emailVerified: true,
    systemRole: 'SUPER_ADMIN',
    description: 'SUPER_ADMIN: the Organizations page lists every organization',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.nora,
    email: 'nora@example.com',
    givenName: 'Nora',
    familyName: 'New',
    emailVerified: true,
    systemRole: 'USER',
    description: 'New user, no organization, two pending invitations',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.mona,
    email: 'mona@example.com',
    givenName: 'Mona',
    familyName: null,
    emailVerified: true,
    systemRole: 'USER',
    description: 'No last name: the Required Information gate asks for it',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.uma,
    email: 'uma@example.com',
    givenName: 'Uma',
    familyName: 'Unverified',
    emailVerified: false,
    systemRole: 'USER',
    description: 'E-mail not verified: the verification gate',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.theo,
    email: 'theo@example.com',
    givenName: 'Theo',
    familyName: 'Terms',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Must accept the updated terms of service (member of Beacon Studio)',
    signedCurrentTerms: false,
  },
  {
    id: DEMO_IDS.pat,
    email: 'pat@example.com',
    givenName: 'Pat',
    familyName: 'Pastdue',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Cedar Labs: payment failed, within the 7-day grace period',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.lou,
    email: 'lou@example.com',
    givenName: 'Lou',
    familyName: 'Locked',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Delta Works: payment failed, grace period over (Organization Locked)',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.cam,
    email: 'cam@example.com',
    givenName: 'Cam',
    familyName: 'Canceled',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Echo Media: Business canceled at the end of the period',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.dana,
    email: 'dana@example.com',
    givenName: 'Dana',
    familyName: 'Downgrade',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Fjord Systems: pending downgrade from Business to Starter',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.nico,
    email: 'nico@example.com',
    givenName: 'Nico',
    familyName: 'Noplan',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Granite Co: no plan yet (Select a Plan)',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.hana,
    email: 'hana@example.com',
    givenName: 'Hana',
    familyName: 'Harbor',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Harbor Academy: Business with trial licences, for the platform admin to edit',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.rose,
    email: 'rose@example.com',
    givenName: 'Rose',
    familyName: 'Rowan',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Rowan Studio: Business, its Owner alone; invite people with roles and hand over ownership',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.ivy,
    email: 'ivy@example.com',
    givenName: 'Ivy',
    familyName: 'Irving',
    emailVerified: true,
    systemRole: 'USER',
    description:
      'Iris Studio’s Admin: add licences in bulk, print their QR codes, claim them in the app simulator',
    signedCurrentTerms: true,
  },
  {
    id: DEMO_IDS.iris,
    email: 'iris@example.com',
    givenName: 'Iris',
    familyName: 'Inman',
    emailVerified: true,
    systemRole: 'USER',
    description: 'Iris Studio’s Owner (Ivy is its Admin)',
    signedCurrentTerms: true,
  },
];

/**
 * A step of a demo subscription's history after its checkout, as a person would take it on the local provider's
 * test clock or in its customer portal.
 */
export type DemoStep =
  /** The clock moves on this many days, or to the end of the current period (or trial). */
  | { advance: number | 'period-end' }
  | { cancelAtPeriodEnd: true }
  | { changePlan: { plan: 'starter' | 'business'; period: BillingPeriod } };

/** A plan bought through the local payment provider: its checkout, then what happened since. */
export interface DemoLocalPlan {
  provider: 'local';
  plan: 'starter' | 'business';
  period: BillingPeriod;
  /** spec §9: 7 for a trial; omitted for a plan paid from the start. */
  trialDays?: number;
  /** The card at checkout: 'fail-later' is Stripe's test card 4000 0000 0000 0341 (pays now, fails later). */
  card: 'ok' | 'fail-later';
  history: DemoStep[];
}

/**
 * Enterprise is sold by contract (Contact Sales): no checkout, no provider. Its row is written by hand, as the
 * platform would set it up; days are relative to the seeding instant.
 */
export interface DemoContractPlan {
  provider: null;
  product: 'enterprise';
  status: 'active';
  interval: 'year';
  periodStartDays: number;
  periodEndDays: number;
}

export interface DemoOrganization {
  id: string;
  /** Names its provider objects: cus_local_demo_acme, sub_local_demo_acme. */
  key: string;
  name: string;
  ownerId: string;
  memberIds: string[];
  podAdminLicenseCount: number;
  /** null = no plan. */
  subscription: DemoLocalPlan | DemoContractPlan | null;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    id: DEMO_IDS.acme,
    key: 'acme',
    name: 'Acme Robotics',
    ownerId: DEMO_IDS.alice,
    memberIds: [DEMO_IDS.alice, DEMO_IDS.bob],
    podAdminLicenseCount: 5,
    // A Business trial 3 days in: 4 days left.
    subscription: {
      provider: 'local',
      plan: 'business',
      period: 'monthly',
      trialDays: 7,
      card: 'ok',
      history: [{ advance: 3 }],
    },
  },
  {
    id: DEMO_IDS.beacon,
    key: 'beacon',
    name: 'Beacon Studio',
    ownerId: DEMO_IDS.bob,
    memberIds: [DEMO_IDS.bob, DEMO_IDS.theo],
    podAdminLicenseCount: 1,
    subscription: {
      provider: 'local',
      plan: 'starter',
      period: 'monthly',
      card: 'ok',
      history: [{ advance: 10 }],
    },
  },
  {
    id: DEMO_IDS.cedar,
    key: 'cedar',
    name: 'Cedar Labs',
    ownerId: DEMO_IDS.pat,
    memberIds: [DEMO_IDS.pat],
    podAdminLicenseCount: 5,
    // The renewal failed 3 days ago; spec §4: grace is 7 days from the period start, so 4 days are left.
    subscription: {
      provider: 'local',
      plan: 'business',
      period: 'monthly',
      card: 'fail-later',
      history: [{ advance: 'period-end' }, { advance: 3 }],
    },
  },
  {
    id: DEMO_IDS.delta,
    key: 'delta',
    name: 'Delta Works',
    ownerId: DEMO_IDS.lou,
    memberIds: [DEMO_IDS.lou],
    podAdminLicenseCount: 5,
    // The renewal failed 10 days ago: grace over, unpaid (Organization Locked).
    subscription: {
      provider: 'local',
      plan: 'business',
      period: 'monthly',
      card: 'fail-later',
      history: [{ advance: 'period-end' }, { advance: 10 }],
    },
  },
  {
    id: DEMO_IDS.echo,
    key: 'echo',
    name: 'Echo Media',
    ownerId: DEMO_IDS.cam,
    memberIds: [DEMO_IDS.cam],
    podAdminLicenseCount: 5,
    // Canceled 2 days ago, 18 days into its period: active until the period end.
    subscription: {
      provider: 'local',
      plan: 'business',
      period: 'monthly',
      card: 'ok',
      history: [{ advance: 16 }, { cancelAtPeriodEnd: true }, { advance: 2 }],
    },
  },
  {
    id: DEMO_IDS.fjord,
    key: 'fjord',
    name: 'Fjord Systems',
    ownerId: DEMO_IDS.dana,
    memberIds: [DEMO_IDS.dana],
    podAdminLicenseCount: 5,
    // Business billed annually, downgrade to Starter scheduled for the period end, 20 days away.
    subscription: {
      provider: 'local',
      plan: 'business',
      period: 'annually',
      card: 'ok',
      history: [{ changePlan: { plan: 'starter', period: 'annually' } }, { advance: 345 }],
    },
  },
  {
    id: DEMO_IDS.granite,
    key: 'granite',
    name: 'Granite Co',
    ownerId: DEMO_IDS.nico,
    memberIds: [DEMO_IDS.nico],
    podAdminLicenseCount: 0,
    subscription: null,
  },
  {
    id: DEMO_IDS.hq,
    key: 'hq',
    name: 'Pod Console HQ',
    ownerId: DEMO_IDS.admin,
    memberIds: [DEMO_IDS.admin],
    podAdminLicenseCount: 20,
    subscription: {
      provider: null,
      product: 'enterprise',
      status: 'active',
      interval: 'year',
      periodStartDays: -100,
      periodEndDays: 265,
    },
  },
  {
    id: DEMO_IDS.harbor,
    key: 'harbor',
    name: 'Harbor Academy',
    ownerId: DEMO_IDS.hana,
    memberIds: [DEMO_IDS.hana],
    podAdminLicenseCount: 5,
    // Business paid monthly, 5 days in; its trial licences (seeded below) are the platform admin's to delete.
    subscription: {
      provider: 'local',
      plan: 'business',
      period: 'monthly',
      card: 'ok',
      history: [{ advance: 5 }],
    },
  },
  {
    id: DEMO_IDS.rowan,
    key: 'rowan',
    name: 'Rowan Studio',
    ownerId: DEMO_IDS.rose,
    memberIds: [DEMO_IDS.rose],
    podAdminLicenseCount: 5,
    // Business paid monthly: room for a License manager to assign, a portal for a Billing member to open.
    subscription: {
      provider: 'local',
      plan: 'business',
      period: 'monthly',
      card: 'ok',
      history: [{ advance: 3 }],
    },
  },
  {
    id: DEMO_IDS.irisStudio,
    key: 'iris',
    name: 'Iris Studio',
    ownerId: DEMO_IDS.iris,
    memberIds: [DEMO_IDS.iris, DEMO_IDS.ivy],
    podAdminLicenseCount: 5,
    // Business paid monthly, no licence yet: five free for its Admin to create at once, print and claim.
    subscription: {
      provider: 'local',
      plan: 'business',
      period: 'monthly',
      card: 'ok',
      history: [{ advance: 3 }],
    },
  },
];

export const TERMS_OLD_TEXT = `# Pod Console terms of service (2025-06)

These are the earlier terms of the local demo. They have been replaced by version 2026-01.
`;

export const TERMS_CURRENT_TEXT = `# Pod Console terms of service (2026-01)

Welcome to Pod Console. These demo terms stand in for the real ones on a developer's machine.

## 1. Your organization
You manage licences, members and billing of the organizations you belong to. Everything you do in the console is
done on behalf of your organization.

## 2. Pod Creator licences
A licence is assigned to a recipient named by an identifier. You need not use personal information as the
identifier. Revoked licences become available again.

## 3. Plans and billing
Plans are billed monthly or annually; annual billing is 25% off. Trials last 7 days. When a payment fails, the
organization keeps working for a grace period of 7 days.

## 4. Privacy
This local build stores its data under \`.data/\` on your machine and sends nothing anywhere.

## 5. Changes
When these terms change, the console asks you to review and agree to the new version before you continue.

Read the full text carefully: the **I Agree** button is enabled once you have scrolled to the end.
`;
