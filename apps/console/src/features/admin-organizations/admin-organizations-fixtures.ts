// Story data for the Organizations page: one organization in each state of spec §4, on the wire (snake_case,
// built with the SDK's builders and typed by the contract) for the app stories, and as the SDK hands them to the
// page (camelCase) for the page stories. Dates count from a given `now`: the page stories pass a fixed instant,
// the app stories the real clock (the page reads `new Date()` there).
import { addDays } from '@pod-console/hooks/domain';
import type { components } from '@pod-console/sdk';
import {
  adminOrganizationDetailOf,
  adminOrganizationPageOf,
  wireAdminOrganization,
  wireAdminOrganizationDetail,
  wireAdminOrganizationPage,
  wireOrganizationUser,
  wireSubscription,
  wireSubscriptionProvider,
} from '@pod-console/sdk/testing';

type Wire = components['schemas'];

/** Presentational stories read the clock from here. */
export const NOW = new Date('2026-11-23T12:00:00Z');

const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const day = (now: Date, days: number) => addDays(now, days)!;

/** One organization per state, in `ORGANIZATION_STATES` order, and what each is called in the State column. */
export function wireOrganizationRows(now: Date): Wire['AdminOrganization'][] {
  const provider = (fields: Partial<Wire['SubscriptionProvider']>) =>
    wireSubscriptionProvider({
      current_period_start: day(now, -10),
      current_period_end: day(now, 20),
      ...fields,
    });
  const row = (
    index: number,
    name: string,
    owner: [string, string],
    fields: Partial<Wire['AdminOrganization']>,
  ) =>
    wireAdminOrganization({
      id: uuid(index),
      name,
      owner_user_id: uuid(100 + index),
      owner_first_name: owner[0],
      owner_last_name: owner[1],
      owner_email: `${owner[0].toLowerCase()}@${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
      created_at: day(now, -index * 30),
      ...fields,
    });
  return [
    row(1, 'Nowhere Guild', ['Nora', 'Quill'], {
      subscription: null,
      license_counts: { POD_ADMIN: 0 },
      assigned_license_count: 0,
      member_count: 1,
    }),
    row(2, 'Locked Looms', ['Lena', 'Loom'], {
      subscription: wireSubscription({
        status: 'past_due',
        provider: provider({ current_period_start: day(now, -10) }),
      }),
    }),
    row(3, 'Overdue Orchards', ['Otto', 'Orchard'], {
      subscription: wireSubscription({
        status: 'past_due',
        provider: provider({ current_period_start: day(now, -2) }),
      }),
    }),
    row(4, 'Closing Crafts', ['Cleo', 'Craft'], {
      subscription: wireSubscription({
        product: 'starter',
        provider: provider({ cancel_at_period_end: true }),
      }),
    }),
    row(5, 'Expired Easels', ['Ezra', 'Easel'], {
      subscription: wireSubscription({ status: 'trialing', provider: provider({ trial_end: day(now, -2) }) }),
      trial_license_count: 1,
    }),
    row(6, 'Harbor Academy', ['Hana', 'Harbor'], {
      subscription: wireSubscription({ status: 'trialing', provider: provider({ trial_end: day(now, 5) }) }),
      license_counts: { POD_ADMIN: 2 },
      assigned_license_count: 3,
      trial_license_count: 3,
      assigned_trial_license_count: 1,
      member_count: 4,
    }),
    row(7, 'Analytical Engines', ['Ada', 'Lovelace'], {
      subscription: wireSubscription({
        product: 'enterprise',
        provider: provider({}),
        schedule: { pending_product: 'business', next_phase_start: day(now, 20), pending_price_amount: 9900 },
      }),
      license_counts: { POD_ADMIN: 20 },
      assigned_license_count: 12,
      member_count: 9,
    }),
    row(8, 'Idle Instruments', ['Ivan', 'Instrument'], {
      subscription: wireSubscription({ status: 'incomplete', provider: provider({}) }),
    }),
  ];
}

/** The labels of the rows above, in order. */
export const ROW_STATE_LABELS = [
  'No plan',
  'Locked',
  'Payment problem',
  'Canceled',
  'Trial expired',
  'Trial',
  'Active',
  'Inactive',
] as const;

/** Harbor Academy's expanded row: two members, an invitation pending and one expired. */
export function wireHarborDetails(now: Date): Wire['AdminOrganizationDetail'] {
  const harbor = wireOrganizationRows(now)[5]!;
  return wireAdminOrganizationDetail({
    ...harbor,
    members: [
      wireOrganizationUser({
        user_id: uuid(106),
        email: 'hana@harbor-academy.example',
        first_name: 'Hana',
        last_name: 'Harbor',
      }),
      wireOrganizationUser({
        user_id: uuid(200),
        email: 'kai@harbor-academy.example',
        first_name: 'Kai',
        last_name: 'Keel',
      }),
    ],
    pending_invitations: [
      { id: uuid(300), email: 'mara@harbor-academy.example', expires_at: day(now, 5), role: 'ADMIN' },
      { id: uuid(301), email: 'olaf@harbor-academy.example', expires_at: day(now, -3), role: 'BILLING' },
    ],
  });
}

/** A page of the rows above; `total` counts matches over every page. */
export const wireOrganizationPage = (
  items: Wire['AdminOrganization'][],
  fields: Partial<Wire['AdminOrganizationPage']> = {},
) => wireAdminOrganizationPage({ items, ...fields });

// The SDK's mapping, for the page stories (which take what the SDK hands the page).
// As the SDK hands them to the page: its own mappers, not a copy of them.
export const toOrganizationPage = adminOrganizationPageOf;
export const toOrganizationDetails = adminOrganizationDetailOf;

/** `count` organizations: the rows above over and over, each with its own id and name. */
export const wireManyOrganizationRows = (now: Date, count: number): Wire['AdminOrganization'][] => {
  const rows = wireOrganizationRows(now);
  return Array.from({ length: count }, (_, index) => ({
    ...rows[index % rows.length]!,
    id: uuid(1000 + index),
    name: `Organization ${index + 1}`,
  }));
};
