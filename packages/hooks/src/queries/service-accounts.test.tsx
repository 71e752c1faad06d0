// @vitest-environment happy-dom
import { wireServiceAccount } from '@pod-console/sdk/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCreateServiceAccount } from '../mutations/create-service-account';
import { api, setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers, writeHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { useServiceAccounts } from './service-accounts';

const { server, requests } = setupApiServer(...readHandlers(), ...writeHandlers());

afterEach(cleanup);

describe('useServiceAccounts', () => {
  it("reads the organization's service accounts as the client maps them", async () => {
    server.use(
      api.get('/organizations/{organizationId}/service-accounts', () => ({
        service_accounts: [wireServiceAccount({ name: 'Nightly report', role: 'BILLING' })],
      })),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useServiceAccounts(ids.organization), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      expect.objectContaining({ name: 'Nightly report', role: 'BILLING', revokedAt: null }),
    ]);
    expect(requests.all()).toEqual([`GET /organizations/${ids.organization}/service-accounts`]);
  });

  it('reads the list again after a service account is created, and never keeps the secret in it', async () => {
    let created = false;
    server.use(
      api.get('/organizations/{organizationId}/service-accounts', () => ({
        service_accounts: created
          ? [wireServiceAccount({ name: 'Provisioning script' }), wireServiceAccount()]
          : [wireServiceAccount()],
      })),
      api.post(
        '/organizations/{organizationId}/service-accounts',
        () => {
          created = true;
          return {
            service_account: wireServiceAccount({ name: 'Provisioning script' }),
            client_secret: 'sk_secret-shown-once',
          };
        },
        201,
      ),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(
      () => ({ list: useServiceAccounts(ids.organization), create: useCreateServiceAccount() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    let answer: Awaited<ReturnType<typeof result.current.create.mutateAsync>> | undefined;
    await act(async () => {
      answer = await result.current.create.mutateAsync({
        organizationId: ids.organization,
        name: 'Provisioning script',
        role: 'ADMIN',
      });
    });
    expect(answer?.clientSecret).toBe('sk_secret-shown-once');
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(JSON.stringify(result.current.list.data)).not.toContain('sk_secret-shown-once');
  });
});
