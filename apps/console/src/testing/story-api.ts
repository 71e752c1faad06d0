// Per-story API answers for container stories: MSW handlers typed against the contract's `paths`, answered
// through the SDK's injectable fetch (no service worker, so stories behave the same in Storybook and in the
// Chromium test run), with every request recorded for the play function's assertions.
import type { IdentityClient, IdentityUser } from '@pod-console/hooks';
import type { paths } from '@pod-console/sdk';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';

export const STORY_API_BASE = 'http://api.story.test/admin-console/v1';
export const STORY_TERMS_URL = 'http://files.story.test/terms/2026-01.md';

type Path = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type OkBody<P extends Path, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : paths[P][M] extends { responses: { 201: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

/** `/organizations/{id}` → the MSW pattern `${base}/organizations/:id`. */
export const apiUrl = (path: Path) => `${STORY_API_BASE}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** A 200 answer with a body the contract allows for that operation. */
export function answer<P extends Path, M extends Method>(
  method: M,
  path: P,
  body: OkBody<P, M>,
): RequestHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(body as never));
}

/** An RFC 9457 problem answer (spec §7 errors); `detail` is what the API says went wrong this time. */
export function fail<P extends Path>(
  method: Method,
  path: P,
  status = 500,
  detail = 'Story failure',
): RequestHandler {
  return http[method](apiUrl(path), () =>
    HttpResponse.json(
      { type: 'about:blank', title: 'Internal Server Error', status, detail },
      { status, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
}

/** The API's 429: a problem answer with `Retry-After` in seconds, as its limits send it. */
export function rateLimitedAnswer(retryAfterSeconds: number, detail?: string): Response {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Too Many Requests', status: 429, ...(detail != null && { detail }) },
    {
      status: 429,
      headers: { 'Content-Type': 'application/problem+json', 'Retry-After': String(retryAfterSeconds) },
    },
  );
}

/** An answer that never comes: the loading state stays on screen. */
export function hang(method: Method, path: Path): RequestHandler {
  return http[method](apiUrl(path), () => new Promise<never>(() => {}));
}

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch answered by `handlers`; unknown requests get a 404 problem. `sent` lists what went out. */
export function createStoryFetch(handlers: RequestHandler[]) {
  const sent: SentRequest[] = [];
  const storyFetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    sent.push({ method: request.method, url: request.url, body });
    const response = await getResponse(handlers, request);
    // `HttpResponse.error()` is a network failure: the browser's fetch rejects then, as MSW's does.
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    return (
      response ??
      HttpResponse.json(
        {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          detail: `No story handler for ${request.url}`,
        },
        { status: 404 },
      )
    );
  };
  return { fetch: storyFetch, sent };
}

/** A signed-in identity client with the given claims (spec §4 auth session), for stories and tests. */
export function fakeIdentityClient(claims: IdentityUser | null): IdentityClient {
  return {
    checkSession: async () => {},
    isAuthenticated: async () => claims != null,
    getUser: async () => claims ?? undefined,
    getTokenSilently: async () => 'story-access-token',
    loginWithRedirect: async () => {},
    handleRedirectCallback: async () => ({}),
    logout: async () => {},
  };
}

export const VERIFIED_CLAIMS: IdentityUser = {
  sub: 'user-ada',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
};
