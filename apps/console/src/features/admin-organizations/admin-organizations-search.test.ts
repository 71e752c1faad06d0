import { describe, expect, it } from 'vitest';
import {
  adminOrganizationsQuery,
  changeAdminOrganizationsSearch,
  DEFAULT_ADMIN_ORGANIZATIONS_SEARCH,
  parseAdminOrganizationsSearch,
  serializeAdminOrganizationsSearch,
  type AdminOrganizationsSearch,
} from './admin-organizations-search';

const FULL: AdminOrganizationsSearch = {
  q: 'harbor',
  plan: 'business',
  state: 'payment_problem',
  sort: 'assigned',
  cursor: 'abc123',
  limit: 25,
};

describe('parseAdminOrganizationsSearch', () => {
  it('reads every field of the view from the query string', () => {
    expect(
      parseAdminOrganizationsSearch(
        'q=harbor&plan=business&state=payment_problem&sort=assigned&cursor=abc123&limit=25',
      ),
    ).toEqual(FULL);
  });

  it('gives the defaults for an empty query string: newest first, 10 a page (spec §9)', () => {
    expect(parseAdminOrganizationsSearch('')).toEqual({
      q: '',
      plan: null,
      state: null,
      sort: '-created',
      cursor: null,
      limit: 10,
    });
  });

  it('ignores values the contract does not know, keeping the valid ones', () => {
    expect(
      parseAdminOrganizationsSearch('plan=gold&state=sleeping&sort=-color&limit=7&cursor=&q=%20ada%20'),
    ).toEqual({ ...DEFAULT_ADMIN_ORGANIZATIONS_SEARCH, q: 'ada' });
    expect(parseAdminOrganizationsSearch('plan=none&state=gone&sort=--name&limit=abc')).toEqual({
      ...DEFAULT_ADMIN_ORGANIZATIONS_SEARCH,
      plan: 'none',
    });
  });

  it('accepts a descending sort of every column', () => {
    for (const column of ['name', 'owner', 'plan', 'assigned', 'trial', 'members', 'created']) {
      expect(parseAdminOrganizationsSearch(`sort=-${column}`).sort).toBe(`-${column}`);
      expect(parseAdminOrganizationsSearch(`sort=${column}`).sort).toBe(column);
    }
  });
});

describe('serializeAdminOrganizationsSearch', () => {
  it('leaves the defaults out of the address', () => {
    expect(serializeAdminOrganizationsSearch(DEFAULT_ADMIN_ORGANIZATIONS_SEARCH)).toBe('');
    expect(serializeAdminOrganizationsSearch({ ...DEFAULT_ADMIN_ORGANIZATIONS_SEARCH, q: '   ' })).toBe('');
  });

  it('writes every other value, and reads back what it wrote', () => {
    const written = serializeAdminOrganizationsSearch(FULL);
    expect(written).toBe('q=harbor&plan=business&state=payment_problem&sort=assigned&limit=25&cursor=abc123');
    expect(parseAdminOrganizationsSearch(written)).toEqual(FULL);
  });

  it('encodes filter text', () => {
    const written = serializeAdminOrganizationsSearch({ ...DEFAULT_ADMIN_ORGANIZATIONS_SEARCH, q: 'a&b c' });
    expect(written).toBe('q=a%26b+c');
    expect(parseAdminOrganizationsSearch(written).q).toBe('a&b c');
  });
});

describe('changeAdminOrganizationsSearch', () => {
  it('drops the cursor when a filter, the sort or the page size changes', () => {
    expect(changeAdminOrganizationsSearch(FULL, { q: 'harbour' }).cursor).toBeNull();
    expect(changeAdminOrganizationsSearch(FULL, { plan: null }).cursor).toBeNull();
    expect(changeAdminOrganizationsSearch(FULL, { state: 'active' }).cursor).toBeNull();
    expect(changeAdminOrganizationsSearch(FULL, { sort: '-assigned' }).cursor).toBeNull();
    expect(changeAdminOrganizationsSearch(FULL, { limit: 50 }).cursor).toBeNull();
  });

  it('keeps the cursor when nothing but the page changes, or the filter text only gains spaces', () => {
    expect(changeAdminOrganizationsSearch(FULL, { cursor: 'next456' })).toEqual({
      ...FULL,
      cursor: 'next456',
    });
    expect(changeAdminOrganizationsSearch(FULL, { q: 'harbor ' })).toEqual(FULL);
    expect(changeAdminOrganizationsSearch(FULL, { plan: 'business' }).cursor).toBe('abc123');
  });

  it('drops the cursor even when a new one comes with a new filter', () => {
    expect(changeAdminOrganizationsSearch(FULL, { plan: 'starter', cursor: 'next456' })).toEqual({
      ...FULL,
      plan: 'starter',
      cursor: null,
    });
  });
});

describe('adminOrganizationsQuery', () => {
  it('asks for the view without its defaults', () => {
    expect(adminOrganizationsQuery(DEFAULT_ADMIN_ORGANIZATIONS_SEARCH)).toEqual({});
    expect(adminOrganizationsQuery(FULL)).toEqual({
      q: 'harbor',
      plan: 'business',
      state: 'payment_problem',
      sort: 'assigned',
      cursor: 'abc123',
      limit: 25,
    });
  });
});
