import { LICENSES_FIRST_PAGE_SIZE } from '@pod-console/hooks/domain';
import { createConsoleClient } from '@pod-console/sdk';
import { wireOrganization, wireUser } from '@pod-console/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberOrganizationId } from '../lib/remembered-organization';
import { LOCAL_DEFAULTS } from '../lib/read-config';
import { claimEarlyRead, offerEarlyReads, withEarlyReads } from './early-answers';
import { startEarlyReads, type EarlyReadsPage } from './early-reads';

const NOW_MS = 1_800_000_000_000;
const CONFIG = { ...LOCAL_DEFAULTS, apiBaseUrl: 'https://api.example.test/admin-console/v1/' };
const API = 'https://api.example.test/admin-console/v1';
const ORGANIZATION_ID = 'org 1';

/** What the Auth0 client writes after a sign-in (lib/cached-session.ts reads it). */
function signedIn({ expiresAt = NOW_MS / 1000 + 600, token = 'access-1' } = {}) {
  const prefix = `@@auth0spajs@@::${CONFIG.authClientId}`;
  localStorage.setItem(
    `${prefix}::${CONFIG.authAudience}::openid profile email offline_access`,
    JSON.stringify({ body: { access_token: token }, expiresAt }),
  );
  localStorage.setItem(
    `${prefix}::@@user@@`,
    JSON.stringify({
      id_token: 'id-1',
      decodedToken: { user: { sub: 'user-1', email: 'alice@example.com' } },
    }),
  );
}

function page(overrides: Partial<EarlyReadsPage> = {}) {
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
    return Promise.resolve(Response.json({}));
  });
  return {
    sent,
    page: { config: CONFIG, search: '', storage: localStorage, fetch, nowMs: NOW_MS, ...overrides },
  };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  offerEarlyReads([]);
});

describe('startEarlyReads', () => {
  it("sends the first screen's four reads with the cached token, for a returning member", () => {
    signedIn();
    rememberOrganizationId(ORGANIZATION_ID);
    const { sent, page: returning } = page();
    const reads = startEarlyReads(returning);
    const headers = { Accept: 'application/json', Authorization: 'Bearer access-1' };
    expect(sent).toEqual([
      { url: `${API}/users/current-user`, headers },
      { url: `${API}/users/terms-of-service`, headers },
      { url: `${API}/organizations/org%201?licenses_limit=${LICENSES_FIRST_PAGE_SIZE}`, headers },
      { url: `${API}/organizations/org%201/subscription`, headers },
    ]);
    expect(reads.map((read) => read.authorization)).toEqual(Array(4).fill('Bearer access-1'));
  });

  it('sends nothing without a remembered organization, a valid cached token, or on a sign-in return', () => {
    signedIn();
    const { sent, page: noOrganization } = page();
    expect(startEarlyReads(noOrganization)).toEqual([]);

    rememberOrganizationId(ORGANIZATION_ID);
    // Within spec §9's 60 s margin of its expiry, the token would be renewed first.
    signedIn({ expiresAt: NOW_MS / 1000 + 60 });
    expect(startEarlyReads(page().page)).toEqual([]);

    signedIn();
    expect(startEarlyReads(page({ search: '?code=abc&state=xyz' }).page)).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe('claimEarlyRead', () => {
  const read = (url: string, authorization = 'Bearer access-1') => ({
    url,
    authorization,
    answer: Promise.resolve(Response.json({ url })),
  });
  const get = (url: string, headers: Record<string, string> = { Authorization: 'Bearer access-1' }) =>
    new Request(url, { headers });

  it('hands an early answer to the same GET with the same token, once', async () => {
    offerEarlyReads([read(`${API}/users/current-user`)]);
    const answer = claimEarlyRead(get(`${API}/users/current-user`));
    await expect(answer?.then((response) => response.json())).resolves.toEqual({
      url: `${API}/users/current-user`,
    });
    expect(claimEarlyRead(get(`${API}/users/current-user`))).toBeNull();
  });

  it('keeps it from another token, another method, a conditional read or another address', () => {
    offerEarlyReads([read(`${API}/users/current-user`)]);
    expect(claimEarlyRead(get(`${API}/users/current-user`, { Authorization: 'Bearer access-2' }))).toBeNull();
    expect(
      claimEarlyRead(
        get(`${API}/users/current-user`, { Authorization: 'Bearer access-1', 'If-None-Match': '"1"' }),
      ),
    ).toBeNull();
    expect(
      claimEarlyRead(
        new Request(`${API}/users/current-user`, {
          method: 'PATCH',
          headers: { Authorization: 'Bearer access-1' },
        }),
      ),
    ).toBeNull();
    expect(claimEarlyRead(get(`${API}/users/terms-of-service`))).toBeNull();
    expect(claimEarlyRead(get(`${API}/users/current-user`))).not.toBeNull();
  });

  it("gives up on an answer when the caller's signal aborts, as a fetch would", async () => {
    offerEarlyReads([
      { url: `${API}/users/current-user`, authorization: 'Bearer access-1', answer: new Promise(() => {}) },
    ]);
    const controller = new AbortController();
    const answer = claimEarlyRead(
      new Request(`${API}/users/current-user`, {
        headers: { Authorization: 'Bearer access-1' },
        signal: controller.signal,
      }),
    );
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('the SDK with early reads', () => {
  it('answers its first calls from the early reads, and goes to the network for the rest', async () => {
    signedIn();
    rememberOrganizationId(ORGANIZATION_ID);
    const early = vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).endsWith('/current-user')
          ? Response.json(wireUser({ first_name: 'Early' }))
          : Response.json(wireOrganization({ name: 'Early organization' })),
      ),
    );
    offerEarlyReads(startEarlyReads({ ...page().page, fetch: early }));
    const network = vi.fn((request: Request) =>
      Promise.resolve(Response.json(wireUser({ first_name: `Network ${request.method}` }))),
    );
    const client = createConsoleClient({
      baseUrl: CONFIG.apiBaseUrl,
      getAccessToken: () => Promise.resolve('access-1'),
      fetch: withEarlyReads(network as unknown as typeof globalThis.fetch),
    });

    await expect(client.users.getCurrent()).resolves.toMatchObject({ firstName: 'Early' });
    // The organization's early read is the first page the console asks for first (decision 0053).
    await expect(
      client.organizations.getFirstLicenses(ORGANIZATION_ID, LICENSES_FIRST_PAGE_SIZE),
    ).resolves.toMatchObject({ organization: { name: 'Early organization' }, more: null });
    expect(network).not.toHaveBeenCalled();
    // Taken once: the next read of the user is the network's.
    await expect(client.users.getCurrent()).resolves.toMatchObject({ firstName: 'Network GET' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
