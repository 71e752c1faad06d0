// @vitest-environment happy-dom
import { wireOrganizationUser } from '@pod-console/sdk/testing';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../test/api';
import { ids, wireOrganization } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { useOrganizationPermissions } from './organization-permissions';
import { queryKeys } from './query-keys';

const { server } = setupApiServer(...readHandlers());

afterEach(cleanup);

function answerWithRole(role: 'OWNER' | 'BILLING') {
  server.use(
    api.get('/organizations/{organizationId}', ({ params }) =>
      wireOrganization(params.organizationId, {
        organization_users: [wireOrganizationUser({ role })],
        owner_user_id: role === 'OWNER' ? ids.user : ids.otherUser,
      }),
    ),
  );
}

describe('useOrganizationPermissions', () => {
  it('gives the Owner everything', async () => {
    answerWithRole('OWNER');
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganizationPermissions(ids.organization), { wrapper });
    await waitFor(() => expect(result.current.role).toBe('OWNER'));
    expect(result.current.can('ownership:transfer')).toBe(true);
    expect(result.current.blockedBecause('licenses:manage')).toBeNull();
  });

  it('says why a Billing member cannot manage licences', async () => {
    answerWithRole('BILLING');
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganizationPermissions(ids.organization), { wrapper });
    await waitFor(() => expect(result.current.role).toBe('BILLING'));
    expect(result.current.can('billing:manage')).toBe(true);
    expect(result.current.can('licenses:manage')).toBe(false);
    expect(result.current.blockedBecause('licenses:manage')).toBe(
      'Your role (Billing) cannot manage licenses. Ask someone with the Owner, Admin or License manager role.',
    );
  });

  it('knows the role from the first page of a large organization, before its whole answer', async () => {
    const whole = new Promise<never>(() => undefined);
    server.use(
      api.get('/organizations/{organizationId}', async ({ params, request }) => {
        if (!new URL(request.url).searchParams.has('licenses_limit')) return whole;
        return {
          ...wireOrganization(params.organizationId, {
            organization_users: [wireOrganizationUser({ role: 'BILLING' })],
            owner_user_id: ids.otherUser,
          }),
          licenses_total: 5000,
          license_tallies: { assigned: 5000, trial: 0 },
        };
      }),
    );
    const { wrapper, queryClient } = createTestConsole();
    const { result } = renderHook(() => useOrganizationPermissions(ids.organization), { wrapper });
    await waitFor(() => expect(result.current.role).toBe('BILLING'));
    expect(queryClient.getQueryData(queryKeys.organization.detail(ids.organization))).toBeUndefined();
    expect(result.current.can('licenses:manage')).toBe(false);
  });

  it('blocks nothing and allows nothing while the role is unknown', () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganizationPermissions(null), { wrapper });
    expect(result.current.role).toBeNull();
    expect(result.current.can('organization:read')).toBe(false);
    expect(result.current.blockedBecause('licenses:manage')).toBeNull();
  });
});
