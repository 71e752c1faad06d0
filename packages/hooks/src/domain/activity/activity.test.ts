import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_KIND_GROUPS,
  ACTIVITY_KINDS,
  activityActorName,
  activityCsvRow,
  describeActivity,
  describeActivityChange,
  type ActivityEntryInput,
} from './activity';

const entry = (overrides: Partial<ActivityEntryInput> = {}): ActivityEntryInput => ({
  kind: 'member.role_changed',
  occurredAt: '2026-11-27T10:00:00.000Z',
  actor: { type: 'user', userId: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  subject: 'grace@example.com',
  before: { role: 'ADMIN' },
  after: { role: 'BILLING' },
  ...overrides,
});

describe('the activity kinds', () => {
  it('fall into the filter groups, each kind exactly once', () => {
    const grouped = ACTIVITY_KIND_GROUPS.flatMap((group) => group.kinds);
    expect([...grouped].sort()).toEqual([...ACTIVITY_KINDS].sort());
  });
});

describe('describeActivity and activityActorName', () => {
  it('reads as a sentence after the actor', () => {
    expect(`${activityActorName(entry())} ${describeActivity(entry())}`).toBe(
      'Ada Lovelace changed the role of grace@example.com',
    );
    expect(describeActivity(entry({ kind: 'license.assigned', subject: 'Studio iPad 3' }))).toBe(
      'assigned a license to Studio iPad 3',
    );
  });

  it('falls back to the address, then to the kind of actor', () => {
    expect(
      activityActorName(entry({ actor: { type: 'user', userId: 'u', name: ' ', email: 'x@y.com' } })),
    ).toBe('x@y.com');
    expect(
      activityActorName(
        entry({ actor: { type: 'payment_provider', userId: null, name: null, email: null } }),
      ),
    ).toBe('The payment provider');
    expect(
      activityActorName(entry({ actor: { type: 'platform_admin', userId: 'p', name: 'Root', email: null } })),
    ).toBe('Root (platform admin)');
  });

  it('names a service account as such, and what was done to one', () => {
    const byTool = entry({
      kind: 'license.assigned',
      subject: 'Studio iPad 3',
      actor: { type: 'service_account', userId: null, name: 'Provisioning script', email: null },
    });
    expect(activityActorName(byTool)).toBe('Provisioning script (service account)');
    expect(
      activityActorName(entry({ actor: { type: 'service_account', userId: null, name: null, email: null } })),
    ).toBe('A service account');
    expect(describeActivity(entry({ kind: 'service_account.revoked', subject: 'Support dashboard' }))).toBe(
      'revoked the service account Support dashboard',
    );
  });
});

describe('describeActivityChange', () => {
  it('lists each changed field as before → after, and a field only set as its value', () => {
    expect(describeActivityChange(entry())).toBe('Role: Admin → Billing');
    expect(
      describeActivityChange(
        entry({
          before: { product: 'starter', status: 'active' },
          after: { product: 'business', status: 'active' },
        }),
      ),
    ).toBe('Plan: Starter → Business');
    expect(describeActivityChange(entry({ before: null, after: { role: 'LICENSE_MANAGER' } }))).toBe(
      'Role: License manager',
    );
    expect(describeActivityChange(entry({ before: { identifier: 'A' }, after: { identifier: null } }))).toBe(
      'Identifier: A → —',
    );
    expect(describeActivityChange(entry({ before: null, after: null }))).toBe('');
  });

  it("reads the provider's statuses, plans and intervals as words, not its raw values", () => {
    expect(
      describeActivityChange(
        entry({
          before: { product: 'starter', status: 'trialing', interval: 'month' },
          after: { product: 'business', status: 'active', interval: 'year' },
        }),
      ),
    ).toBe('Plan: Starter → Business; Status: Trial → Active; Billing: Monthly → Annually');
    expect(
      describeActivityChange(entry({ before: { status: 'active' }, after: { status: 'past_due' } })),
    ).toBe('Status: Active → Past due');
    expect(
      describeActivityChange(entry({ before: { status: 'PAST_DUE' }, after: { status: 'canceled' } })),
    ).toBe('Status: Past due → Canceled');
    expect(describeActivityChange(entry({ before: null, after: { status: 'incomplete_expired' } }))).toBe(
      'Status: Incomplete, expired',
    );
    expect(describeActivityChange(entry({ before: null, after: { status: 'some_new_state' } }))).toBe(
      'Status: Some new state',
    );
  });
});

describe('the CSV', () => {
  it('gives one field per column for an entry', () => {
    const row = activityCsvRow(entry());
    expect(row).toHaveLength(ACTIVITY_CSV_COLUMNS.length);
    expect(row).toEqual([
      '2026-11-27T10:00:00.000Z',
      'member.role_changed',
      'Ada Lovelace',
      'ada@example.com',
      'Ada Lovelace changed the role of grace@example.com',
      'Role: Admin → Billing',
    ]);
  });
});
