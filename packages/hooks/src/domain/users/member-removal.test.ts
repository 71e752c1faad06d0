import { describe, expect, it } from 'vitest';
import { canRemoveMember, getMemberRemovalBlock } from './member-removal';

describe('canRemoveMember', () => {
  it('lets a member remove another member who is not the owner', () => {
    expect(canRemoveMember({ memberId: 'grace', currentUserId: 'ada', ownerUserId: 'ada' })).toBe(true);
    expect(getMemberRemovalBlock({ memberId: 'grace', currentUserId: 'ada', ownerUserId: 'ada' })).toBeNull();
  });

  it('refuses removing yourself', () => {
    expect(canRemoveMember({ memberId: 'grace', currentUserId: 'grace', ownerUserId: 'ada' })).toBe(false);
    expect(getMemberRemovalBlock({ memberId: 'grace', currentUserId: 'grace', ownerUserId: 'ada' })).toBe(
      'self',
    );
  });

  it('refuses removing the owner, whoever asks', () => {
    expect(canRemoveMember({ memberId: 'ada', currentUserId: 'grace', ownerUserId: 'ada' })).toBe(false);
    expect(getMemberRemovalBlock({ memberId: 'ada', currentUserId: 'grace', ownerUserId: 'ada' })).toBe(
      'owner',
    );
  });

  it('names yourself first when the owner asks to remove themself', () => {
    expect(getMemberRemovalBlock({ memberId: 'ada', currentUserId: 'ada', ownerUserId: 'ada' })).toBe('self');
  });

  it('blocks no one as owner when the organization records none', () => {
    expect(canRemoveMember({ memberId: 'ada', currentUserId: 'grace', ownerUserId: null })).toBe(true);
    expect(canRemoveMember({ memberId: 'ada', currentUserId: 'grace', ownerUserId: undefined })).toBe(true);
  });
});
