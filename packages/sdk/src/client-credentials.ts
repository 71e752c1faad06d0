// An access-token getter for servers and scripts that call the API as a service account: the OAuth 2.0 client
// credentials grant (RFC 6749 §4.4). It is what a browser's identity client is to the console, without a user:
// one token for every call, renewed shortly before it expires, and a fresh one when the API refuses it.
import type { AccessTokenOptions } from './client';

/**
 * spec §9's token margin, as the console's identity client applies it (restated: the SDK does not depend on the
 * hooks). It covers clock skew and a call still travelling when the token's last second passes.
 */
const DEFAULT_MARGIN_SECONDS = 60;

/**
 * 10 s: the identity client's token endpoint timeout (spec §9). A provider that has not answered by then is
 * unlikely to; the caller's API call fails with the reason instead of hanging.
 */
const DEFAULT_TIMEOUT_MS = 10_000;

/** Provider-supplied text kept in a message: enough for any real `error_description`, not a whole HTML page. */
const MAX_PROVIDER_TEXT = 300;

export interface ClientCredentialsOptions {
  /**
   * The token endpoint, e.g. `http://127.0.0.1:4001/oauth/token` (the local identity provider) or
   * `https://tenant.auth0.com/oauth/token`.
   */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * The API audience (Auth0's `audience`; sent as `audience` and, when it is an absolute URI, as the RFC 8707
   * `resource` too), e.g. `https://api.pod-console.local/admin-console/v1`.
   */
  audience: string;
  /** Space-separated scopes to ask for. Omitted: the provider's default for the client. */
  scope?: string;
  /**
   * How the client authenticates (RFC 6749 §2.3.1): `client_secret_basic` (the default: an HTTP Basic
   * `Authorization` header) or `client_secret_post` (`client_id` and `client_secret` in the body). Use the one
   * the client is registered with at the provider.
   */
  authMethod?: 'client_secret_basic' | 'client_secret_post';
  /** A `fetch` to use instead of the global one (tests, proxies, instrumentation). */
  fetch?: typeof globalThis.fetch;
  /** Clock in milliseconds, for tests. Default `Date.now`. */
  now?: () => number;
  /** Renew this many seconds before the token expires. Default 60 (spec §9). */
  marginSeconds?: number;
  /** Give up on a token request after this many milliseconds. Default 10 000. */
  timeoutMs?: number;
}

/** The getter to pass as `createConsoleClient`'s `getAccessToken`. */
export interface ClientCredentialsTokenGetter {
  /** The cached token while it has more than the margin left; else a new one. `forceRefresh` skips the cache. */
  (options?: AccessTokenOptions): Promise<string>;
  /** Forgets the cached token (after rotating the secret, say); a request under way is not cached when it lands. */
  clear(): void;
}

/**
 * Why no token came: the provider refused (`status` and, when it said so, its RFC 6749 §5.2 `error` and
 * `errorDescription`), it answered something that is not a token, or it gave no answer (`status` 0). The message
 * never holds the client secret; there is no token to leak when this is thrown.
 */
export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError';
  /** The token endpoint's HTTP status; 0 when it did not answer (network failure or timeout). */
  readonly status: number;
  /** The provider's `error` code, e.g. `invalid_client`, `unauthorized_client`, `access_denied`. */
  readonly error: string | undefined;
  readonly errorDescription: string | undefined;

  constructor(
    message: string,
    init: { status: number; error?: string; errorDescription?: string; cause?: unknown },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.error = init.error;
    this.errorDescription = init.errorDescription;
  }
}

/**
 * A `getAccessToken` for a confidential client using the client credentials grant (an Auth0 machine-to-machine
 * application, or an oidc-provider client such as the local identity provider's). It caches the token until
 * `marginSeconds` before it expires, sends one token request at a time (concurrent callers share it, forced
 * refreshes included), never caches a failure and never logs.
 */
