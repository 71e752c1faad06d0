// @vitest-environment happy-dom
import { wireAdminOrganization, wireAdminOrganizationPage } from '@pod-console/sdk/testing';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, problem, setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import {
  adminOrganizationQueryOptions,
  adminOrganizationsQueryOptions,
  useAdminOrganization,
  useAdminOrganizations,
} from './admin-organizations';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('useAdminOrganizations', () => {
  it('asks the server for one filtered, sorted page (spec §6)', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useAdminOrganizations({ q: 'ada', state: 'trial', sort: 'name' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      items: [
        expect.objectContaining({
          id: ids.organization,
          name: 'Analytical Engines',
          ownerEmail: 'ada@example.com',
          ownerFirstName: 'Ada',
          licenseCounts: { POD_ADMIN: 5 },
          assignedLicenseCount: 1,
          subscription: expect.objectContaining({ product: 'business' }),
        }),
      ],
      total: 1,
      nextCursor: null,
      previousCursor: null,
    });
    expect(requests.all()).toEqual(['GET /admin/organizations?q=ada&state=trial&sort=name']);
  });

  it('keeps the previous page on screen while the next query loads', async () => {
    server.use(
      api.get('/admin/organizations', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return wireAdminOrganizationPage({
          items: [wireAdminOrganization({ name: q === 'b' ? 'Babbage' : 'Ada' })],
        });
      }),
    );
    const { wrapper } = createTestConsole();
    const { result, rerender } = renderHook(({ q }) => useAdminOrganizations({ q }), {
      wrapper,
      initialProps: { q: 'a' },
    });
    await waitFor(() => expect(result.current.data?.items[0]?.name).toBe('Ada'));
    rerender({ q: 'b' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.items[0]?.name).toBe('Ada');
    await waitFor(() => expect(result.current.data?.items[0]?.name).toBe('Babbage'));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('hands a 403 for a member who is not a platform admin over without retrying', async () => {
    server.use(api.get('/admin/organizations', () => problem(403, 'Forbidden')));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useAdminOrganizations(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ApiError', status: 403 });
    expect(requests.count('GET /admin/organizations')).toBe(1);
  });

  it('keys each page by its query, under the ORGANIZATIONS tag', () => {
    const { client } = createTestConsole();
    expect(adminOrganizationsQueryOptions(client, { q: 'x' }).queryKey).toEqual([
      'ORGANIZATIONS',
      'admin',
      'page',
      { q: 'x' },
    ]);
    expect(adminOrganizationQueryOptions(client, ids.organization).queryKey).toEqual([
      'ORGANIZATIONS',
      'admin',
      'detail',
      ids.organization,
    ]);
  });
});

describe('useAdminOrganization', () => {
  it('reads an expanded row: members and pending invitations', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useAdminOrganization(ids.organization), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      id: ids.organization,
      members: [{ email: 'ada@example.com', firstName: 'Ada' }],
      pendingInvitations: [],
    });
    expect(requests.all()).toEqual([`GET /admin/organizations/${ids.organization}`]);
  });
});
