// @vitest-environment happy-dom
import { wireEnrolmentToken, wireOrganizationUsage } from '@pod-console/sdk/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCreateEnrolmentToken } from '../mutations/create-enrolment-token';
import { api, setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers, writeHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { useEnrolmentTokens } from './enrolment-tokens';
import { useOrganizationUsage } from './usage';

const { server, requests } = setupApiServer(...readHandlers(), ...writeHandlers());

afterEach(cleanup);

describe('useEnrolmentTokens', () => {
  it('reads the list again after a token is created, and never keeps the token in it', async () => {
    let created = false;
    server.use(
      api.get('/organizations/{organizationId}/enrolment-tokens', () => ({
        enrolment_tokens: created
          ? [wireEnrolmentToken({ name: 'Kiosks', uses: 0 }), wireEnrolmentToken()]
          : [wireEnrolmentToken()],
      })),
      api.post(
        '/organizations/{organizationId}/enrolment-tokens',
        () => {
          created = true;
          return { enrolment_token: wireEnrolmentToken({ name: 'Kiosks' }), token: 'pe_shown-once' };
        },
        201,
      ),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(
      () => ({ list: useEnrolmentTokens(ids.organization), create: useCreateEnrolmentToken() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    expect(result.current.list.data?.[0]).toMatchObject({ name: 'Warehouse iPads', maxUses: 200, uses: 12 });
    let answer: Awaited<ReturnType<typeof result.current.create.mutateAsync>> | undefined;
    await act(async () => {
      answer = await result.current.create.mutateAsync({ organizationId: ids.organization, name: 'Kiosks' });
    });
    expect(answer?.token).toBe('pe_shown-once');
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(JSON.stringify(result.current.list.data)).not.toContain('pe_shown-once');
    expect(requests.all()).toContain(`POST /organizations/${ids.organization}/enrolment-tokens`);
  });
});

describe('useOrganizationUsage', () => {
  it('reads the usage as the client maps it', async () => {
    server.use(api.get('/organizations/{organizationId}/usage', () => wireOrganizationUsage()));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganizationUsage(ids.organization), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ monthlyActiveDevices: 18, monthlyActiveAllowance: 150 });
    expect(result.current.data?.days).toHaveLength(90);
  });
});
