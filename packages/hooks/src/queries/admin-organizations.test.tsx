// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, problem, setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { adminOrganizationsQueryOptions, useAdminOrganizations } from './admin-organizations';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('useAdminOrganizations', () => {
  it('lists every organization for the platform admin (spec §6)', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useAdminOrganizations(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      expect.objectContaining({
        id: ids.organization,
        name: 'Analytical Engines',
        ownerEmail: 'ada@example.com',
        licenseCounts: { POD_ADMIN: 5 },
        assignedLicenseCount: 1,
        trialLicenseCount: 0,
        memberCount: 1,
        subscriptionProduct: 'business',
      }),
    ]);
    expect(requests.all()).toEqual(['GET /admin/organizations']);
  });

  it('hands a 403 for a member who is not a platform admin over without retrying', async () => {
    server.use(api.get('/admin/organizations', () => problem(403, 'Forbidden')));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useAdminOrganizations(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ApiError', status: 403 });
    expect(requests.count('GET /admin/organizations')).toBe(1);
  });

  it('is cached under the ORGANIZATIONS tag, beside the caller’s own list', () => {
    const { client } = createTestConsole();
    expect(adminOrganizationsQueryOptions(client).queryKey).toEqual(['ORGANIZATIONS', 'admin']);
  });
});
