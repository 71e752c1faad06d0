import { describe, expect, it } from 'vitest';
import {
  hasPermission,
  isAssignableRole,
  permissionBlock,
  permissionDeniedMessage,
  PERMISSIONS,
  roleOfMember,
  rolesWithPermission,
  type OrganizationRole,
  type Permission,
} from './permissions';

// The table as the product describes it, written out once more on purpose: it is the specification the
// permission table must meet (an Owner does everything; Admin all but transfer; Billing and License manager
// their one area plus reading).
const EXPECTED: Record<OrganizationRole, Permission[]> = {
  OWNER: [...PERMISSIONS],
  ADMIN: [
    'organization:read',
    'licenses:manage',
    'members:manage',
    'settings:manage',
    'billing:manage',
    'activity:read',
    'webhooks:manage',
    'enrolment:manage',
  ],
  BILLING: ['organization:read', 'billing:manage'],
  LICENSE_MANAGER: ['organization:read', 'licenses:manage'],
};

describe('hasPermission', () => {
  it.each(Object.entries(EXPECTED))('gives %s exactly its permissions', (role, allowed) => {
    const granted = PERMISSIONS.filter((permission) => hasPermission(role as OrganizationRole, permission));
    expect(granted).toEqual(allowed);
  });

  it('gives someone without a role nothing', () => {
    expect(PERMISSIONS.some((permission) => hasPermission(null, permission))).toBe(false);
    expect(hasPermission(undefined, 'organization:read')).toBe(false);
  });
});

describe('permissionDeniedMessage', () => {
  it('names the role, the action and who to ask', () => {
    expect(permissionDeniedMessage('BILLING', 'licenses:manage')).toBe(
      'Your role (Billing) cannot manage licenses. Ask someone with the Owner, Admin or License manager role.',
    );
    expect(permissionDeniedMessage('ADMIN', 'ownership:transfer')).toBe(
      'Your role (Admin) cannot transfer ownership. Ask someone with the Owner role.',
    );
  });
});

describe('rolesWithPermission', () => {
  it('lists the roles in role order', () => {
    expect(rolesWithPermission('billing:manage')).toEqual(['OWNER', 'ADMIN', 'BILLING']);
    expect(rolesWithPermission('webhooks:manage')).toEqual(['OWNER', 'ADMIN']);
  });
});

describe('permissionBlock', () => {
  it('is null when allowed or when the role is not known yet, else the message', () => {
    expect(permissionBlock('LICENSE_MANAGER', 'licenses:manage')).toBeNull();
    expect(permissionBlock(null, 'licenses:manage')).toBeNull();
    expect(permissionBlock('LICENSE_MANAGER', 'members:manage')).toMatch(
      /^Your role \(License manager\) cannot/,
    );
  });
});

describe('roleOfMember and isAssignableRole', () => {
  it('finds the member’s role, or null', () => {
    const members = [
      { id: 'ada', role: 'OWNER' as const },
      { id: 'grace', role: 'BILLING' as const },
    ];
    expect(roleOfMember(members, 'grace')).toBe('BILLING');
    expect(roleOfMember(members, 'alan')).toBeNull();
    expect(roleOfMember(members, null)).toBeNull();
  });

  it('never lets OWNER be given by an invitation or a role change', () => {
    expect(isAssignableRole('OWNER')).toBe(false);
    expect(isAssignableRole('LICENSE_MANAGER')).toBe(true);
    expect(isAssignableRole('admin')).toBe(false);
  });
});
