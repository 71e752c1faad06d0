import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type {
  AccountDeletion,
  ActivityPage,
  ActivityQuery,
  AdminOrganizationDetail,
  AdminOrganizationPage,
  AdminOrganizationsQuery,
  AgreementPayload,
  AssignableRole,
  CreateCheckoutSessionInput,
  CreateCustomerPortalSessionInput,
  CreatedEnrolmentToken,
  CreatedServiceAccount,
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEventType,
  EnrolmentToken,
  InvitationResponseItem,
  InvitationResult,
  LicenseClaim,
  LicenseSeen,
  LicenseSigningKeySet,
  LicenseType,
  NamePayload,
  Organization,
  OrganizationFirstLicenses,
  OrganizationSummary,
  OrganizationUsage,
  Plan,
  PricingEntry,
  ServiceAccount,
  Subscription,
  TermsOfServiceStatus,
  User,
} from './entities';
import { ApiError, isProblem, parseRetryAfter } from './errors';
import type { paths } from './generated/v1';
import {
  toAccountDeletion,
  toActivityPage,
  toAdminOrganizationDetail,
  toAdminOrganizationPage,
  toCreatedEnrolmentToken,
  toCreatedServiceAccount,
  toCreatedWebhookEndpoint,
  toWebhookDelivery,
  toWebhookDeliveryPage,
  toWebhookEndpoint,
  toEnrolmentToken,
  toLicenseClaim,
  toLicenseSeen,
  toOrganization,
  toOrganizationFirstLicenses,
  toOrganizationUsage,
  toPlan,
  toPricingEntry,
  toServiceAccount,
  toSubscription,
  toTermsOfServiceStatus,
  toUser,
} from './mappers';

/** 15 s: long enough for a slow mobile network, short enough that a hung call surfaces as an error. */
const DEFAULT_TIMEOUT_MS = 15_000;

/** What the SDK asks of the token getter. */
export interface AccessTokenOptions {
  /**
   * The API refused the last token (401): give a new one, not the cached one (Auth0: `cacheMode: 'off'`). Asked
   * once per refused call, and at most once at a time for calls refused together.
   */
  forceRefresh?: boolean;
}

export type AccessTokenGetter = (
  options?: AccessTokenOptions,
) => string | null | undefined | Promise<string | null | undefined>;

export interface ConsoleClientOptions {
  /** The API base including its path, e.g. `http://127.0.0.1:4010/admin-console/v1`. */
  baseUrl: string;
  /**
   * Called before every authenticated call. In a browser, the identity client's `getTokenSilently`. When the
   * API answers 401, it is called again with `{ forceRefresh: true }` and the call is sent once more with the
   * new token; a second 401 is the caller's.
   */
  getAccessToken: AccessTokenGetter;
  /** A `fetch` to use instead of the global one (tests, proxies, instrumentation). */
  fetch?: typeof globalThis.fetch;
  /** Abort a call that has not answered after this many milliseconds. Default 15 000. */
  timeoutMs?: number;
  /**
   * Called when `getAccessToken` throws or gives nothing. The call still goes, without `Authorization`
   * (spec §7), and the API answers 401. Default: a console warning.
   */
  onTokenError?: (error: unknown) => void;
}

/** Per-call options. `signal` lets the caller cancel (React Query passes one to every query). */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * A write's `Idempotency-Key`. Every write carries one: by default a new key per call, which the SDK's own
   * resend (after a 401) keeps. Give the same key to send the same write again after it got no answer (a network
   * failure, a timeout): the API answers the first attempt's result instead of doing it twice.
   */
  idempotencyKey?: string;
}

// spec §7: the plan and pricing calls are public; they never ask for a token.
const PUBLIC_PATHS = new Set<string>([
  '/external/subscription/plans',
  '/external/subscription/pricing',
  // The Pod Creator app's calls: the claim link's ids and the licence key are what it holds, never a token.
  '/app/licenses/claim',
  '/app/licenses/enrol',
  '/app/licenses/seen',
  '/app/licenses/jwks',
]);

/**
 * A query without its empty fields: `?q=` and `?plan=undefined` would each be a filter the caller did not mean.
 * Text is trimmed first, so a filter box holding only spaces sends nothing.
 */
function withoutEmpty<T extends object>(query: T): Partial<T> {
  const entries = Object.entries(query)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries) as Partial<T>;
}

const defaultOnTokenError = (error: unknown) => {
  // The error never carries the token itself: getters fail before they have one.
  console.warn('[@pod-console/sdk] could not read the access token; the call goes without it.', error);
};

/** What `onTokenError` is told when the getter gave no token; recognise it by its `name`. */
class MissingAccessTokenError extends Error {
  override readonly name = 'MissingAccessTokenError';
  constructor() {
    super('getAccessToken gave no token');
  }
}

