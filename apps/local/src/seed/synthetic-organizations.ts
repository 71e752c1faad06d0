// Synthetic organizations for the platform admin's table at scale (`npm run seed -- --organizations 10000`, and
// the admin benchmark). Organization n is always the same organization: ids and every choice derive from n, so a
// second run finds the ones already there and only tops up. Rows go in as multi-row inserts, a batch of
// organizations with their owners, members, licences and subscriptions per transaction; migration 0004's
// statement-level triggers then count each batch once.
import { createHash } from 'node:crypto';

import {
  type Database,
  type LicensesTable,
  type MembershipsTable,
  type OrganizationsTable,
  type SubscriptionsTable,
  type UsersTable,
} from '@pod-console/api';
import { ORGANIZATION_STATES, PAYMENT_GRACE_DAYS } from '@pod-console/hooks/domain';
import type { Insertable, Kysely } from 'kysely';

export interface SyntheticSeedOptions {
  /** How many synthetic organizations there should be. */
  organizations: number;
  /** The instant the subscriptions' states are relative to. */
  now?: Date;
  /** Organizations per transaction. */
  batchSize?: number;
}

export interface SyntheticSeedResult {
  /** Synthetic organizations that were there already. */
  existing: number;
  inserted: {
    organizations: number;
    users: number;
    memberships: number;
    licenses: number;
    subscriptions: number;
  };
}

type State = (typeof ORGANIZATION_STATES)[number];
type Plan = SubscriptionsTable['product'];

const DAY = 86_400_000;
const PLANS: readonly Plan[] = ['starter', 'business', 'enterprise'];
const PRICES: Record<Plan, number | null> = { starter: 4900, business: 9900, enterprise: null };

const ADJECTIVES = [
  'Northern',
  'Blue',
  'Quiet',
  'Bright',
  'Silver',
  'Rapid',
  'Green',
  'Golden',
  'Open',
  'Little',
  'Grand',
  'Clear',
  'Urban',
  'Coastal',
  'Alpine',
  'Red',
  'Solar',
  'Prairie',
  'Harbor',
  'Cedar',
];
const NOUNS = [
  'Robotics',
  'Studios',
  'Academy',
  'Clinic',
  'Logistics',
  'Bakery',
  'Media',
  'Labs',
  'Foundry',
  'Pods',
  'Systems',
  'Gardens',
  'Works',
  'Collective',
  'Outfitters',
  'Analytics',
  'Kitchen',
  'Theatre',
  'Transit',
  'Archive',
];
const SUFFIXES = ['Ltd', 'GmbH', 'Inc', 'Co', 'SA', 'BV', 'AB', 'Oy'];
const FIRST_NAMES = [
  'Ada',
  'Bo',
  'Chen',
  'Dara',
  'Emil',
  'Fatima',
  'Goran',
  'Hana',
  'Ines',
  'Jonas',
  'Kemi',
  'Lea',
];
const LAST_NAMES = [
  'Adams',
  'Berg',
  'Costa',
  'Dubois',
  'Eze',
  'Fischer',
  'Garcia',
  'Huang',
  'Ivanova',
  'Jensen',
];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'corp.example'];
/** Statuses as providers and hand-made rows write them, case and all. */
const ACTIVE_STATUSES = ['active', 'Active', 'ACTIVE'];
const PROBLEM_STATUSES = ['past_due', 'unpaid', 'payment_failed', 'PAST_DUE'];
const INACTIVE_STATUSES = ['canceled', 'cancelled', 'incomplete', 'incomplete_expired', 'paused', 'pending'];

