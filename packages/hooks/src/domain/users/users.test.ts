import { describe, expect, it } from 'vitest';
import {
  getDisplayName,
  getInitials,
  isSuperAdmin,
  nameUpdateNeeded,
  needsName,
  resolveSelectedOrganization,
} from './users';

const organizations = [
  { id: 'o1', name: 'One' },
  { id: 'o2', name: 'Two' },
];

describe('getDisplayName', () => {
  it('joins first and last name with a space', () => {
    expect(getDisplayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('leaves out a missing part without stray spaces', () => {
    expect(getDisplayName({ firstName: ' Ada ', lastName: '' })).toBe('Ada');
    expect(getDisplayName({ firstName: null, lastName: undefined })).toBe('');
  });
});

describe('resolveSelectedOrganization', () => {
  it('keeps the stored organization when the user belongs to it', () => {
    expect(resolveSelectedOrganization({ selectedOrganizationId: 'o2', organizations })).toEqual(
      organizations[1],
    );
  });

  it('falls back to the first organization when the stored id is not among them', () => {
    expect(resolveSelectedOrganization({ selectedOrganizationId: 'gone', organizations })).toEqual(
      organizations[0],
    );
    expect(resolveSelectedOrganization({ selectedOrganizationId: null, organizations })).toEqual(
      organizations[0],
    );
  });

  it('is null for a user without organizations', () => {
    expect(resolveSelectedOrganization({ selectedOrganizationId: 'o1', organizations: [] })).toBeNull();
  });
});

describe('needsName', () => {
  it('asks for a name when the first or the last name is missing or blank', () => {
    expect(needsName({ firstName: '', lastName: 'Lovelace' })).toBe(true);
    expect(needsName({ firstName: 'Ada', lastName: '   ' })).toBe(true);
    expect(needsName({ firstName: null, lastName: null })).toBe(true);
    expect(needsName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe(false);
  });
});

describe('nameUpdateNeeded', () => {
  const ada = { firstName: 'Ada', lastName: 'Lovelace' };

  it('sends the name when the account has none, whatever was typed', () => {
    expect(nameUpdateNeeded({ firstName: null, lastName: null }, ada)).toBe(true);
    expect(nameUpdateNeeded({ firstName: 'Ada', lastName: ' ' }, ada)).toBe(true);
  });

  it('sends an edited first or last name', () => {
    expect(nameUpdateNeeded(ada, { firstName: 'Augusta', lastName: 'Lovelace' })).toBe(true);
    expect(nameUpdateNeeded(ada, { firstName: 'Ada', lastName: 'King' })).toBe(true);
  });

  it('does not send the same name again, spaces around it included', () => {
    expect(nameUpdateNeeded(ada, { firstName: ' Ada ', lastName: 'Lovelace  ' })).toBe(false);
  });
});

describe('isSuperAdmin', () => {
  it('is true only for the SUPER_ADMIN system role', () => {
    expect(isSuperAdmin({ systemRole: 'SUPER_ADMIN' })).toBe(true);
    expect(isSuperAdmin({ systemRole: 'USER' })).toBe(false);
    expect(isSuperAdmin(null)).toBe(false);
  });
});

describe('getInitials', () => {
  it('takes the first letters of first and last name, upper case', () => {
    expect(getInitials({ firstName: 'ada', lastName: 'lovelace', email: 'a@x.io' })).toBe('AL');
  });

  it('uses the one name there is', () => {
    expect(getInitials({ firstName: '', lastName: 'Lovelace', email: 'a@x.io' })).toBe('L');
  });

  it("falls back to the e-mail's first letter without a name", () => {
    expect(getInitials({ firstName: '', lastName: ' ', email: 'zoe@x.io' })).toBe('Z');
    expect(getInitials({ firstName: null, lastName: null, email: '' })).toBe('');
  });

  it('keeps a character outside the basic plane whole', () => {
    expect(getInitials({ firstName: '𝒜da', lastName: 'Émile', email: '' })).toBe('𝒜É');
  });
});
