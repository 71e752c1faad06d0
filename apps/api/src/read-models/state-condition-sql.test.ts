import { randomUUID } from 'node:crypto';

import {
  getOrganizationState,
  matchesStateCondition,
  ORGANIZATION_STATES,
  organizationStateCondition,
  type StateCondition,
  type SubscriptionStateInput,
} from '@pod-console/hooks/domain';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { openTestDatabase, TEST_DRIVERS } from '../test-support/test-database';
import { listAdminOrganizations } from './admin-organizations';
import { requiredStatuses, stateConditionSql } from './state-condition-sql';
import type { Wire } from './wire';

const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compile = (condition: StateCondition) => stateConditionSql(condition, 's').compile(compiler);

describe('stateConditionSql', () => {
  it('wraps every leaf so that a missing subscription or instant is false, never unknown', () => {
    // The status as the domain compares it (trimmed, lower case) is the generated column status_key.
    expect(compile({ statusIn: ['past_due', 'unpaid'] })).toMatchObject({
      sql: 'coalesce("s"."status_key" in ($1, $2), false)',
      parameters: ['past_due', 'unpaid'],
    });
    expect(compile({ instant: 'trialEnd', after: '2026-11-23T10:00:00.000Z' })).toMatchObject({
      sql: 'coalesce("s"."trial_end" > $1::timestamptz, false)',
      parameters: ['2026-11-23T10:00:00.000Z'],
    });
    expect(compile({ instant: 'currentPeriodStart', atOrBefore: '2026-11-16T10:00:00.000Z' }).sql).toBe(
      'coalesce("s"."current_period_start" <= $1::timestamptz, false)',
    );
    // An absent instant is null only for an organization that has a subscription.
    expect(compile({ instant: 'currentPeriodEnd', isNull: true }).sql).toBe(
      '(("s"."organization_id" is not null) and "s"."current_period_end" is null)',
    );
    expect(compile({ cancelAtPeriodEnd: true }).sql).toBe('coalesce("s"."cancel_at_period_end", false)');
  });

  it('joins all, any and not, with the empty cases as the domain evaluates them', () => {
    expect(
      compile({ all: [{ hasSubscription: true }, { not: { any: [{ cancelAtPeriodEnd: true }] } }] }).sql,
    ).toBe('(("s"."organization_id" is not null) and (not (coalesce("s"."cancel_at_period_end", false))))');
    expect(compile({ all: [] }).sql).toBe('true');
    expect(compile({ any: [] }).sql).toBe('false');
    expect(compile({ statusIn: [] }).sql).toBe('false');
  });
});

const DAY = 86_400_000;
const NOW = new Date('2026-11-23T10:00:00.000Z');
const at = (milliseconds: number) => new Date(NOW.getTime() + milliseconds);

describe('requiredStatuses', () => {
  it('narrows to the statuses every branch demands, and not at all where a branch does not', () => {
    expect(requiredStatuses({ statusIn: ['active'] })).toEqual(['active']);
    expect(
      requiredStatuses({
        all: [
          { statusIn: ['active', 'trialing'] },
          { not: { statusIn: ['active'] } },
          { statusIn: ['trialing'] },
        ],
      }),
    ).toEqual(['trialing']);
    expect(requiredStatuses({ any: [{ statusIn: ['unpaid'] }, { statusIn: ['canceled'] }] })).toEqual([
      'unpaid',
      'canceled',
    ]);
    expect(requiredStatuses({ any: [{ statusIn: ['canceled'] }, { cancelAtPeriodEnd: true }] })).toBeNull();
    expect(requiredStatuses({ not: { statusIn: ['active'] } })).toBeNull();
    expect(requiredStatuses({ all: [{ hasSubscription: true }] })).toBeNull();
    expect(requiredStatuses({ any: [] })).toEqual([]);
    expect(requiredStatuses({ all: [{ statusIn: ['active'] }, { statusIn: ['unpaid'] }] })).toEqual([]);
  });

  it('never leaves out a subscription of the state: every match has one of the statuses, at every instant', () => {
    const statuses = [
      'active',
      'trialing',
      'past_due',
      'unpaid',
      'payment_failed',
      'canceled',
      'cancelled',
      'paused',
    ];
    const instants = [null, at(-8 * DAY), at(-7 * DAY), at(-DAY), at(0), at(1), at(3 * DAY)].map(
      (instant) => instant?.toISOString() ?? null,
    );
    const narrowed = new Set<string>();
    for (const state of ORGANIZATION_STATES) {
      const condition = organizationStateCondition(state, NOW);
      const required = requiredStatuses(condition);
      if (required === null) continue;
      narrowed.add(state);
      expect(matchesStateCondition(condition, null), state).toBe(false);
      for (const status of statuses) {
        for (const cancelAtPeriodEnd of [false, true]) {
          for (const trialEnd of instants) {
            for (const currentPeriodStart of instants) {
              for (const currentPeriodEnd of instants) {
                const facts = { status, cancelAtPeriodEnd, trialEnd, currentPeriodStart, currentPeriodEnd };
                if (matchesStateCondition(condition, facts)) expect(required, state).toContain(status);
              }
            }
          }
        }
      }
    }
    // The states the status index serves.
    expect([...narrowed].sort()).toEqual(['active', 'locked', 'payment_problem', 'trial_expired']);
  });
});

