// @vitest-environment happy-dom
import type { Organization } from '@pod-console/sdk';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LICENSES_FIRST_PAGE_SIZE, ORGANIZATION_POLL_INTERVAL_MS } from '../domain/index';
import { api, problem, setupApiServer } from '../test/api';
import { ids, wireOrganization } from '../test/fixtures';
import { createTestConsole } from '../test/render';
import { organizationQueryOptions, useOrganization } from './organization';
import { useOrganizationLicenses } from './organization-licenses';
import { queryKeys } from './query-keys';

let organizationName = 'Analytical Engines';
const { server, requests } = setupApiServer(
  api.get('/organizations/{organizationId}', ({ params }) =>
    wireOrganization(params.organizationId, { name: organizationName }),
  ),
);
const ORGANIZATION_GET = `GET /organizations/${ids.organization}`;
const FIRST_PAGE_GET = `${ORGANIZATION_GET}?licenses_limit=${LICENSES_FIRST_PAGE_SIZE}`;

afterEach(() => {
  cleanup();
  organizationName = 'Analytical Engines';
});

describe('useOrganization', () => {
  it('gives the organization as the SDK maps it', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganization({ organizationId: ids.organization }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      id: ids.organization,
      name: 'Analytical Engines',
      licenseCounts: { POD_ADMIN: 5 },
      licenses: [{ licenseId: ids.license, identifier: 'Studio iPad', licenseKey: null }],
      users: [{ id: ids.user, email: 'ada@example.com' }],
    });
  });

  it('fetches nothing while there is no organization id', async () => {
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganization({ organizationId: null }), { wrapper });
    await new Promise((settle) => setTimeout(settle, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests.all()).toEqual([]);
  });

  it('polls every 10 s under the ORGANIZATION tag (spec §7, §9)', () => {
    const { client } = createTestConsole();
    const options = organizationQueryOptions(client, { organizationId: ids.organization });
    expect(options.refetchInterval).toBe(ORGANIZATION_POLL_INTERVAL_MS);
    expect(options.refetchInterval).toBe(10_000);
    expect(options.queryKey[0]).toBe('ORGANIZATION');
    expect(options.queryKey).toEqual(queryKeys.organization.detail(ids.organization));
  });

  it('asks the API again every 10 s by default (spec §9)', async () => {
    // Only intervals are faked, so the poll is the one clock that moves, and only when the test says so.
    // Waiting uses real timeouts: vi.waitFor would advance the fake clock while it waits.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const until = async (condition: () => boolean) => {
      for (let waited = 0; !condition(); waited += 5) {
        if (waited > 2000) throw new Error('timed out');
        await new Promise((settle) => setTimeout(settle, 5));
      }
    };
    try {
      const { wrapper } = createTestConsole();
      const { result } = renderHook(() => useOrganization({ organizationId: ids.organization }), { wrapper });
      await until(() => result.current.isSuccess);
      // The first read is the first page, which holds every licence here: it is the whole answer too.
      expect(requests.all()).toEqual([FIRST_PAGE_GET]);

      act(() => vi.advanceTimersByTime(ORGANIZATION_POLL_INTERVAL_MS - 1));
      // A refetch would be on the wire within a few real milliseconds; none comes.
      await new Promise((settle) => setTimeout(settle, 50));
      expect(requests.count(ORGANIZATION_GET)).toBe(0);

      act(() => vi.advanceTimersByTime(1));
      await until(() => requests.count(ORGANIZATION_GET) === 1);
      act(() => vi.advanceTimersByTime(ORGANIZATION_POLL_INTERVAL_MS));
      await until(() => requests.count(ORGANIZATION_GET) === 2);
      expect(requests.count(FIRST_PAGE_GET)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry a 404 and hands the ApiError over', async () => {
    server.use(api.get('/organizations/{organizationId}', () => problem(404, 'Not Found')));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganization({ organizationId: ids.organization }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ApiError', status: 404 });
    // The first read is the first page; its 404 is the organization's, asked once.
    expect(requests.all()).toEqual([FIRST_PAGE_GET]);
  });

  it('re-renders no consumer when a poll brings the same organization', async () => {
    const { wrapper } = createTestConsole();
    let renders = 0;
    const seen: Organization[] = [];
    function LicenceSummary() {
      renders += 1;
      // A 25 ms poll stands in for the 10 s one: same code path, a test that takes a moment.
      // What a screen reads: loading, error and data. Not isFetching, which flips on every poll by design.
      const { data, isPending, error } = useOrganization(
        { organizationId: ids.organization },
        { refetchInterval: 25 },
      );
      if (data) seen.push(data);
      if (isPending) return <p>Loading</p>;
      if (error) return <p>{error.message}</p>;
      return <p>{`${data.name}: ${data.licenses.length}`}</p>;
    }
    render(<LicenceSummary />, { wrapper });
    await screen.findByText('Analytical Engines: 1');
    const rendersWithData = renders;
    const firstData = seen.at(-1);

    await waitFor(() => expect(requests.count(ORGANIZATION_GET)).toBeGreaterThanOrEqual(4));
    expect(renders).toBe(rendersWithData);
    expect(seen.at(-1)).toBe(firstData);

    // Control: a changed answer does re-render, so the count above is not vacuous.
    organizationName = 'Analytical Engines Ltd';
    await screen.findByText('Analytical Engines Ltd: 1');
    expect(renders).toBe(rendersWithData + 1);
    expect(seen.at(-1)!.licenses).toBe(firstData!.licenses);
  });
});