export function clientCredentialsTokenGetter(
  options: ClientCredentialsOptions,
): ClientCredentialsTokenGetter {
  const { tokenUrl, clientId, clientSecret, audience, scope } = options;
  const authMethod = options.authMethod ?? 'client_secret_basic';
  const marginSeconds = options.marginSeconds ?? DEFAULT_MARGIN_SECONDS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  // Resolved per request, not now, so a global fetch replaced later (test doubles, instrumentation) is the one used.
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  // Checked here, once, so a misconfigured tool fails at start-up rather than on its first call. The messages
  // name the option, never its value: one of them is the secret.
  if (!URL.canParse(tokenUrl)) throw new TypeError('clientCredentialsTokenGetter: tokenUrl is not a URL');
  if (!clientId) throw new TypeError('clientCredentialsTokenGetter: clientId is empty');
  if (!clientSecret) throw new TypeError('clientCredentialsTokenGetter: clientSecret is empty');
  if (!audience) throw new TypeError('clientCredentialsTokenGetter: audience is empty');
  if (!(marginSeconds >= 0 && Number.isFinite(marginSeconds))) {
    throw new TypeError('clientCredentialsTokenGetter: marginSeconds must be a finite number ≥ 0');
  }
  if (!(timeoutMs > 0 && Number.isFinite(timeoutMs))) {
    throw new TypeError('clientCredentialsTokenGetter: timeoutMs must be a finite number > 0');
  }

  // The endpoint as named in messages: without a query or user info, which could hold credentials.
  const endpoint = (() => {
    const url = new URL(tokenUrl);
    return `${url.origin}${url.pathname}`;
  })();

  const body = new URLSearchParams({ grant_type: 'client_credentials', audience });
  // oidc-provider drops `audience` at the token endpoint for this grant and reads the RFC 8707 `resource`
  // (without it the local provider issues an opaque token the API cannot verify). Auth0 reads `audience`, and uses
  // it when both are sent. RFC 8707 allows only absolute URIs, so another kind of audience is not sent as one.
  if (URL.canParse(audience)) body.set('resource', audience);
  if (scope) body.set('scope', scope);
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
  };
  if (authMethod === 'client_secret_post') {
    body.set('client_id', clientId);
    body.set('client_secret', clientSecret);
  } else {
    headers.Authorization = basicAuthorization(clientId, clientSecret);
  }
  const encodedBody = body.toString();

  /** Provider text as it may appear in a message: shortened, and with the secret masked should it echo it. */
  const clean = (text: string) => text.slice(0, MAX_PROVIDER_TEXT).split(clientSecret).join('[redacted]');

  async function requestToken(): Promise<{ token: string; expiresInSeconds: number | undefined }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(tokenUrl, {
        method: 'POST',
        headers,
        body: encodedBody,
        signal: timeout,
        // A redirect would resend the credentials to wherever it points; a token endpoint has no reason to move.
        redirect: 'error',
      });
      text = await response.text();
    } catch (cause) {
      if (timeout.aborted) {
        throw new TokenRequestError(`token request to ${endpoint} timed out after ${timeoutMs} ms`, {
          status: 0,
          cause,
        });
      }
      throw new TokenRequestError(`token request to ${endpoint} got no answer (see cause)`, {
        status: 0,
        cause,
      });
    }

    const answer = parseJsonObject(text);
    if (!response.ok) {
      const error = typeof answer?.error === 'string' ? clean(answer.error) : undefined;
      const errorDescription =
        typeof answer?.error_description === 'string' ? clean(answer.error_description) : undefined;
      const said = [error, errorDescription].filter(Boolean).join(': ');
      throw new TokenRequestError(
        `token request to ${endpoint} was refused: ${response.status}${said ? ` ${said}` : ''}`,
        { status: response.status, error, errorDescription },
      );
    }

    const token = answer?.access_token;
    if (typeof token !== 'string' || token === '') {
      throw new TokenRequestError(
        `token endpoint ${endpoint} answered ${response.status} without an access_token`,
        { status: response.status },
      );
    }
    // The SDK sends the token as `Bearer`; a sender-constrained one (DPoP) would be refused by the API anyway.
    const tokenType = answer?.token_type;
    if (typeof tokenType === 'string' && tokenType.toLowerCase() !== 'bearer') {
      throw new TokenRequestError(
        `token endpoint ${endpoint} issued a ${clean(tokenType)} token, not a Bearer token`,
        { status: response.status },
      );
    }
    return { token, expiresInSeconds: parseExpiresIn(answer?.expires_in) };
  }

  let cached: { token: string; renewAtMs: number } | undefined;
  let pending: Promise<string> | undefined;
  // Bumped by clear(): a request started before it lands uncached.
  let generation = 0;

  function startRequest(): Promise<string> {
    const startedIn = generation;
    // The lifetime counts from when the request was sent, not answered: the token may have been issued at any
    // moment in between, so this errs towards renewing early.
    const sentAtMs = now();
    const request = requestToken()
      .then(({ token, expiresInSeconds }) => {
        // Without `expires_in` (RFC 6749 only recommends it) there is no safe time to keep the token: each call
        // asks again, still one request at a time.
        if (startedIn === generation && expiresInSeconds !== undefined) {
          cached = { token, renewAtMs: sentAtMs + (expiresInSeconds - marginSeconds) * 1000 };
        }
        return token;
      })
      .finally(() => {
        if (pending === request) pending = undefined;
      });
    pending = request;
    return request;
  }

  const getAccessToken = async (callOptions?: AccessTokenOptions): Promise<string> => {
    if (callOptions?.forceRefresh) {
      // The API refused the cached token: it must not be served again. A request already under way was sent
      // after that token was issued, so its answer is the fresh token asked for.
      cached = undefined;
    } else if (cached && now() < cached.renewAtMs) {
      return cached.token;
    }
    return pending ?? startRequest();
  };

  return Object.assign(getAccessToken, {
    clear() {
      cached = undefined;
      pending = undefined;
      generation += 1;
    },
  });
}

/**
 * `client_secret_basic` (RFC 6749 §2.3.1): the id and secret are each form-urlencoded, then joined by a colon and
 * base64-encoded. Encoding first keeps a colon in the id from splitting it and turns any non-ASCII character into
 * ASCII escapes that base64 can carry; providers decode both steps (oidc-provider does).
 */
function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${btoa(`${formUrlEncode(clientId)}:${formUrlEncode(clientSecret)}`)}`;
}

/** One value as `application/x-www-form-urlencoded` encodes it: spaces as `+`, the rest UTF-8 percent-escaped. */
function formUrlEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice('v='.length);
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `expires_in` in seconds: a number by RFC 6749 §5.1, though some providers send it as a numeric string. */
function parseExpiresIn(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