describe.each(TEST_DRIVERS)('the state filter on %s', (driver) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('selects exactly the organizations that getOrganizationState names, around every boundary', async () => {
    const { db } = database;
    const ownerId = randomUUID();
    await db
      .insertInto('users')
      .values({
        id: ownerId,
        subject: 'owner',
        email: 'owner@example.com',
        first_name: null,
        last_name: null,
        system_role: 'USER',
        selected_organization_id: null,
      })
      .execute();
    // Boundaries of spec §4: now itself, the 7 grace days, a millisecond either side, and absent instants.
    const statuses = [
      'active',
      'TRIALING',
      ' Past_Due ',
      'unpaid',
      'Payment_Failed',
      'canceled',
      'Cancelled\t',
      'paused',
      '\u00a0Unpaid\ufeff',
      '\u000bACTIVE\f',
    ];
    const trialEnds = [null, at(-7 * DAY), at(0), at(1), at(3 * DAY)];
    const periodStarts = [null, at(-7 * DAY), at(-7 * DAY + 1), at(-DAY)];
    const periodEnds = [null, at(0), at(1), at(-DAY)];
    const organizations: Array<{
      id: string;
      name: string;
      owner_user_id: string;
      pod_admin_license_count: number;
    }> = [];
    const subscriptions: Array<Record<string, unknown>> = [];
    let index = 0;
    for (const status of statuses) {
      for (const cancel of [false, true]) {
        for (const trialEnd of trialEnds) {
          for (const start of periodStarts) {
            for (const end of periodEnds) {
              const id = randomUUID();
              organizations.push({
                id,
                name: `Organization ${index++}`,
                owner_user_id: ownerId,
                pod_admin_license_count: 0,
              });
              subscriptions.push({
                organization_id: id,
                product: 'business',
                status,
                cancel_at_period_end: cancel,
                trial_end: trialEnd,
                current_period_start: start,
                current_period_end: end,
              });
            }
          }
        }
      }
    }
    for (let n = 0; n < 3; n++) {
      organizations.push({
        id: randomUUID(),
        name: `Without a plan ${n}`,
        owner_user_id: ownerId,
        pod_admin_license_count: 0,
      });
    }
    for (let offset = 0; offset < organizations.length; offset += 500) {
      await db
        .insertInto('organizations')
        .values(organizations.slice(offset, offset + 500))
        .execute();
    }
    for (let offset = 0; offset < subscriptions.length; offset += 500) {
      await db
        .insertInto('subscriptions')
        .values(subscriptions.slice(offset, offset + 500) as never)
        .execute();
    }

    const stateOf = (subscription: Wire<'Subscription'> | null) => {
      const input: SubscriptionStateInput | null = subscription && {
        product: subscription.product,
        status: subscription.status,
        provider: {
          trialEnd: subscription.provider.trial_end,
          currentPeriodStart: subscription.provider.current_period_start,
          currentPeriodEnd: subscription.provider.current_period_end,
          cancelAtPeriodEnd: subscription.provider.cancel_at_period_end,
        },
      };
      return getOrganizationState(input, NOW);
    };

    const everyone = new Map<string, Wire<'AdminOrganization'>>();
    const seen = new Set<string>();
    for (const state of ORGANIZATION_STATES) {
      const selected: string[] = [];
      let cursor: string | undefined;
      let total = -1;
      do {
        const page = await listAdminOrganizations(db, { state, limit: 100, cursor, sort: 'name', now: NOW });
        total = page.total;
        for (const item of page.items) {
          selected.push(item.id);
          everyone.set(item.id, item);
        }
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      expect(total, state).toBe(selected.length);
      for (const id of selected) {
        expect(stateOf(everyone.get(id)!.subscription), `${state}: ${JSON.stringify(everyone.get(id))}`).toBe(
          state,
        );
        // One state per organization.
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
    // Every organization was selected by some state: the SQL states partition them as the domain does.
    expect(seen.size).toBe(organizations.length);
    const counts = Object.fromEntries(ORGANIZATION_STATES.map((state) => [state, 0]));
    for (const item of everyone.values()) counts[stateOf(item.subscription)]! += 1;
    // The matrix reaches every state.
    for (const state of ORGANIZATION_STATES) expect(counts[state], state).toBeGreaterThan(0);
  });
});
