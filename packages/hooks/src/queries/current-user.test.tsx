// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../test/api';
import { ids, wireUser } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { currentUserQueryOptions, useCurrentUser } from './current-user';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('useCurrentUser', () => {
  it('gives the signed-in user as the SDK maps it, with the stored selection resolved (spec §3)', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.user).toMatchObject({
      id: ids.user,
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      systemRole: 'USER',
      organizationInvitations: [
        { pendingInvitationId: ids.pendingInvitation, organizationName: 'Difference Ltd' },
      ],
    });
    expect(result.current.data?.selectedOrganization).toEqual({
      id: ids.organization,
      name: 'Analytical Engines',
    });
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
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.selectedOrganization).toEqual({
      id: ids.otherOrganization,
      name: 'Difference Ltd',
    });
  });

  it('resolves no organization for a user who has none yet', async () => {
    server.use(
      api.get('/users/current-user', () => wireUser({ selected_organization_id: null, organizations: [] })),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.selectedOrganization).toBeNull();
  });

  it('calls the API with the bearer token the SDK client was given (spec §7)', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests.sent()).toEqual([
      { method: 'GET', path: '/users/current-user', body: undefined, authorization: 'Bearer test-token' },
    ]);
  });

  it('keeps the same data object when a refetch brings the same user', async () => {
    const { wrapper, queryClient } = createTestConsole();
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data;
    await queryClient.refetchQueries({ queryKey: ['CURRENT_USER'] });
    expect(requests.count('GET /users/current-user')).toBe(2);
    expect(result.current.data).toBe(first);
  });

  it('is cached under the CURRENT_USER tag (spec §7)', () => {
    const { client } = createTestConsole();
    expect(currentUserQueryOptions(client).queryKey[0]).toBe('CURRENT_USER');
  });
});
