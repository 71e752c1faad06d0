import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionBlocks,
  accountDeletionConfirmed,
  planAccountDeletion,
  planWouldChargeAgain,
  type OwnedOrganizationFacts,
} from './account-deletion';

const owned = (facts: Partial<OwnedOrganizationFacts>): OwnedOrganizationFacts => ({
  organizationId: 'org-1',
  organizationName: 'Acme',
  otherPeople: 0,
  plan: null,
  ...facts,
});

describe('accountDeletionBlocks', () => {
  it('lets a person delete their account when they own nothing', () => {
    expect(accountDeletionBlocks([])).toEqual([]);
  });

  it('refuses while they own an organization with other people, naming it', () => {
    expect(accountDeletionBlocks([owned({ otherPeople: 2 })])).toEqual([
      {
        organizationId: 'org-1',
        organizationName: 'Acme',
        reason: 'other_members',
        message:
          'You own Acme, which has other members. Transfer its ownership in Organization Settings, or remove its other members, first.',
      },
    ]);
  });

  it('refuses while an organization they own alone has a plan that renews, with the day', () => {
    const blocks = accountDeletionBlocks([
      owned({
        plan: { status: 'ACTIVE', cancelAtPeriodEnd: false, currentPeriodEnd: '2027-01-05T10:00:00Z' },
      }),
    ]);
    expect(blocks.map((b) => b.reason)).toEqual(['plan_renews']);
    expect(blocks[0]!.message).toBe(
      'The plan of Acme renews on Jan 5, 2027. Cancel it in Plan & Billing first, so that nothing is charged after your account is gone.',
    );
  });

  it('lets an organization owned alone go with the account once its plan charges nothing more', () => {
    expect(
      accountDeletionBlocks([
        owned({ plan: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: null } }),
        owned({
          organizationId: 'org-2',
          plan: { status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: null },
        }),
        owned({ organizationId: 'org-3', plan: null }),
      ]),
    ).toEqual([]);
  });

  it('names every organization in the way, in the order given', () => {
    const blocks = accountDeletionBlocks([
      owned({ organizationId: 'a', organizationName: 'A', otherPeople: 1 }),
      owned({ organizationId: 'b', organizationName: 'B' }),
      owned({
        organizationId: 'c',
        organizationName: 'C',
        plan: { status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: null },
      }),
    ]);
    expect(blocks.map((b) => [b.organizationName, b.reason])).toEqual([
      ['A', 'other_members'],
      ['C', 'plan_renews'],
    ]);
    expect(blocks[1]!.message).toContain('The plan of C is still running.');
  });
});

describe('planWouldChargeAgain', () => {
  it.each([
    ['trialing', false, true],
    ['unpaid', false, true],
    ['incomplete_expired', false, false],
    ['active', true, false],
  ])('%s, cancelled at period end %s: %s', (status, cancelAtPeriodEnd, expected) => {
    expect(planWouldChargeAgain({ status, cancelAtPeriodEnd, currentPeriodEnd: null })).toBe(expected);
  });
});

describe('accountDeletionConfirmed', () => {
  it('takes the address trimmed, in any case, and nothing else', () => {
    expect(accountDeletionConfirmed('  Alice@Example.com ', 'alice@example.com')).toBe(true);
    expect(accountDeletionConfirmed('alice@example.co', 'alice@example.com')).toBe(false);
    expect(accountDeletionConfirmed('', '')).toBe(false);
    expect(ACCOUNT_DELETION_MESSAGES.confirmationMismatch).toBe(
      'Type the e-mail address of your account to confirm.',
    );
  });
});

describe('planAccountDeletion', () => {
  const membership = (organizationId: string, role: 'OWNER' | 'ADMIN', otherPeople: number) => ({
    organizationId,
    organizationName: organizationId,
    role,
    otherPeople,
  });

  it('deletes what the person owns alone, ends the rest, and leaves the organizations in the way to the blocks', () => {
    const alone = membership('alone', 'OWNER', 0);
    const shared = membership('shared', 'ADMIN', 3);
    const blocked = membership('blocked', 'OWNER', 2);
    const plan = planAccountDeletion(
      [alone, shared, blocked],
      accountDeletionBlocks([
        owned({ organizationId: 'blocked', organizationName: 'blocked', otherPeople: 2 }),
      ]),
    );
    expect(plan.deleted).toEqual([alone]);
    expect(plan.ended).toEqual([shared]);
    expect(plan.blocks.map((block) => block.organizationId)).toEqual(['blocked']);
  });
});
