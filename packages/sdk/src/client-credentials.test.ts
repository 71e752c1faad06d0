import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clientCredentialsTokenGetter,
  TokenRequestError,
  type ClientCredentialsOptions,
} from './client-credentials';
import { createConsoleClient } from './client';
import { ids, json, organizationAnswer, recordingFetch } from './test-support';

const tokenUrl = 'http://127.0.0.1:4001/oauth/token';
const audience = 'https://api.pod-console.local/admin-console/v1';
const clientSecret = 's3cr3t-value-that-must-not-leak';

interface TokenRequest {
  url: string;
  method: string;
  headers: Headers;
  form: URLSearchParams;
}

/**
 * A fake token endpoint: records each request and answers with `answer(n)` (n counts from 1). By default it
 * issues `token-1`, `token-2`, … living 600 s, as the local provider does.
 */
function tokenEndpoint(
  answer: (n: number, request: TokenRequest) => Response | Promise<Response> = (n) =>
    json({ access_token: `token-${n}`, token_type: 'Bearer', expires_in: 600 }),
) {
  const requests: TokenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const recorded: TokenRequest = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      form: new URLSearchParams(await request.text()),
    };
    requests.push(recorded);
    return answer(requests.length, recorded);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

function getter(fetch: typeof globalThis.fetch, overrides: Partial<ClientCredentialsOptions> = {}) {
  return clientCredentialsTokenGetter({
    tokenUrl,
    clientId: 'pod-console-service',
    clientSecret,
    audience,
    fetch,
    ...overrides,
  });
}

