// @vitest-environment happy-dom
import { wireActivityEntry, wireActivityPage } from '@pod-console/sdk/testing';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../test/api';
import { ids } from '../test/fixtures';
import { readHandlers } from '../test/handlers';
import { createTestConsole } from '../test/render';
import { useActivity, useAdminOrganizationActivity } from './activity';

const { server, requests } = setupApiServer(...readHandlers());

afterEach(cleanup);

describe('useActivity', () => {
  it('asks for one filtered page and maps its entries', async () => {
    server.use(
      api.get('/organizations/{organizationId}/activity', () =>
        wireActivityPage({
          items: [wireActivityEntry({ kind: 'member.joined', subject: null })],
          next_cursor: 'c2',
        }),
      ),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(
      () =>
        useActivity(ids.organization, {
          kind: 'member.joined',
          actor: ids.user,
          from: '2026-11-01T00:00:00Z',
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      items: [
        expect.objectContaining({ kind: 'member.joined', subject: null, occurredAt: '2026-11-24T09:30:00Z' }),
      ],
      nextCursor: 'c2',
    });
    expect(requests.all()).toEqual([
      `GET /organizations/${ids.organization}/activity?kind=member.joined&actor=${ids.user}&from=2026-11-01T00%3A00%3A00Z`,
    ]);
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    server.use(
      api.get('/organizations/{organizationId}/activity', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return wireActivityPage({ items: [wireActivityEntry({ subject: cursor ?? 'first' })] });
      }),
    );
    const { wrapper } = createTestConsole();
    const { result, rerender } = renderHook(({ cursor }) => useActivity(ids.organization, { cursor }), {
      wrapper,
      initialProps: { cursor: undefined as string | undefined },
    });
    await waitFor(() => expect(result.current.data?.items[0]?.subject).toBe('first'));
    rerender({ cursor: 'c2' });
    expect(result.current.data?.items[0]?.subject).toBe('first');
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.items[0]?.subject).toBe('c2'));
  });
});

describe('useAdminOrganizationActivity', () => {
  it('reads any organization’s log through the platform-admin call', async () => {
    server.use(
      api.get('/admin/organizations/{organizationId}/activity', () => wireActivityPage({ items: [] })),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useAdminOrganizationActivity(ids.otherOrganization), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ items: [], nextCursor: null });
    expect(requests.all()).toEqual([`GET /admin/organizations/${ids.otherOrganization}/activity`]);
  });
});
