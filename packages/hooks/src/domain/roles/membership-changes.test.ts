import { describe, expect, it } from 'vitest';
import { canChangeRoleOf, getLeaveBlock, getRoleChangeBlock, getTransferBlock } from './membership-changes';

describe('getRoleChangeBlock', () => {
  const base = {
    actorId: 'ada',
    actorRole: 'ADMIN' as const,
    memberId: 'grace',
    memberRole: 'BILLING' as const,
  };

  it('lets an Admin or the Owner give another member an assignable role', () => {
    expect(getRoleChangeBlock({ ...base, newRole: 'LICENSE_MANAGER' })).toBeNull();
    expect(getRoleChangeBlock({ ...base, actorRole: 'OWNER', newRole: 'ADMIN' })).toBeNull();
  });

  it('refuses roles without members:manage first', () => {
    expect(getRoleChangeBlock({ ...base, actorRole: 'BILLING', newRole: 'ADMIN' })).toBe('permission');
    expect(getRoleChangeBlock({ ...base, actorRole: null, newRole: 'ADMIN' })).toBe('permission');
  });

  it('refuses changing one’s own role, the Owner’s role, giving OWNER, and a change to the same role', () => {
    expect(getRoleChangeBlock({ ...base, memberId: 'ada', newRole: 'BILLING' })).toBe('self');
    expect(getRoleChangeBlock({ ...base, memberRole: 'OWNER', newRole: 'ADMIN' })).toBe('owner');
    expect(getRoleChangeBlock({ ...base, newRole: 'OWNER' })).toBe('ownerRole');
    expect(getRoleChangeBlock({ ...base, newRole: 'BILLING' })).toBe('unchanged');
  });

  it('says whether the role picker shows for a row', () => {
    expect(canChangeRoleOf(base)).toBe(true);
    expect(canChangeRoleOf({ ...base, memberRole: 'ADMIN' })).toBe(true);
    expect(canChangeRoleOf({ ...base, memberId: 'ada' })).toBe(false);
    expect(canChangeRoleOf({ ...base, memberRole: 'OWNER' })).toBe(false);
    expect(canChangeRoleOf({ ...base, actorRole: 'LICENSE_MANAGER' })).toBe(false);
  });
});

describe('getTransferBlock', () => {
  it('lets only the Owner hand ownership to another member', () => {
    const base = { actorId: 'ada', actorRole: 'OWNER' as const, targetId: 'grace', targetIsMember: true };
    expect(getTransferBlock(base)).toBeNull();
    expect(getTransferBlock({ ...base, actorRole: 'ADMIN' })).toBe('permission');
    expect(getTransferBlock({ ...base, targetId: 'ada' })).toBe('self');
    expect(getTransferBlock({ ...base, targetIsMember: false })).toBe('notMember');
  });
});

describe('getLeaveBlock', () => {
  it('keeps the Owner in, lets anyone else leave', () => {
    expect(getLeaveBlock('OWNER')).toBe('owner');
    expect(getLeaveBlock('ADMIN')).toBeNull();
    expect(getLeaveBlock('LICENSE_MANAGER')).toBeNull();
  });
});