/** The id of synthetic thing `key`: a UUID made from a hash, the same on every run. */
export function syntheticId(key: string): string {
  const hex = createHash('sha256').update(`pod-console-synthetic:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small seeded generator (mulberry32): the same choices for organization n on every run. */
function randomFor(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

interface SyntheticOrganization {
  organization: Insertable<OrganizationsTable>;
  users: Insertable<UsersTable>[];
  memberships: Insertable<MembershipsTable>[];
  licenses: Insertable<LicensesTable>[];
  subscription: Insertable<SubscriptionsTable> | null;
}

/** The subscription columns that put an organization in `state` at `now` (spec §4). */
function subscriptionIn(state: Exclude<State, 'none'>, now: number, random: ReturnType<typeof randomFor>) {
  const at = (days: number) => new Date(now + days * DAY);
  const periodStart = at(-random.int(1, PAYMENT_GRACE_DAYS - 1));
  const base = {
    status: random.pick(ACTIVE_STATUSES),
    trial_end: null as Date | null,
    current_period_start: periodStart,
    current_period_end: new Date(periodStart.getTime() + 30 * DAY),
    canceled_at: null as Date | null,
    cancel_at_period_end: false,
  };
  switch (state) {
    case 'locked':
      return { ...base, status: random.pick(PROBLEM_STATUSES), current_period_start: at(-random.int(8, 25)) };
    case 'payment_problem':
      return { ...base, status: random.pick(PROBLEM_STATUSES) };
    case 'canceled':
      return { ...base, cancel_at_period_end: true, canceled_at: at(-1) };
    case 'trial_expired':
      return { ...base, status: 'trialing', trial_end: at(-random.int(1, 20)) };
    case 'trial':
      return { ...base, status: 'trialing', trial_end: at(random.int(1, 14)) };
    case 'active':
      return base;
    case 'inactive':
      return {
        ...base,
        status: random.pick(INACTIVE_STATUSES),
        current_period_start: at(-60),
        current_period_end: at(-30),
      };
  }
}

/** Synthetic organization n, its owner and members, licences and subscription. */
export function syntheticOrganization(index: number, now: Date): SyntheticOrganization {
  const random = randomFor(index * 2_654_435_761);
  const id = syntheticId(`organization:${index}`);
  const number = String(index).padStart(5, '0');
  const name = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(SUFFIXES)} ${number}`;
  const domain = random.pick(DOMAINS);
  const memberCount = random.int(1, 5);
  const users = Array.from({ length: memberCount }, (_, member): Insertable<UsersTable> => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const local = member === 0 ? `owner.${number}` : `member.${number}.${member}`;
    return {
      id: syntheticId(`user:${index}:${member}`),
      subject: `synthetic|${index}|${member}`,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${local}@${domain}`,
      first_name: firstName,
      last_name: lastName,
      system_role: 'USER',
      selected_organization_id: id,
    };
  });
  const createdAt = new Date(now.getTime() - random.int(1, 730) * DAY - random.int(0, DAY - 1));
  // Every state, the first (no plan) included, in turn: ten thousand organizations hold 1,250 of each.
  const state = ORGANIZATION_STATES[index % ORGANIZATION_STATES.length]!;
  const plan = random.pick(PLANS);
  const subscription: Insertable<SubscriptionsTable> | null =
    state === 'none'
      ? null
      : {
          organization_id: id,
          product: plan,
          price_interval: random.pick(['month', 'year'] as const),
          price_amount: PRICES[plan],
          ...subscriptionIn(state, now.getTime(), random),
        };
  const licenses = Array.from({ length: random.int(0, 8) }, (_, licence): Insertable<LicensesTable> => {
    const trial = random.next() < 0.3;
    const assigned = random.next() < 0.6;
    return {
      id: syntheticId(`license:${index}:${licence}`),
      organization_id: id,
      identifier: assigned ? `Device ${licence + 1}` : null,
      license_key_hash: null,
      expires_at: null,
      revoked_at: random.next() < 0.1 ? new Date(createdAt.getTime() + DAY) : null,
      trial,
      created_at: new Date(createdAt.getTime() + licence * 60_000),
    };
  });
  const assignedPaid = licenses.filter(
    (l) => l.identifier != null && !l.trial && l.revoked_at == null,
  ).length;
  return {
    organization: {
      id,
      name,
      owner_user_id: users[0]!.id!,
      // Enough purchased licences for those assigned (spec §4), with a few to spare.
      pod_admin_license_count: assignedPaid + random.int(0, 5),
      created_at: createdAt,
    },
    users,
    memberships: users.map((user, member) => ({
      organization_id: id,
      user_id: user.id!,
      // The first user is the owner (owner_user_id); the others joined as Admins.
      role: member === 0 ? ('OWNER' as const) : ('ADMIN' as const),
      created_at: new Date(createdAt.getTime() + member * 3_600_000),
    })),
    licenses,
    subscription,
  };
}

/**
 * Makes sure synthetic organizations 0..n-1 exist: the missing ones are inserted (a first run inserts all, a later
 * one with a larger n tops up, the same n inserts nothing).
 */
export async function seedSyntheticOrganizations(
  db: Kysely<Database>,
  options: SyntheticSeedOptions,
): Promise<SyntheticSeedResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  const ids = Array.from({ length: options.organizations }, (_, index) =>
    syntheticId(`organization:${index}`),
  );
  const present = new Set<string>();
  for (let offset = 0; offset < ids.length; offset += 5000) {
    const rows = await db
      .selectFrom('organizations')
      .select('id')
      .where('id', 'in', ids.slice(offset, offset + 5000))
      .execute();
    for (const row of rows) present.add(row.id);
  }
  const missing = ids.flatMap((id, index) => (present.has(id) ? [] : [index]));
  const inserted = { organizations: 0, users: 0, memberships: 0, licenses: 0, subscriptions: 0 };
  for (let offset = 0; offset < missing.length; offset += batchSize) {
    const batch = missing.slice(offset, offset + batchSize).map((index) => syntheticOrganization(index, now));
    const users = batch.flatMap((item) => item.users);
    const memberships = batch.flatMap((item) => item.memberships);
    const licenses = batch.flatMap((item) => item.licenses);
    const subscriptions = batch.flatMap((item) => (item.subscription ? [item.subscription] : []));
    await db.transaction().execute(async (trx) => {
      // A user left behind by an interrupted run is taken as it is.
      await trx
        .insertInto('users')
        .values(users)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await trx
        .insertInto('organizations')
        .values(batch.map((item) => item.organization))
        .execute();
      await trx.insertInto('memberships').values(memberships).execute();
      if (licenses.length > 0) await trx.insertInto('licenses').values(licenses).execute();
      if (subscriptions.length > 0) await trx.insertInto('subscriptions').values(subscriptions).execute();
    });
    inserted.organizations += batch.length;
    inserted.users += users.length;
    inserted.memberships += memberships.length;
    inserted.licenses += licenses.length;
    inserted.subscriptions += subscriptions.length;
  }
  return { existing: present.size, inserted };
}
