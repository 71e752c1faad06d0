// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, problem, setupApiServer } from '../test/api';
import { ids, wireUser } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole, deferred } from '../test/render';
import { useSelectedOrganization } from './selected-organization';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

const USER_GET = 'GET /users/current-user';

describe('useSelectedOrganization', () => {
  it('gives the stored selection when it is one of the user’s organizations (spec §3)', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useSelectedOrganization(), { wrapper });
    expect(result.current).toEqual({
      organization: null,
      organizationId: null,
      isPending: true,
      error: null,
    });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toEqual({
      organization: { id: ids.organization, name: 'Analytical Engines' },
      organizationId: ids.organization,
      isPending: false,
      error: null,
    });
    // Read from the current user: no request of its own, and no organization fetched.
    expect(requests.all()).toEqual([USER_GET]);
  });

  it('falls back to the first organization when the stored id is not one of the user’s (spec §3)', async () => {
    server.use(
      api.get('/users/current-user', () =>
        wireUser({
          selected_organization_id: 'an-organization-the-user-left',
          organizations: [
            { id: ids.otherOrganization, name: 'Difference Ltd' },
            { id: ids.organization, name: 'Analytical Engines' },
          ],
        }),
      ),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useSelectedOrganization(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.organization).toEqual({ id: ids.otherOrganization, name: 'Difference Ltd' });
    expect(result.current.organizationId).toBe(ids.otherOrganization);
  });

  it('gives null for a user without an organization (the console then shows organization setup)', async () => {
    server.use(
      api.get('/users/current-user', () => wireUser({ selected_organization_id: null, organizations: [] })),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useSelectedOrganization(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current).toEqual({
      organization: null,
      organizationId: null,
      isPending: false,
      error: null,
    });
    expect(requests.all()).toEqual([USER_GET]);
  });

  it('keeps the same result object, and re-renders nothing, when a refetch brings the same user', async () => {
    const { wrapper, queryClient } = createTestConsole();
    let renders = 0;
    const { result, rerender } = renderHook(
      () => {
        renders += 1;
        return useSelectedOrganization();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isPending).toBe(false));
    const first = result.current;
    const rendersBefore = renders;
    // Hold the second answer back, so the refetch is seen in flight (a hook reading isFetching re-renders here).
    const answer = deferred();
    server.use(
      api.get('/users/current-user', async () => {
        await answer.promise;
        return wireUser();
      }),
    );
    const refetch = queryClient.refetchQueries({ queryKey: ['CURRENT_USER'] });
    await waitFor(() => expect(requests.count(USER_GET)).toBe(2));
    await new Promise((settle) => setTimeout(settle, 20));
    answer.resolve();
    await refetch;
    expect(renders).toBe(rendersBefore);
    // A render for another reason still gets the same object (safe as an effect dependency).
    rerender();
    expect(result.current).toBe(first);
  });

  it('gives a new result when the selection changes', async () => {
    let selected: string = ids.organization;
    server.use(
      api.get('/users/current-user', () =>
        wireUser({
          selected_organization_id: selected,
          organizations: [
            { id: ids.organization, name: 'Analytical Engines' },
            { id: ids.otherOrganization, name: 'Difference Ltd' },
          ],
        }),
      ),
    );
    const { wrapper, queryClient } = createTestConsole();
    const { result } = renderHook(() => useSelectedOrganization(), { wrapper });
    await waitFor(() => expect(result.current.organizationId).toBe(ids.organization));
    selected = ids.otherOrganization;
    await queryClient.refetchQueries({ queryKey: ['CURRENT_USER'] });
    await waitFor(() => expect(result.current.organizationId).toBe(ids.otherOrganization));
    expect(result.current.organization?.name).toBe('Difference Ltd');
  });

  it('gives the error when the user cannot be read', async () => {
    server.use(api.get('/users/current-user', () => problem(404, 'Not Found')));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useSelectedOrganization(), { wrapper });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.organization).toBeNull();
    expect(result.current.error?.kind).toBe('http');
  });
});