describe('useOrganizationLicenses (docs/decisions/0053-first-page-of-licences.md)', () => {
  /** An organization of `total` licences, answered cut to `licenses_limit` as the API does. */
  const largeAnswer = (total: number, organizationId: string, url: string) => {
    const whole = wireOrganization(organizationId);
    const licenses = Array.from({ length: total }, (_, index) => ({
      ...whole.licenses[0]!,
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      identifier: index % 2 === 0 ? `Tablet ${index}` : null,
    }));
    const limit = new URL(url).searchParams.get('licenses_limit');
    if (limit == null || Number(limit) >= total) return { ...whole, licenses };
    return {
      ...whole,
      licenses: licenses.slice(0, Number(limit)),
      licenses_total: total,
      license_tallies: { assigned: Math.ceil(total / 2), trial: 0 },
    };
  };
  const largeOrganization = (total: number) =>
    api.get('/organizations/{organizationId}', ({ params, request }) =>
      largeAnswer(total, params.organizationId!, request.url),
    );

  it('asks for the whole answer right after the first page, and counts every licence from it', async () => {
    server.use(largeOrganization(250));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganizationLicenses({ organizationId: ids.organization }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.organization?.licenses).toHaveLength(250));
    expect(result.current.more).toBeNull();
    expect(result.current.counts).toEqual({ assigned: 125, available: 5, unassigned: 0 });
    expect(requests.all()).toEqual([FIRST_PAGE_GET, ORGANIZATION_GET]);
  });

  it('shows the first page before the whole answer has arrived', async () => {
    let answerWhole!: () => void;
    const wholeHeld = new Promise<void>((resolve) => (answerWhole = resolve));
    server.use(
      api.get('/organizations/{organizationId}', async ({ params, request }) => {
        if (!new URL(request.url).searchParams.has('licenses_limit')) await wholeHeld;
        return largeAnswer(250, params.organizationId!, request.url);
      }),
    );
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganizationLicenses({ organizationId: ids.organization }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.organization?.licenses).toHaveLength(LICENSES_FIRST_PAGE_SIZE));
    expect(result.current.more).toEqual({ total: 250, assigned: 125, trial: 0 });
    // spec §4 from the tallies: 125 assigned of 5 bought, none free.
    expect(result.current.counts).toEqual({ assigned: 125, available: 5, unassigned: 0 });
    await waitFor(() => expect(requests.all()).toEqual([FIRST_PAGE_GET, ORGANIZATION_GET]));
    answerWhole();
    await waitFor(() => expect(result.current.organization?.licenses).toHaveLength(250));
    expect(result.current.more).toBeNull();
  });

  it('asks once when the first page holds every licence, and its poll is conditional', async () => {
    server.use(largeOrganization(LICENSES_FIRST_PAGE_SIZE));
    const { wrapper } = createTestConsole();
    const { result } = renderHook(() => useOrganizationLicenses({ organizationId: ids.organization }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.organization).toBeDefined());
    expect(result.current.more).toBeNull();
    expect(result.current.organization!.licenses).toHaveLength(LICENSES_FIRST_PAGE_SIZE);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(requests.all()).toEqual([FIRST_PAGE_GET]);
  });
});
