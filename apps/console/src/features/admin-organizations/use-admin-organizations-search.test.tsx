import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useAdminOrganizationsSearch } from './use-admin-organizations-search';

afterEach(cleanup);

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  const { result } = renderHook(() => useAdminOrganizationsSearch(), { wrapper });
  return { result, history: location.history! };
}

describe('useAdminOrganizationsSearch', () => {
  it('reads the view from the address, ignoring invalid values', () => {
    const { result } = renderAt('/admin/organizations?q=harbor&plan=gold&state=trial&sort=-members');
    expect(result.current.search).toEqual({
      q: 'harbor',
      plan: null,
      state: 'trial',
      sort: '-members',
      cursor: null,
      limit: 10,
    });
  });

  it('adds a history entry for a choice, and drops the cursor with it', () => {
    const { result, history } = renderAt('/admin/organizations?sort=name&cursor=c2');
    act(() => result.current.changeSearch({ plan: 'starter' }));
    expect(history).toEqual([
      '/admin/organizations?sort=name&cursor=c2',
      '/admin/organizations?plan=starter&sort=name',
    ]);
    expect(result.current.search.plan).toBe('starter');
    expect(result.current.search.cursor).toBeNull();
  });

  it('replaces the entry while typing, so Back skips the keystrokes', () => {
    const { result, history } = renderAt('/admin/organizations');
    act(() => result.current.changeSearch({ q: 'h' }, { replace: true }));
    act(() => result.current.changeSearch({ q: 'ha' }, { replace: true }));
    expect(history).toEqual(['/admin/organizations?q=ha']);
  });

  it('writes a page cursor and leaves defaults out of the address', () => {
    const { result, history } = renderAt('/admin/organizations?plan=none');
    act(() => result.current.changeSearch({ cursor: 'next-1' }));
    act(() => result.current.changeSearch({ plan: null }));
    expect(history).toEqual([
      '/admin/organizations?plan=none',
      '/admin/organizations?plan=none&cursor=next-1',
      '/admin/organizations',
    ]);
  });

  it('sends nothing to history when the view does not change', () => {
    const { result, history } = renderAt('/admin/organizations?q=ada');
    act(() => result.current.changeSearch({ q: 'ada ' }, { replace: true }));
    expect(history).toEqual(['/admin/organizations?q=ada']);
  });
});
