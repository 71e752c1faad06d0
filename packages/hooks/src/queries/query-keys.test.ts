import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('queryKeys', () => {
  it('puts an organization’s details and subscription under that organization, and every one under ORGANIZATION', () => {
    const byId = queryKeys.organization.byId('org-1');
    for (const key of [
      queryKeys.organization.detail('org-1'),
      queryKeys.organization.subscription('org-1'),
    ]) {
      expect(startsWith(key, byId)).toBe(true);
      expect(startsWith(key, queryKeys.organization.all())).toBe(true);
      expect(startsWith(key, queryKeys.organization.byId('org-2'))).toBe(false);
    }
  });

  it('puts both organization lists under ORGANIZATIONS, apart from ORGANIZATION', () => {
    for (const key of [queryKeys.organizations.mine(), queryKeys.organizations.admin()]) {
      expect(startsWith(key, queryKeys.organizations.all())).toBe(true);
      expect(startsWith(key, queryKeys.organization.all())).toBe(false);
    }
  });

  it('keeps the terms text outside USER_TOS, so signing refreshes the status only', () => {
    expect(startsWith(queryKeys.terms.status(), queryKeys.terms.all())).toBe(true);
    expect(startsWith(queryKeys.terms.text('http://files.test/terms.md'), queryKeys.terms.all())).toBe(false);
  });

  it('starts every key with a tag', () => {
    expect(
      [
        queryKeys.currentUser.current(),
        queryKeys.organizations.mine(),
        queryKeys.organization.detail('org-1'),
        queryKeys.terms.status(),
        queryKeys.terms.text('x'),
        queryKeys.plans.all(),
        queryKeys.pricing.all(),
      ].map((key) => key[0]),
    ).toEqual([
      'CURRENT_USER',
      'ORGANIZATIONS',
      'ORGANIZATION',
      'USER_TOS',
      'TERMS_TEXT',
      'PLANS',
      'PRICING',
    ]);
  });
});