const isAuthenticated = (schemaPath: string) => !PUBLIC_PATHS.has(schemaPath);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A random UUID; from random bytes where `randomUUID` is missing (a page served over plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Gives every authenticated write an `Idempotency-Key` (docs/decisions/0034-idempotent-writes.md) unless its caller
 * gave one. Before the auth middleware, whose resend after a 401 copies the headers, key included.
 */
const idempotencyKeys: Middleware = {
  onRequest({ request, schemaPath }) {
    if (READ_METHODS.has(request.method) || !isAuthenticated(schemaPath)) return undefined;
    if (!request.headers.has('Idempotency-Key')) request.headers.set('Idempotency-Key', newIdempotencyKey());
    return undefined;
  },
};

/**
 * Reads a token and reports a failure to read one. Undefined when there is none: the call goes without it
 * (spec §7).
 */
async function readToken(
  getAccessToken: AccessTokenGetter,
  onTokenError: (error: unknown) => void,
  options?: AccessTokenOptions,
): Promise<string | undefined> {
  try {
    const token = await (options ? getAccessToken(options) : getAccessToken());
    if (token) return token;
    onTokenError(new MissingAccessTokenError());
  } catch (error) {
    onTokenError(error);
  }
  return undefined;
}

/**
 * Adds the bearer token to every authenticated call and, when the API answers 401 (the token expired or was
 * revoked mid-session), asks the getter for a fresh token and sends the same request once more with it. Only
 * once: the second answer, 401 or not, is the caller's, so a token the API never accepts cannot loop.
 */
function authMiddleware(
  getAccessToken: AccessTokenGetter,
  onTokenError: (error: unknown) => void,
  fetchImpl: typeof globalThis.fetch,
): Middleware {
  // How to build each authenticated request again: fetch consumes a request's body, and the retry must send the
  // same bytes. The body is read once into a buffer, not cloned: a clone tees it into a stream, which the browser
  // then uploads as a stream that its developer tools (and test tools that read the request) cannot see.
  const rebuild = new WeakMap<Request, () => Request>();
  // Calls refused together (a poll and a write, say) share one renewal: one trip to the identity provider.
  let renewal: Promise<string | undefined> | null = null;
  const renew = () => {
    renewal ??= readToken(getAccessToken, onTokenError, { forceRefresh: true }).finally(() => {
      renewal = null;
    });
    return renewal;
  };

  return {
    async onRequest({ request, schemaPath }) {
      if (!isAuthenticated(schemaPath)) return undefined;
      const token = await readToken(getAccessToken, onTokenError);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const body = request.body === null ? null : await request.arrayBuffer();
      const build = () =>
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body,
          signal: request.signal,
          credentials: request.credentials,
          mode: request.mode,
          cache: request.cache,
          redirect: request.redirect,
          referrerPolicy: request.referrerPolicy,
        });
      const sent = build();
      rebuild.set(sent, build);
      return sent;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.status !== 401 || !isAuthenticated(schemaPath)) return undefined;
      const build = rebuild.get(request);
      rebuild.delete(request);
      if (build == null) return undefined;
      const token = await renew();
      // No new token: resending would only be refused again; the first 401 stands.
      if (!token) return undefined;
      const copy = build();
      copy.headers.set('Authorization', `Bearer ${token}`);
      // The first answer is dropped unread; cancelling frees its connection at once (Node keeps it otherwise).
      void Promise.resolve()
        .then(() => response.body?.cancel())
        .catch(() => undefined);
      return fetchImpl(copy);
    },
  };
}

/** Combines the caller's signal with a timeout, and remembers which of the two fired. */
function deadline(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  return { signal, timedOut: () => timeout.aborted && !callerSignal?.aborted };
}

type Outcome<T> = { data?: T; error?: unknown; response: Response };

