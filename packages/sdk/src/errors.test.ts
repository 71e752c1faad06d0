import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from './client';
import { ApiError, isApiError, parseRetryAfter } from './errors';
import { ids, json, problem, recordingFetch } from './test-support';

const baseUrl = 'http://api.test/admin-console/v1';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('HTTP failures', () => {
  it('throws an ApiError carrying the status, the problem body and the operation for a 4xx problem', async () => {
    const body = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The request is invalid.',
      errors: [{ field: 'identifier', message: 'Identifier is required' }],
    };
    const { fetch } = recordingFetch(() => problem(body));
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(
      client.licenses.assign({ organizationId: ids.organization, identifier: ' ' }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.operation).toBe('assignLicense');
    expect(error.problem).toEqual(body);
    expect(error.fieldError('identifier')).toBe('Identifier is required');
    expect(error.message).toBe('assignLicense: 400 The request is invalid.');
  });

  it.each([401, 403, 404, 409])('throws with the problem for %i', async (status) => {
    const { fetch } = recordingFetch(() => problem({ type: 'about:blank', title: 'Nope', status }));
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(client.organizations.get(ids.organization));

    expect(error.status).toBe(status);
    expect(error.problem?.title).toBe('Nope');
    expect(error.operation).toBe('getOrganization');
  });

  it('keeps a 5xx answer with a non-JSON body as text, without a problem', async () => {
    const { fetch } = recordingFetch(
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(client.users.getCurrent());

    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.problem).toBeUndefined();
    expect(error.body).toBe('<html>Bad gateway</html>');
  });

  it('fails a 500 with an empty body', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 500 }));
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(client.admin.deleteTrialLicenses(ids.organization));

    expect(error.status).toBe(500);
    expect(error.operation).toBe('deleteTrialLicenses');
  });

  it('fails a 4xx of a call whose success has no body (204)', async () => {
    const { fetch } = recordingFetch(() =>
      problem({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'You cannot remove yourself.' }),
    );
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(
      client.organizations.removeMember({ organizationId: ids.organization, userId: ids.user }),
    );

    expect(error.status).toBe(409);
    expect(error.problem?.detail).toBe('You cannot remove yourself.');
  });

  it('fails a terms text that cannot be fetched', async () => {
    const { fetch } = recordingFetch(() => new Response('gone', { status: 404 }));
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(client.terms.getText('https://files.test/terms.md'));

    expect(error.status).toBe(404);
    expect(error.operation).toBe('getTermsText');
  });
});

describe('Retry-After', () => {
  const tooMany = (retryAfter: string | null) => () =>
    new Response(
      JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Slow down.' }),
      {
        status: 429,
        headers: {
          'Content-Type': 'application/problem+json',
          ...(retryAfter == null ? {} : { 'Retry-After': retryAfter }),
        },
      },
    );

  afterEach(() => vi.useRealTimers());

  it('carries the seconds of a 429 as retryAfterSeconds', async () => {
    const { fetch } = recordingFetch(tooMany('37'));
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(
      client.invitations.create({ organizationId: ids.organization, email: 'a@b.c' }),
    );

    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(37);
  });

  it('turns an HTTP-date of a 503 into the seconds left until then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    const { fetch } = recordingFetch(
      () => new Response(null, { status: 503, headers: { 'Retry-After': 'Mon, 23 Nov 2026 10:01:30 GMT' } }),
    );
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(client.users.getCurrent());

    expect(error.status).toBe(503);
    expect(error.retryAfterSeconds).toBe(90);
  });

  it('is undefined when the answer names no wait', async () => {
    const { fetch } = recordingFetch(tooMany(null));
    const client = createConsoleClient({ baseUrl, fetch, getAccessToken: () => 't' });

    const error = await failure(
      client.licenses.revoke({ organizationId: ids.organization, licenseId: ids.license }),
    );

    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it.each([
    ['120', 120],
    [' 0 ', 0],
    ['Mon, 23 Nov 2026 09:59:00 GMT', 0],
    ['Monday, 23-Nov-26 10:00:05 GMT', 5],
    ['-5', undefined],
    ['1.5', undefined],
    ['soon', undefined],
    ['', undefined],
  ])('reads %j as %j', (value, seconds) => {
    expect(parseRetryAfter(value, Date.parse('2026-11-23T10:00:00Z'))).toBe(seconds);
  });
});

describe('offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

  it('is its own kind when the browser says it is offline as the call fails', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const client = createConsoleClient({
      baseUrl,
      fetch: unreachable as typeof globalThis.fetch,
      getAccessToken: () => 't',
    });

    const error = await failure(client.organizations.create({ organizationName: 'Engines' }));

    expect(error.kind).toBe('offline');
    expect(error.status).toBe(0);
    expect(error.message).toBe('createOrganization: the browser is offline');
  });

  it('stays a network error while the browser says it is online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const client = createConsoleClient({
      baseUrl,
      fetch: unreachable as typeof globalThis.fetch,
      getAccessToken: () => 't',
    });

    const error = await failure(client.organizations.create({ organizationName: 'Engines' }));

    expect(error.kind).toBe('network');
  });
});

describe('transport failures against a real local server', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function listen(handler: Parameters<typeof createServer>[1]) {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/admin-console/v1`;
  }

  it('answers through a real HTTP server with the token in the header', async () => {
    let seenAuthorization: string | undefined;
    const url = await listen((req, res) => {
      seenAuthorization = req.headers.authorization;
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify([{ id: ids.organization, name: 'A' }]));
    });
    const client = createConsoleClient({ baseUrl: url, getAccessToken: () => 'real-token' });

    await expect(client.organizations.list()).resolves.toEqual([{ id: ids.organization, name: 'A' }]);
    expect(seenAuthorization).toBe('Bearer real-token');
  });

  it('throws a timeout ApiError when the server never answers', async () => {
    const url = await listen(() => {
      /* hang */
    });
    const client = createConsoleClient({ baseUrl: url, getAccessToken: () => 't', timeoutMs: 100 });

    const started = performance.now();
    const error = await failure(client.users.getCurrent());

    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(error.operation).toBe('getCurrentUser');
    expect(performance.now() - started).toBeLessThan(5_000);
    server!.closeAllConnections();
  });

  it('throws a network ApiError when nothing listens', async () => {
    const url = await listen(() => {});
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const client = createConsoleClient({ baseUrl: url, getAccessToken: () => 't' });

    const error = await failure(client.users.getCurrent());

    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.cause).toBeDefined();
  });

  it('throws an aborted ApiError when the caller aborts', async () => {
    const url = await listen(() => {});
    const client = createConsoleClient({ baseUrl: url, getAccessToken: () => 't' });
    const controller = new AbortController();

    const pending = failure(client.users.getCurrent({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    const error = await pending;

    expect(error.kind).toBe('aborted');
    server!.closeAllConnections();
  });
});

describe('isApiError', () => {
  it('tells ApiErrors from other errors', () => {
    expect(isApiError(new ApiError({ kind: 'network', operation: 'x' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(json({}))).toBe(false);
  });
});
