// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../test/api';
import { ids, wireUser } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole, deferred } from '../test/render';
import { useCurrentOrganization } from './current-organization';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

const USER_GET = 'GET /users/current-user';

describe('useCurrentOrganization', () => {
  it('fetches the remembered organization while the user is still loading: one sequential call (targets.md)', async () => {
    const userAnswer = deferred();
    server.use(
      api.get('/users/current-user', async () => {
        await userAnswer.promise;
        return wireUser();
      }),
    );
    const { wrapper, queryClient } = createTestConsole();
    const { result } = renderHook(
      () => useCurrentOrganization({ rememberedOrganizationId: ids.organization }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.data?.id).toBe(ids.organization));
    // The organization arrived although the user has not answered yet.
    expect(requests.all()).toEqual([USER_GET, `GET /organizations/${ids.organization}`]);
    userAnswer.resolve();
    await waitFor(() =>
      expect(queryClient.getQueryState(['CURRENT_USER', 'current'])?.status).toBe('success'),
    );
    // The user selected the remembered organization: the query stays where it is, no second fetch.
    expect(requests.count(`GET /organizations/${ids.organization}`)).toBe(1);
  });

  it('moves to the user’s selected organization when the remembered one is not it', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(
      () => useCurrentOrganization({ rememberedOrganizationId: ids.otherOrganization }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.id).toBe(ids.organization));
    expect(result.current.data?.name).toBe('Analytical Engines');
  });

  it('waits for the user when nothing is remembered, then fetches the selected organization', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useCurrentOrganization(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests.all()).toEqual([USER_GET, `GET /organizations/${ids.organization}`]);
  });

  it('fetches nothing for a user without an organization (the console then shows organization setup)', async () => {
    server.use(
      api.get('/users/current-user', () => wireUser({ selected_organization_id: null, organizations: [] })),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useCurrentOrganization(), { wrapper });
    await waitFor(() => expect(requests.sent()).toHaveLength(1));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(result.current.data).toBeUndefined();
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests.all()).toEqual([USER_GET]);
  });
});
