// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeleteAccount } from '../mutations/delete-account';
import { useExportOrganizationData } from '../mutations/export-organization-data';
import { api, problem, setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers, writeHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { useAccountDeletion } from './account-deletion';

const { server, requests } = setupApiServer(...readHandlers(), ...writeHandlers());

afterEach(cleanup);

describe('useAccountDeletion', () => {
  it('reads what deleting the account would do, as the client maps it', async () => {
    server.use(
      api.get('/users/current-user/deletion', () => ({
        allowed: false,
        blocks: [
          {
            organization_id: ids.organization,
            organization_name: 'Analytical Engines',
            reason: 'other_members' as const,
            message: 'You own Analytical Engines, which has other members.',
          },
        ],
        memberships_ended: [],
        organizations_deleted: [],
      })),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useAccountDeletion(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      allowed: false,
      blocks: [
        {
          organizationId: ids.organization,
          organizationName: 'Analytical Engines',
          reason: 'other_members',
          message: 'You own Analytical Engines, which has other members.',
        },
      ],
      membershipsEnded: [],
      organizationsDeleted: [],
    });
    expect(requests.all()).toEqual(['GET /users/current-user/deletion']);
  });
});

describe('useDeleteAccount', () => {
  it('sends the typed address, and reads nothing again', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useDeleteAccount(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ email: 'ada@example.com' });
    });
    expect(requests.all()).toEqual(['POST /users/current-user/delete']);
    expect(requests.sent().map((request) => request.body)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('surfaces the refusal with its words', async () => {
    server.use(api.post('/users/current-user/delete', () => problem(409, 'You own Analytical Engines.')));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useDeleteAccount(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ email: 'ada@example.com' }).catch(() => undefined);
    });
    expect(result.current.error?.status).toBe(409);
  });
});

describe('useExportOrganizationData', () => {
  it('answers the archive’s bytes as a Blob, from one GET of the export', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useExportOrganizationData(), { wrapper });
    let archive: Blob | undefined;
    await act(async () => {
      archive = await result.current.mutateAsync({ organizationId: ids.organization });
    });
    expect([...new Uint8Array(await archive!.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(requests.all()).toEqual([`GET /organizations/${ids.organization}/export`]);
  });
});
