// MSW handlers typed from the contract's generated `paths`: a handler for a path the contract lacks, or a body
// of the wrong shape, does not compile. Tests run the real SDK client and a real QueryClient against them.
import type { components, paths } from '@pod-console/sdk';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const API_BASE_URL = 'http://api.test/admin-console/v1';

export type Wire = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];
type Responses<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? R
  : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body of an operation's answer with `status`: `ResponseBody<'/organizations', 'get', 200>`. */
type ResponseBody<P extends keyof paths, M extends Method, S extends number> = S extends keyof Responses<P, M>
  ? JsonOf<Responses<P, M>[S]>
  : never;

type SuccessBody<P extends keyof paths, M extends Method> =
  ResponseBody<P, M, 200> | ResponseBody<P, M, 201> | ResponseBody<P, M, 202>;

export const noContent = () => new HttpResponse(null, { status: 204 });

export const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status } satisfies Wire['Problem'], {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

type Resolver<P extends keyof paths, M extends Method> = (info: {
  request: Request;
  params: Record<string, string>;
}) => SuccessBody<P, M> | Response | Promise<SuccessBody<P, M> | Response>;

// '/organizations/{organizationId}' → 'http://api.test/…/organizations/:organizationId'
const toMswPath = (path: string) => API_BASE_URL + path.replace(/\{(\w+)\}/g, ':$1');

// "http://api.test/admin-console/v1/organizations/x?q=a" → "/organizations/x?q=a"; other hosts keep their full URL.
const API_PATH_PREFIX = new URL(API_BASE_URL).pathname;
const relativeUrl = (url: string) => {
  if (!url.startsWith(API_BASE_URL)) return url;
  const { pathname, search } = new URL(url);
  return pathname.slice(API_PATH_PREFIX.length) + search;
};

/** A request a typed handler answered, with its JSON body parsed (undefined when it had none). */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

// Filled by the typed handlers before they answer, so a settled mutation's request is always here.
const sent: SentRequest[] = [];

function handler<M extends Method>(method: M) {
  return <P extends PathWith<M>>(path: P, resolve: Resolver<P, M>, status = 200) =>
    http[method](toMswPath(path), async ({ request, params }) => {
      const text = await request.clone().text();
      sent.push({
        method: request.method,
        path: relativeUrl(request.url),
        body: text === '' ? undefined : JSON.parse(text),
        authorization: request.headers.get('Authorization'),
      });
      const answer = await resolve({ request, params: params as Record<string, string> });
      return answer instanceof Response ? answer : HttpResponse.json(answer as JsonBodyType, { status });
    });
}

/** `api.get('/organizations/{organizationId}', ({ params }) => wireOrganization)`: typed by the contract. */
export const api = {
  get: handler('get'),
  post: handler('post'),
  put: handler('put'),
  patch: handler('patch'),
  delete: handler('delete'),
};

/**
 * Starts an MSW server for the test file (unhandled requests fail the test) and records every request as
 * "METHOD /path" (relative to the API base; other hosts keep their full URL), so tests count refetches.
 */
export function setupApiServer(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => {
    log.push(`${request.method} ${relativeUrl(request.url)}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    log.length = 0;
    sent.length = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    requests: {
      /** Every request so far, in order. */
      all: () => [...log],
      count: (entry: string) => log.filter((logged) => logged === entry).length,
      /** The requests typed handlers answered, with method, path, parsed body and Authorization header. */
      sent: () => [...sent],
      clear: () => {
        log.length = 0;
        sent.length = 0;
      },
    },
  };
}