/** A promise with its resolve exposed, to hold a token request open while other callers arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function rejection(promise: Promise<unknown>): Promise<TokenRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TokenRequestError);
    return error as TokenRequestError;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the token request', () => {
  it('is a form-encoded client_credentials POST with HTTP Basic client authentication', async () => {
    const { fetch, requests } = tokenEndpoint();
    await expect(getter(fetch)()).resolves.toBe('token-1');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(tokenUrl);
    expect(request!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`pod-console-service:${clientSecret}`).toString('base64')}`,
    );
    // Auth0 reads `audience`; oidc-provider reads the RFC 8707 `resource`.
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'client_credentials',
      audience,
      resource: audience,
    });
  });

  it('sends the id and secret in the body with client_secret_post, and the scope when given', async () => {
    const { fetch, requests } = tokenEndpoint();
    await getter(fetch, { authMethod: 'client_secret_post', scope: 'read:organizations' })();

    const [request] = requests;
    expect(request!.headers.has('authorization')).toBe(false);
    expect(Object.fromEntries(request!.form)).toEqual({
      grant_type: 'client_credentials',
      audience,
      resource: audience,
      scope: 'read:organizations',
      client_id: 'pod-console-service',
      client_secret: clientSecret,
    });
  });

  it('form-urlencodes the id and secret before base64 in the Basic header (RFC 6749 §2.3.1)', async () => {
    const { fetch, requests } = tokenEndpoint();
    await getter(fetch, { clientId: 'svc:tools one', clientSecret: 'p@ss:w/rd+%&é~' })();

    const header = requests[0]!.headers.get('authorization')!;
    expect(header.startsWith('Basic ')).toBe(true);
    const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('latin1');
    // Every character outside the unreserved set is escaped, so the colon between them is the only one left.
    expect(decoded).toBe('svc%3Atools+one:p%40ss%3Aw%2Frd%2B%25%26%C3%A9%7E');
    // Decoded as oidc-provider decodes it, both come back intact.
    const [id, secret] = decoded.split(':').map((part) => decodeURIComponent(part.replace(/\+/g, '%20')));
    expect(id).toBe('svc:tools one');
    expect(secret).toBe('p@ss:w/rd+%&é~');
  });

  it('does not send an audience that is not an absolute URI as an RFC 8707 resource', async () => {
    const { fetch, requests } = tokenEndpoint();
    await getter(fetch, { audience: 'pod-console-api' })();

    expect(requests[0]!.form.get('audience')).toBe('pod-console-api');
    expect(requests[0]!.form.has('resource')).toBe(false);
  });

  it('refuses incomplete options at once, naming the option but never the secret', () => {
    const { fetch } = tokenEndpoint();
    expect(() => getter(fetch, { tokenUrl: 'not a url' })).toThrow(/tokenUrl/);
    expect(() => getter(fetch, { clientId: '' })).toThrow(/clientId/);
    expect(() => getter(fetch, { clientSecret: '' })).toThrow(/clientSecret/);
    expect(() => getter(fetch, { audience: '' })).toThrow(/audience/);
    expect(() => getter(fetch, { marginSeconds: -1 })).toThrow(/marginSeconds/);
    expect(() => getter(fetch, { timeoutMs: 0 })).toThrow(/timeoutMs/);
  });
});

describe('caching', () => {
  it('serves the cached token to later calls', async () => {
    const { fetch, requests } = tokenEndpoint();
    const getAccessToken = getter(fetch);

    expect(await getAccessToken()).toBe('token-1');
    expect(await getAccessToken()).toBe('token-1');
    expect(await getAccessToken({})).toBe('token-1');
    expect(requests).toHaveLength(1);
  });

  it('sends one request for calls that arrive together, and gives them all its token', async () => {
    const held = deferred<Response>();
    const { fetch, requests } = tokenEndpoint(() => held.promise);
    const getAccessToken = getter(fetch);

    const calls = Array.from({ length: 5 }, () => getAccessToken());
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    held.resolve(json({ access_token: 'shared', token_type: 'Bearer', expires_in: 600 }));

    expect(await Promise.all(calls)).toEqual(['shared', 'shared', 'shared', 'shared', 'shared']);
    expect(requests).toHaveLength(1);
  });

  it('renews 60 s before expires_in by default (spec §9), counting from when the request was sent', async () => {
    let clock = 1_000_000;
    const { fetch, requests } = tokenEndpoint((n) => {
      clock += 2_000; // the provider takes 2 s to answer
      return json({ access_token: `token-${n}`, token_type: 'Bearer', expires_in: 600 });
    });
    const getAccessToken = getter(fetch, { now: () => clock });

    const sentAt = clock;
    expect(await getAccessToken()).toBe('token-1');
    clock = sentAt + 539_999;
    expect(await getAccessToken()).toBe('token-1');
    clock = sentAt + 540_000;
    expect(await getAccessToken()).toBe('token-2');
    expect(requests).toHaveLength(2);
  });

  it('takes another margin when told', async () => {
    let clock = 0;
    const { fetch, requests } = tokenEndpoint();
    const getAccessToken = getter(fetch, { now: () => clock, marginSeconds: 10 });

    await getAccessToken();
    clock = 589_999;
    expect(await getAccessToken()).toBe('token-1');
    clock = 590_000;
    expect(await getAccessToken()).toBe('token-2');
    expect(requests).toHaveLength(2);
  });

  it('reads expires_in sent as a numeric string, and keeps nothing when it is absent', async () => {
    let clock = 0;
    const { fetch, requests } = tokenEndpoint((n) =>
      json(
        n === 1
          ? { access_token: 'stringy', token_type: 'Bearer', expires_in: '120' }
          : { access_token: `no-expiry-${n}`, token_type: 'Bearer' },
      ),
    );
    const getAccessToken = getter(fetch, { now: () => clock });

    expect(await getAccessToken()).toBe('stringy');
    clock = 59_999;
    expect(await getAccessToken()).toBe('stringy');
    clock = 60_000;
    expect(await getAccessToken()).toBe('no-expiry-2');
    expect(await getAccessToken()).toBe('no-expiry-3');
    expect(requests).toHaveLength(3);
  });

  it('clear() forgets the token, and a request under way when it is called lands uncached', async () => {
    const held = deferred<Response>();
    const { fetch, requests } = tokenEndpoint((n) =>
      n === 2 ? held.promise : json({ access_token: `token-${n}`, token_type: 'Bearer', expires_in: 600 }),
    );
    const getAccessToken = getter(fetch);

    expect(await getAccessToken()).toBe('token-1');
    getAccessToken.clear();
    const during = getAccessToken();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    getAccessToken.clear();
    held.resolve(json({ access_token: 'token-2', token_type: 'Bearer', expires_in: 600 }));
    expect(await during).toBe('token-2');

    expect(await getAccessToken()).toBe('token-3');
    expect(await getAccessToken()).toBe('token-3');
    expect(requests).toHaveLength(3);
  });
});

describe('forceRefresh (the SDK asks after a 401)', () => {
  it('fetches a new token although the cached one has time left, and caches the new one', async () => {
    const { fetch, requests } = tokenEndpoint();
    const getAccessToken = getter(fetch);

    expect(await getAccessToken()).toBe('token-1');
    expect(await getAccessToken({ forceRefresh: true })).toBe('token-2');
    expect(await getAccessToken()).toBe('token-2');
    expect(requests).toHaveLength(2);
  });

  it('is single-flight too: forced and ordinary calls that arrive together share one request', async () => {
    const held = deferred<Response>();
    const { fetch, requests } = tokenEndpoint((n) =>
      n === 2 ? held.promise : json({ access_token: `token-${n}`, token_type: 'Bearer', expires_in: 600 }),
    );
    const getAccessToken = getter(fetch);
    await getAccessToken();

    const calls = [
      getAccessToken({ forceRefresh: true }),
      getAccessToken({ forceRefresh: true }),
      // The refused token is no longer served, even to callers that did not ask to force.
      getAccessToken(),
    ];
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    held.resolve(json({ access_token: 'token-2', token_type: 'Bearer', expires_in: 600 }));

    expect(await Promise.all(calls)).toEqual(['token-2', 'token-2', 'token-2']);
    expect(requests).toHaveLength(2);
  });
});

describe('failures', () => {
  it("rejects with the provider's error and error_description, never the secret", async () => {
    const { fetch } = tokenEndpoint(() =>
      json({ error: 'invalid_client', error_description: 'client authentication failed' }, 401),
    );
    const error = await rejection(getter(fetch)());

    expect(error.name).toBe('TokenRequestError');
    expect(error.status).toBe(401);
    expect(error.error).toBe('invalid_client');
    expect(error.errorDescription).toBe('client authentication failed');
    expect(error.message).toBe(
      'token request to http://127.0.0.1:4001/oauth/token was refused: 401 invalid_client: client authentication failed',
    );
    expect(error.message).not.toContain(clientSecret);
  });

  it('masks the secret should a provider echo it back', async () => {
    const { fetch } = tokenEndpoint(() =>
      json({ error: 'invalid_request', error_description: `bad client_secret ${clientSecret}` }, 400),
    );
    const error = await rejection(getter(fetch, { authMethod: 'client_secret_post' })());

    expect(error.message).toContain('invalid_request: bad client_secret [redacted]');
    expect(error.message).not.toContain(clientSecret);
    expect(error.errorDescription).not.toContain(clientSecret);
  });

  it('names the status of a refusal that is not an OAuth error document', async () => {
    const { fetch } = tokenEndpoint(
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await rejection(getter(fetch)());

    expect(error.status).toBe(502);
    expect(error.error).toBeUndefined();
    expect(error.message).toBe('token request to http://127.0.0.1:4001/oauth/token was refused: 502');
  });

  it('rejects an answer without an access_token, or with a token that is not Bearer', async () => {
    const missing = tokenEndpoint(() => json({ token_type: 'Bearer', expires_in: 600 }));
    expect((await rejection(getter(missing.fetch)())).message).toMatch(/without an access_token/);

    const dpop = tokenEndpoint(() => json({ access_token: 'bound', token_type: 'DPoP', expires_in: 600 }));
    const error = await rejection(getter(dpop.fetch)());
    expect(error.message).toMatch(/DPoP token, not a Bearer token/);
    expect(error.message).not.toContain('bound');
  });

  it('rejects with status 0 when the endpoint cannot be reached, with the cause attached', async () => {
    const refused = new TypeError('fetch failed');
    const fetch = vi.fn(async () => {
      throw refused;
    });
    const error = await rejection(getter(fetch)());

    expect(error.status).toBe(0);
    expect(error.message).toBe(
      'token request to http://127.0.0.1:4001/oauth/token got no answer (see cause)',
    );
    expect(error.cause).toBe(refused);
  });

  it('gives up after timeoutMs', async () => {
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const error = await rejection(getter(fetch, { timeoutMs: 20 })());

    expect(error.status).toBe(0);
    expect(error.message).toMatch(/timed out after 20 ms/);
  });

  it('keeps the URL query out of messages', async () => {
    const { fetch } = tokenEndpoint(() => json({ error: 'server_error' }, 500));
    const error = await rejection(getter(fetch, { tokenUrl: `${tokenUrl}?key=hidden` })());
    expect(error.message).not.toContain('hidden');
  });

  it('caches no failure: every waiting caller gets it, and the next call asks again', async () => {
    const held = deferred<Response>();
    const { fetch, requests } = tokenEndpoint((n) =>
      n === 1 ? held.promise : json({ access_token: `token-${n}`, token_type: 'Bearer', expires_in: 600 }),
    );
    const getAccessToken = getter(fetch);

    const calls = [getAccessToken(), getAccessToken()];
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    held.resolve(json({ error: 'temporarily_unavailable' }, 503));
    for (const call of calls) expect((await rejection(call)).error).toBe('temporarily_unavailable');

    expect(await getAccessToken()).toBe('token-2');
    expect(requests).toHaveLength(2);
  });

  it('never logs', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    const ok = tokenEndpoint();
    await getter(ok.fetch)();
    const refused = tokenEndpoint(() => json({ error: 'invalid_client' }, 401));
    await rejection(getter(refused.fetch)());

    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('with createConsoleClient', () => {
  it('retries a call the API refuses with a fresh token from the token endpoint', async () => {
    const token = tokenEndpoint();
    const api = recordingFetch((request) =>
      request.headers.get('authorization') === 'Bearer token-1'
        ? json({ type: 'about:blank', title: 'Unauthorized', status: 401 }, 401)
        : json(organizationAnswer),
    );
    const client = createConsoleClient({
      baseUrl: 'http://api.test/admin-console/v1',
      getAccessToken: getter(token.fetch),
      fetch: api.fetch,
    });

    const organization = await client.organizations.get(ids.organization);

    expect(organization.id).toBe(organizationAnswer.id);
    expect(api.sent.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(token.requests).toHaveLength(2);
  });
});