export function createConsoleClient(options: ConsoleClientOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const raw: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: fetchImpl,
    headers: { Accept: 'application/json' },
  });
  raw.use(idempotencyKeys);
  raw.use(authMiddleware(options.getAccessToken, options.onTokenError ?? defaultOnTokenError, fetchImpl));

  /**
   * The last answer of each conditional GET with its `ETag`. The next call sends `If-None-Match`, and a 304
   * answers the remembered value itself: the same object, so a query cache sees nothing new and nothing
   * re-renders (spec §9's 10 s poll of an unchanged organization transfers no body).
   */
  const lastAnswers = new Map<string, { etag: string; value: unknown }>();
  // A write (even one that failed: it may have changed something) forgets them all, when sent and when answered:
  // the next read after it asks unconditionally, so the writer sees its own change at once, whichever API process
  // answers (one that has not yet heard of the change would otherwise confirm the old tag). Reads after writes
  // are few, and a changed answer is whole anyway.
  const forgetAfterWrites: Middleware = {
    onRequest({ request }) {
      if (!READ_METHODS.has(request.method)) lastAnswers.clear();
      return undefined;
    },
    onResponse({ request }) {
      if (!READ_METHODS.has(request.method)) lastAnswers.clear();
      return undefined;
    },
  };
  raw.use(forgetAfterWrites);

  /**
   * Runs one operation and turns every failure into an ApiError: a non-2xx answer (with its problem body
   * when there is one), no answer at all, a timeout, or the caller's abort.
   */
  async function call<T, N = never>(
    operation: string,
    callOptions: CallOptions | undefined,
    send: (signal: AbortSignal) => Promise<Outcome<T>>,
    notModified?: () => N,
  ): Promise<T | N> {
    const { signal, timedOut } = deadline(timeoutMs, callOptions?.signal);
    if (callOptions?.idempotencyKey !== undefined) callKeys.set(signal, callOptions.idempotencyKey);
    let outcome: Outcome<T>;
    try {
      outcome = await send(signal);
    } catch (cause) {
      throw transportError(operation, cause, timedOut(), callOptions?.signal?.aborted ?? false);
    }
    const { response } = outcome;
    // 304 is no error: the answer the caller already holds still stands (conditional GETs only).
    if (response.status === 304 && notModified) return notModified();
    if (!response.ok) {
      const { error } = outcome;
      throw new ApiError({
        kind: 'http',
        operation,
        status: response.status,
        problem: isProblem(error) ? error : undefined,
        body: typeof error === 'string' && error !== '' ? error : undefined,
        retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
      });
    }
    return outcome.data as T;
  }

  /** The caller's `idempotencyKey` of each call, by the call's signal (one per call), for `withSignal`. */
  const callKeys = new WeakMap<AbortSignal, string>();
  const withSignal = (signal: AbortSignal) => {
    const key = callKeys.get(signal);
    return key === undefined ? { signal } : { signal, headers: { 'Idempotency-Key': key } };
  };

  const NOT_MODIFIED = Symbol('not modified');

  async function conditional<W, T>(
    operation: string,
    key: string,
    callOptions: CallOptions | undefined,
    send: (signal: AbortSignal, ifNoneMatch: string | undefined) => Promise<Outcome<W>>,
    map: (wire: W) => T,
  ): Promise<T> {
    const last = lastAnswers.get(key) as { etag: string; value: T } | undefined;
    let etag: string | null = null;
    const answer = await call(
      operation,
      callOptions,
      async (signal) => {
        const outcome = await send(signal, last?.etag);
        etag = outcome.response.headers.get('ETag');
        return outcome;
      },
      last ? () => NOT_MODIFIED : undefined,
    );
    if (answer === NOT_MODIFIED) return last!.value;
    const value = map(answer as W);
    if (etag) lastAnswers.set(key, { etag, value });
    else lastAnswers.delete(key);
    return value;
  }

  const ifNoneMatch = (etag: string | undefined) => (etag ? { 'If-None-Match': etag } : {});
  /** Where the whole organization answer is remembered (`organizations.get`). */
  const organizationKey = (organizationId: string) => `organization:${organizationId}`;

  return {
    /** The underlying openapi-fetch client, for calls this SDK does not wrap. Auth middleware included. */
    raw,

    users: {
      /** GET /users/current-user */
      getCurrent: async (opts?: CallOptions): Promise<User> =>
        toUser(await call('getCurrentUser', opts, (s) => raw.GET('/users/current-user', withSignal(s)))),

      /** PATCH /users/current-user with the name payload of spec §3. */
      update: async (body: NamePayload, opts?: CallOptions): Promise<User> =>
        toUser(
          await call('updateCurrentUser', opts, (s) =>
            raw.PATCH('/users/current-user', { body, ...withSignal(s) }),
          ),
        ),

      /** PATCH /users/selected-organization */
      selectOrganization: async (selectedOrgId: string, opts?: CallOptions): Promise<User> =>
        toUser(
          await call('setSelectedOrganization', opts, (s) =>
            raw.PATCH('/users/selected-organization', { body: { selectedOrgId }, ...withSignal(s) }),
          ),
        ),

      /** GET /users/current-user/deletion: what deleting the account would do, or what is in the way. */
      getDeletion: async (opts?: CallOptions): Promise<AccountDeletion> =>
        toAccountDeletion(
          await call('getAccountDeletion', opts, (s) =>
            raw.GET('/users/current-user/deletion', withSignal(s)),
          ),
        ),

      /**
       * POST /users/current-user/delete: deletes the signed-in person's account for good, confirmed with its
       * e-mail address. 409 while `getDeletion().blocks` is not empty.
       */
      delete: async (input: { email: string }, opts?: CallOptions): Promise<void> => {
        await call('deleteCurrentUser', opts, (s) =>
          raw.POST('/users/current-user/delete', { body: { email: input.email }, ...withSignal(s) }),
        );
      },
    },

    terms: {
      /** GET /users/terms-of-service */
      getStatus: async (opts?: CallOptions): Promise<TermsOfServiceStatus> =>
        toTermsOfServiceStatus(
          await call('getTermsOfServiceStatus', opts, (s) =>
            raw.GET('/users/terms-of-service', withSignal(s)),
          ),
        ),

      /** POST /users/terms-of-service/sign with the agreement payload `{ version, tosHash }`. */
      sign: async (agreement: AgreementPayload, opts?: CallOptions): Promise<TermsOfServiceStatus> =>
        toTermsOfServiceStatus(
          await call('signTermsOfService', opts, (s) =>
            raw.POST('/users/terms-of-service/sign', { body: agreement, ...withSignal(s) }),
          ),
        ),

      /**
       * GET the document's `s3Link`: the terms text. It lives outside the API (object storage), so the call
       * carries no token.
       */
      getText: async (s3Link: string, opts?: CallOptions): Promise<string> =>
        call('getTermsText', opts, async (signal) => {
          const response = await fetchImpl(s3Link, {
            signal,
            headers: { Accept: 'text/markdown, text/plain' },
          });
          const text = await response.text();
          return response.ok ? { data: text, response } : { error: text, response };
        }),
    },

    invitations: {
      /** POST /users/organization-invitations/respond */
      respond: (invitationResponses: InvitationResponseItem[], opts?: CallOptions) =>
        call('respondToOrganizationInvitations', opts, (s) =>
          raw.POST('/users/organization-invitations/respond', {
            body: { invitationResponses },
            ...withSignal(s),
          }),
        ),

      /** POST /organizations/{organizationId}/invitation: one address; the role defaults to ADMIN. */
      create: (input: { organizationId: string; email: string; role?: AssignableRole }, opts?: CallOptions) =>
        call('createInvitation', opts, (s) =>
          raw.POST('/organizations/{organizationId}/invitation', {
            params: { path: { organizationId: input.organizationId } },
            body: input.role ? { email: input.email, role: input.role } : { email: input.email },
            ...withSignal(s),
          }),
        ),

      /**
       * POST /organizations/{organizationId}/invitations: several addresses with one role. One result per
       * distinct address: invited, or skipped as already a member or already invited.
       */
      createMany: async (
        input: { organizationId: string; emails: string[]; role: AssignableRole },
        opts?: CallOptions,
      ): Promise<InvitationResult[]> =>
        (
          await call('createInvitations', opts, (s) =>
            raw.POST('/organizations/{organizationId}/invitations', {
              params: { path: { organizationId: input.organizationId } },
              body: { emails: input.emails, role: input.role },
              ...withSignal(s),
            }),
          )
        ).results.map(({ email, outcome, invitation_id }) => ({
          email,
          outcome,
          invitationId: invitation_id,
        })),

      /** POST /organizations/{organizationId}/invitation/{invitationId}/resend: renews the expiry and sends again. */
      resend: async (
        input: { organizationId: string; invitationId: string },
        opts?: CallOptions,
      ): Promise<{ expiresAt: string; lastSentAt: string }> => {
        const sent = await call('resendInvitation', opts, (s) =>
          raw.POST('/organizations/{organizationId}/invitation/{invitationId}/resend', {
            params: { path: input },
            ...withSignal(s),
          }),
        );
        return { expiresAt: sent.expires_at, lastSentAt: sent.last_sent_at };
      },

      /** PATCH /organizations/{organizationId}/invitation/{invitationId}/cancel */
      cancel: (input: { organizationId: string; invitationId: string }, opts?: CallOptions): Promise<void> =>
        call('cancelInvitation', opts, (s) =>
          raw.PATCH('/organizations/{organizationId}/invitation/{invitationId}/cancel', {
            params: { path: input },
            ...withSignal(s),
          }),
        ),
    },

    organizations: {
      /** GET /organizations: the caller's organizations. */
      list: async (opts?: CallOptions): Promise<OrganizationSummary[]> =>
        (await call('listOrganizations', opts, (s) => raw.GET('/organizations', withSignal(s)))).map(
          ({ id, name }) => ({ id, name }),
        ),

      /** GET /organizations/{organizationId}: licences (revoked ones dropped), members, invitations. */
      get: (organizationId: string, opts?: CallOptions): Promise<Organization> =>
        conditional(
          'getOrganization',
          organizationKey(organizationId),
          opts,
          (s, etag) =>
            raw.GET('/organizations/{organizationId}', {
              params: { path: { organizationId }, header: ifNoneMatch(etag) },
              ...withSignal(s),
            }),
          toOrganization,
        ),

      /**
       * GET /organizations/{organizationId}?licenses_limit=N: the organization with only its first N licences when it
       * has more (`more` says how many), else the whole answer (docs/decisions/0053-first-page-of-licences.md). Asked
       * once, unconditionally. A whole answer is remembered with its `ETag` as `get`'s last answer, so the next `get`
       * asks with `If-None-Match` and an unchanged organization answers 304 with this very object; a first page is
       * never remembered, so it can never stand for the whole answer.
       */
      getFirstLicenses: async (
        organizationId: string,
        licensesLimit: number,
        opts?: CallOptions,
      ): Promise<OrganizationFirstLicenses> => {
        let etag: string | null = null;
        const wire = await call('getOrganization', opts, async (s) => {
          const outcome = await raw.GET('/organizations/{organizationId}', {
            params: { path: { organizationId }, query: { licenses_limit: licensesLimit } },
            ...withSignal(s),
          });
          etag = outcome.response.headers.get('ETag');
          return outcome;
        });
        const answer = toOrganizationFirstLicenses(wire);
        if (answer.more == null && etag) {
          lastAnswers.set(organizationKey(organizationId), { etag, value: answer.organization });
        }
        return answer;
      },

      /** POST /organizations */
      create: (input: { organizationName: string }, opts?: CallOptions) =>
        call('createOrganization', opts, (s) =>
          raw.POST('/organizations', { body: input, ...withSignal(s) }),
        ),

      /** PATCH /organizations/{organizationId} */
      update: (input: { organizationId: string; organizationName: string }, opts?: CallOptions) =>
        call('updateOrganization', opts, (s) =>
          raw.PATCH('/organizations/{organizationId}', {
            params: { path: { organizationId: input.organizationId } },
            body: { organizationName: input.organizationName },
            ...withSignal(s),
          }),
        ),

      /**
       * PUT /organizations/{organizationId}/idle-seat-release: "release seats not seen for N days" (7–365), or null
       * for off; answers the setting as stored.
       */
      updateIdleSeatRelease: async (
        input: { organizationId: string; idleSeatReleaseDays: number | null },
        opts?: CallOptions,
      ): Promise<number | null> =>
        (
          await call('updateIdleSeatRelease', opts, (s) =>
            raw.PUT('/organizations/{organizationId}/idle-seat-release', {
              params: { path: { organizationId: input.organizationId } },
              body: { idleSeatReleaseDays: input.idleSeatReleaseDays },
              ...withSignal(s),
            }),
          )
        ).idle_seat_release_days,

      /** DELETE /organizations/{organizationId}/user/{userId} */
      removeMember: (input: { organizationId: string; userId: string }, opts?: CallOptions): Promise<void> =>
        call('removeOrganizationUser', opts, (s) =>
          raw.DELETE('/organizations/{organizationId}/user/{userId}', {
            params: { path: input },
            ...withSignal(s),
          }),
        ),

      /** PATCH /organizations/{organizationId}/user/{userId}/role */
      updateMemberRole: (
        input: { organizationId: string; userId: string; role: AssignableRole },
        opts?: CallOptions,
      ): Promise<void> =>
        call('updateMemberRole', opts, (s) =>
          raw.PATCH('/organizations/{organizationId}/user/{userId}/role', {
            params: { path: { organizationId: input.organizationId, userId: input.userId } },
            body: { role: input.role },
            ...withSignal(s),
          }),
        ),

      /** POST /organizations/{organizationId}/transfer-ownership: the member becomes the Owner, the caller an Admin. */
      transferOwnership: (
        input: { organizationId: string; userId: string },
        opts?: CallOptions,
      ): Promise<void> =>
        call('transferOwnership', opts, (s) =>
          raw.POST('/organizations/{organizationId}/transfer-ownership', {
            params: { path: { organizationId: input.organizationId } },
            body: { userId: input.userId },
            ...withSignal(s),
          }),
        ),

      /** POST /organizations/{organizationId}/leave */
      leave: (organizationId: string, opts?: CallOptions): Promise<void> =>
        call('leaveOrganization', opts, (s) =>
          raw.POST('/organizations/{organizationId}/leave', {
            params: { path: { organizationId } },
            ...withSignal(s),
          }),
        ),
    },

    serviceAccounts: {
      /** GET /organizations/{organizationId}/service-accounts: newest first, revoked ones included. */
      list: async (organizationId: string, opts?: CallOptions): Promise<ServiceAccount[]> =>
        (
          await call('listServiceAccounts', opts, (s) =>
            raw.GET('/organizations/{organizationId}/service-accounts', {
              params: { path: { organizationId } },
              ...withSignal(s),
            }),
          )
        ).service_accounts.map(toServiceAccount),

      /** POST /organizations/{organizationId}/service-accounts: the answer holds the client secret, this once. */
      create: async (
        input: { organizationId: string; name: string; role: AssignableRole },
        opts?: CallOptions,
      ): Promise<CreatedServiceAccount> =>
        toCreatedServiceAccount(
          await call('createServiceAccount', opts, (s) =>
            raw.POST('/organizations/{organizationId}/service-accounts', {
              params: { path: { organizationId: input.organizationId } },
              body: { name: input.name, role: input.role },
              ...withSignal(s),
            }),
          ),
        ),

      /** POST /organizations/{organizationId}/service-accounts/{serviceAccountId}/revoke */
      revoke: async (
        input: { organizationId: string; serviceAccountId: string },
        opts?: CallOptions,
      ): Promise<ServiceAccount> =>
        toServiceAccount(
          await call('revokeServiceAccount', opts, (s) =>
            raw.POST('/organizations/{organizationId}/service-accounts/{serviceAccountId}/revoke', {
              params: {
                path: { organizationId: input.organizationId, serviceAccountId: input.serviceAccountId },
              },
              ...withSignal(s),
            }),
          ),
        ),
    },

    webhookEndpoints: {
      /** GET /organizations/{organizationId}/webhook-endpoints: oldest first, with the last day's deliveries. */
      list: async (organizationId: string, opts?: CallOptions): Promise<WebhookEndpoint[]> =>
        (
          await call('listWebhookEndpoints', opts, (s) =>
            raw.GET('/organizations/{organizationId}/webhook-endpoints', {
              params: { path: { organizationId } },
              ...withSignal(s),
            }),
          )
        ).webhook_endpoints.map(toWebhookEndpoint),

      /** POST /organizations/{organizationId}/webhook-endpoints: the answer holds the signing secret, this once. */
      create: async (
        input: {
          organizationId: string;
          url: string;
          eventTypes: WebhookEventType[];
          description?: string;
          enabled?: boolean;
        },
        opts?: CallOptions,
      ): Promise<CreatedWebhookEndpoint> => {
        const { organizationId, ...body } = input;
        return toCreatedWebhookEndpoint(
          await call('createWebhookEndpoint', opts, (s) =>
            raw.POST('/organizations/{organizationId}/webhook-endpoints', {
              params: { path: { organizationId } },
              body,
              ...withSignal(s),
            }),
          ),
        );
      },

      /** PATCH /organizations/{organizationId}/webhook-endpoints/{webhookEndpointId} */
      update: async (
        input: {
          organizationId: string;
          webhookEndpointId: string;
          url?: string;
          eventTypes?: WebhookEventType[];
          description?: string;
          enabled?: boolean;
        },
        opts?: CallOptions,
      ): Promise<WebhookEndpoint> => {
        const { organizationId, webhookEndpointId, ...body } = input;
        return toWebhookEndpoint(
          await call('updateWebhookEndpoint', opts, (s) =>
            raw.PATCH('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}', {
              params: { path: { organizationId, webhookEndpointId } },
              body,
              ...withSignal(s),
            }),
          ),
        );
      },

      /** DELETE /organizations/{organizationId}/webhook-endpoints/{webhookEndpointId} */
      delete: (
        input: { organizationId: string; webhookEndpointId: string },
        opts?: CallOptions,
      ): Promise<void> =>
        call('deleteWebhookEndpoint', opts, (s) =>
          raw.DELETE('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}', {
            params: { path: input },
            ...withSignal(s),
          }),
        ),

      /** POST …/secret-rotations: a new secret (this once); the old one signs too for 24 hours. */
      rotateSecret: async (
        input: { organizationId: string; webhookEndpointId: string },
        opts?: CallOptions,
      ): Promise<CreatedWebhookEndpoint> =>
        toCreatedWebhookEndpoint(
          await call('rotateWebhookSecret', opts, (s) =>
            raw.POST(
              '/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/secret-rotations',
              {
                params: { path: input },
                ...withSignal(s),
              },
            ),
          ),
        ),

      /** POST …/test-events: a `webhook.test` event to this endpoint; answers its delivery, pending. */
      sendTestEvent: async (
        input: { organizationId: string; webhookEndpointId: string },
        opts?: CallOptions,
      ): Promise<WebhookDelivery> =>
        toWebhookDelivery(
          await call('sendWebhookTestEvent', opts, (s) =>
            raw.POST('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/test-events', {
              params: { path: input },
              ...withSignal(s),
            }),
          ),
        ),

      /** GET …/deliveries: the delivery log, newest first, 50 at a time. */
      deliveries: async (
        input: { organizationId: string; webhookEndpointId: string; cursor?: string },
        opts?: CallOptions,
      ): Promise<WebhookDeliveryPage> => {
        const { cursor, ...path } = input;
        return toWebhookDeliveryPage(
          await call('listWebhookDeliveries', opts, (s) =>
            raw.GET('/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/deliveries', {
              params: { path, ...(cursor !== undefined && { query: { cursor } }) },
              ...withSignal(s),
            }),
          ),
        );
      },

      /** POST …/deliveries/{webhookDeliveryId}/redeliveries: the event again, with the same `webhook-id`. */
      redeliver: async (
        input: { organizationId: string; webhookEndpointId: string; webhookDeliveryId: string },
        opts?: CallOptions,
      ): Promise<WebhookDelivery> =>
        toWebhookDelivery(
          await call('redeliverWebhook', opts, (s) =>
            raw.POST(
              '/organizations/{organizationId}/webhook-endpoints/{webhookEndpointId}/deliveries/{webhookDeliveryId}/redeliveries',
              { params: { path: input }, ...withSignal(s) },
            ),
          ),
        ),
    },

    /** Zero-touch enrolment of managed devices: the organization's enrolment tokens (Owner and Admin). */
    enrolmentTokens: {
      /** GET /organizations/{organizationId}/enrolment-tokens: newest first, revoked ones included. */
      list: async (organizationId: string, opts?: CallOptions): Promise<EnrolmentToken[]> =>
        (
          await call('listEnrolmentTokens', opts, (s) =>
            raw.GET('/organizations/{organizationId}/enrolment-tokens', {
              params: { path: { organizationId } },
              ...withSignal(s),
            }),
          )
        ).enrolment_tokens.map(toEnrolmentToken),

      /** POST /organizations/{organizationId}/enrolment-tokens: the answer holds the token, this once. */
      create: async (
        input: {
          organizationId: string;
          name: string;
          maxUses?: number | null;
          lifetimeDays?: number | null;
        },
        opts?: CallOptions,
      ): Promise<CreatedEnrolmentToken> =>
        toCreatedEnrolmentToken(
          await call('createEnrolmentToken', opts, (s) =>
            raw.POST('/organizations/{organizationId}/enrolment-tokens', {
              params: { path: { organizationId: input.organizationId } },
              body: { name: input.name, maxUses: input.maxUses, lifetimeDays: input.lifetimeDays },
              ...withSignal(s),
            }),
          ),
        ),

      /** POST /organizations/{organizationId}/enrolment-tokens/{enrolmentTokenId}/revoke */
      revoke: async (
        input: { organizationId: string; enrolmentTokenId: string },
        opts?: CallOptions,
      ): Promise<EnrolmentToken> =>
        toEnrolmentToken(
          await call('revokeEnrolmentToken', opts, (s) =>
            raw.POST('/organizations/{organizationId}/enrolment-tokens/{enrolmentTokenId}/revoke', {
              params: {
                path: { organizationId: input.organizationId, enrolmentTokenId: input.enrolmentTokenId },
              },
              ...withSignal(s),
            }),
          ),
        ),
    },

    usage: {
      /** GET /organizations/{organizationId}/usage: monthly active devices against the plan, the last 90 days. */
      get: async (organizationId: string, opts?: CallOptions): Promise<OrganizationUsage> =>
        toOrganizationUsage(
          await call('getOrganizationUsage', opts, (s) =>
            raw.GET('/organizations/{organizationId}/usage', {
              params: { path: { organizationId } },
              ...withSignal(s),
            }),
          ),
        ),
    },

    organizationData: {
      /**
       * GET /organizations/{organizationId}/export: everything the organization holds, as a ZIP of JSON and CSV
       * files (Owner only).
       */
      exportZip: async (organizationId: string, opts?: CallOptions): Promise<Blob> =>
        call('exportOrganization', opts, (s) =>
          raw.GET('/organizations/{organizationId}/export', {
            params: { path: { organizationId } },
            headers: { Accept: 'application/zip' },
            parseAs: 'blob',
            ...withSignal(s),
          }),
        ),
    },

    activity: {
      /** GET /organizations/{organizationId}/activity: one page, newest first. Pass `nextCursor` back as `cursor`. */
      list: async (
        organizationId: string,
        query: ActivityQuery = {},
        opts?: CallOptions,
      ): Promise<ActivityPage> =>
        toActivityPage(
          await call('listActivity', opts, (s) =>
            raw.GET('/organizations/{organizationId}/activity', {
              params: { path: { organizationId }, query: withoutEmpty(query) },
              ...withSignal(s),
            }),
          ),
        ),

      /** GET /organizations/{organizationId}/activity/export: every matching entry as CSV text. */
      exportCsv: async (
        organizationId: string,
        query: Omit<ActivityQuery, 'cursor' | 'limit'> = {},
        opts?: CallOptions,
      ): Promise<string> =>
        call('exportActivity', opts, (s) =>
          raw.GET('/organizations/{organizationId}/activity/export', {
            params: { path: { organizationId }, query: withoutEmpty(query) },
            headers: { Accept: 'text/csv' },
            parseAs: 'text',
            ...withSignal(s),
          }),
        ),
    },

    licenses: {
      /** POST /licenses/assign-member-to-license: creates and assigns a Pod Creator licence. */
      assign: (
        input: { organizationId: string; identifier: string; licenseType?: LicenseType },
        opts?: CallOptions,
      ) =>
        call('assignLicense', opts, (s) =>
          raw.POST('/licenses/assign-member-to-license', {
            body: {
              organizationId: input.organizationId,
              identifier: input.identifier,
              licenseType: input.licenseType ?? 'POD_ADMIN',
            },
            ...withSignal(s),
          }),
        ),

      /** POST /licenses/remove-member-from-license: revokes a licence. */
      revoke: (input: { organizationId: string; licenseId: string }, opts?: CallOptions) =>
        call('revokeLicense', opts, (s) =>
          raw.POST('/licenses/remove-member-from-license', { body: input, ...withSignal(s) }),
        ),

      /** POST /licenses/update-license-identifier */
      updateIdentifier: (
        input: { organizationId: string; licenseId: string; identifier: string },
        opts?: CallOptions,
      ): Promise<void> =>
        call('updateLicenseIdentifier', opts, (s) =>
          raw.POST('/licenses/update-license-identifier', { body: input, ...withSignal(s) }),
        ),

      /**
       * POST /licenses/assign-many: creates and assigns a licence per identifier, all or none; answers the new
       * ids in the order given.
       */
      assignMany: async (
        input: { organizationId: string; identifiers: string[]; licenseType?: LicenseType },
        opts?: CallOptions,
      ): Promise<string[]> =>
        (
          await call('assignLicenses', opts, (s) =>
            raw.POST('/licenses/assign-many', {
              body: {
                organizationId: input.organizationId,
                identifiers: input.identifiers,
                licenseType: input.licenseType ?? 'POD_ADMIN',
              },
              ...withSignal(s),
            }),
          )
        ).licenseIds,

      /** POST /licenses/revoke-many: answers the ids this call revoked (already revoked ones are skipped). */
      revokeMany: async (
        input: { organizationId: string; licenseIds: string[] },
        opts?: CallOptions,
      ): Promise<string[]> =>
        (
          await call('revokeLicenses', opts, (s) =>
            raw.POST('/licenses/revoke-many', { body: input, ...withSignal(s) }),
          )
        ).revokedLicenseIds,

      /** POST /licenses/release-many: answers the ids whose device this call released (unclaimed ones are skipped). */
      releaseDevices: async (
        input: { organizationId: string; licenseIds: string[] },
        opts?: CallOptions,
      ): Promise<string[]> =>
        (
          await call('releaseLicenseDevices', opts, (s) =>
            raw.POST('/licenses/release-many', { body: input, ...withSignal(s) }),
          )
        ).releasedLicenseIds,

      /** POST /licenses/regenerate-link: the licence's new id; the old claim link stops working. */
      regenerateLink: async (
        input: { organizationId: string; licenseId: string },
        opts?: CallOptions,
      ): Promise<string> =>
        (
          await call('regenerateLicenseLink', opts, (s) =>
            raw.POST('/licenses/regenerate-link', { body: input, ...withSignal(s) }),
          )
        ).licenseId,

      /** POST /licenses/release-device: unclaims the licence, keeping its identifier and link. */
      releaseDevice: (
        input: { organizationId: string; licenseId: string },
        opts?: CallOptions,
      ): Promise<void> =>
        call('releaseLicenseDevice', opts, (s) =>
          raw.POST('/licenses/release-device', { body: input, ...withSignal(s) }),
        ),
    },

    /** The calls the Pod Creator app makes (no bearer token): never the console's. */
    app: {
      /**
       * POST /app/licenses/claim: claims a licence from its link's ids; the key comes this once. Give the same
       * `idempotencyKey` to send a claim again whose answer was lost: the licence comes back with a new key.
       */
      claimLicense: async (
        input: { licenseId: string; organizationId: string; deviceName: string },
        opts?: CallOptions,
      ): Promise<LicenseClaim> =>
        toLicenseClaim(
          await call('claimLicense', opts, (s) =>
            raw.POST('/app/licenses/claim', { body: input, ...withSignal(s) }),
          ),
        ),

      /**
       * POST /app/licenses/enrol: a managed device claims a free licence for its label with its MDM's enrolment
       * token; answers as a claim does. Give the same `idempotencyKey` to send again an enrolment whose answer was lost.
       */
      enrolLicense: async (
        input: { organizationId: string; enrolmentToken: string; label: string },
        opts?: CallOptions,
      ): Promise<LicenseClaim> =>
        toLicenseClaim(
          await call('enrolLicense', opts, (s) =>
            raw.POST('/app/licenses/enrol', { body: input, ...withSignal(s) }),
          ),
        ),

      /** POST /app/licenses/seen: the claiming device reports itself in use with its key. */
      reportSeen: async (
        input: { licenseId: string; licenseKey: string },
        opts?: CallOptions,
      ): Promise<LicenseSeen> =>
        toLicenseSeen(
          await call('reportLicenseSeen', opts, (s) =>
            raw.POST('/app/licenses/seen', { body: input, ...withSignal(s) }),
          ),
        ),

      /** GET /app/licenses/jwks: the public keys licence tokens are verified with; keep them for offline checks. */
      getSigningKeys: async (opts?: CallOptions): Promise<LicenseSigningKeySet> =>
        await call('getLicenseSigningKeys', opts, (s) => raw.GET('/app/licenses/jwks', withSignal(s))),
    },

    subscriptions: {
      /** GET /external/subscription/plans (public) */
      listPlans: async (opts?: CallOptions): Promise<Plan[]> =>
        (await call('listPlans', opts, (s) => raw.GET('/external/subscription/plans', withSignal(s)))).map(
          toPlan,
        ),

      /** GET /external/subscription/pricing (public) */
      listPricing: async (opts?: CallOptions): Promise<PricingEntry[]> =>
        (
          await call('listPricing', opts, (s) => raw.GET('/external/subscription/pricing', withSignal(s)))
        ).map(toPricingEntry),

      /** GET /organizations/{organizationId}/subscription: null when the organization has no plan. */
      get: (organizationId: string, opts?: CallOptions): Promise<Subscription | null> =>
        conditional(
          'getSubscription',
          `subscription:${organizationId}`,
          opts,
          (s, etag) =>
            raw.GET('/organizations/{organizationId}/subscription', {
              params: { path: { organizationId }, header: ifNoneMatch(etag) },
              ...withSignal(s),
            }),
          ({ subscription }) => (subscription ? toSubscription(subscription) : null),
        ),

      /** POST /subscription/create-checkout-session: the hosted checkout's URL. */
      createCheckoutSession: (input: CreateCheckoutSessionInput, opts?: CallOptions) =>
        call('createCheckoutSession', opts, (s) =>
          raw.POST('/subscription/create-checkout-session', { body: input, ...withSignal(s) }),
        ),

      /** POST /subscription/create-customer-portal-session: the customer portal's URL. */
      createCustomerPortalSession: (input: CreateCustomerPortalSessionInput, opts?: CallOptions) =>
        call('createCustomerPortalSession', opts, (s) =>
          raw.POST('/subscription/create-customer-portal-session', { body: input, ...withSignal(s) }),
        ),
    },

    admin: {
      /**
       * GET /admin/organizations (SUPER_ADMIN): one page of every organization, filtered and sorted on the
       * server. Pass a page's `nextCursor` or `previousCursor` back as `cursor`, with the same filters and sort.
       */
      listOrganizations: async (
        query: AdminOrganizationsQuery = {},
        opts?: CallOptions,
      ): Promise<AdminOrganizationPage> =>
        toAdminOrganizationPage(
          await call('listAllOrganizations', opts, (s) =>
            raw.GET('/admin/organizations', { params: { query: withoutEmpty(query) }, ...withSignal(s) }),
          ),
        ),

      /** GET /admin/organizations/{organizationId} (SUPER_ADMIN): an expanded row. */
      getOrganization: async (organizationId: string, opts?: CallOptions): Promise<AdminOrganizationDetail> =>
        toAdminOrganizationDetail(
          await call('getAdminOrganization', opts, (s) =>
            raw.GET('/admin/organizations/{organizationId}', {
              params: { path: { organizationId } },
              ...withSignal(s),
            }),
          ),
        ),

      /** GET /admin/organizations/{organizationId}/activity (SUPER_ADMIN): any organization's activity log. */
      listOrganizationActivity: async (
        organizationId: string,
        query: ActivityQuery = {},
        opts?: CallOptions,
      ): Promise<ActivityPage> =>
        toActivityPage(
          await call('listAdminOrganizationActivity', opts, (s) =>
            raw.GET('/admin/organizations/{organizationId}/activity', {
              params: { path: { organizationId }, query: withoutEmpty(query) },
              ...withSignal(s),
            }),
          ),
        ),

      /** PATCH /organizations/{organizationId}/update-license-count (SUPER_ADMIN) */
      updateLicenseCount: (
        input: { organizationId: string; licenseCount: number; licenseType?: LicenseType },
        opts?: CallOptions,
      ): Promise<void> =>
        call('updateLicenseCount', opts, (s) =>
          raw.PATCH('/organizations/{organizationId}/update-license-count', {
            params: { path: { organizationId: input.organizationId } },
            body: { licenseCount: input.licenseCount, licenseType: input.licenseType ?? 'POD_ADMIN' },
            ...withSignal(s),
          }),
        ),

      /** DELETE /organizations/{organizationId}/delete-trial-licenses (SUPER_ADMIN) */
      deleteTrialLicenses: (organizationId: string, opts?: CallOptions): Promise<void> =>
        call('deleteTrialLicenses', opts, (s) =>
          raw.DELETE('/organizations/{organizationId}/delete-trial-licenses', {
            params: { path: { organizationId } },
            ...withSignal(s),
          }),
        ),
    },
  };
}

export type ConsoleClient = ReturnType<typeof createConsoleClient>;

/** The browser says it has no network. Outside a browser (`navigator` absent, or without `onLine`) never. */
const browserIsOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function transportError(operation: string, cause: unknown, timedOut: boolean, aborted: boolean): ApiError {
  if (cause instanceof ApiError) return cause;
  if (aborted) return new ApiError({ kind: 'aborted', operation, cause });
  // Read when the call failed: a failure while offline says nothing about the API, so it is told apart.
  if (browserIsOffline()) return new ApiError({ kind: 'offline', operation, cause });
  if (timedOut) return new ApiError({ kind: 'timeout', operation, cause });
  return new ApiError({ kind: 'network', operation, cause });
}
