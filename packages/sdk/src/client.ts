import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type {
  AdminOrganizationDetail,
  AdminOrganizationPage,
  AdminOrganizationsQuery,
  AgreementPayload,
  CreateCheckoutSessionInput,
  CreateCustomerPortalSessionInput,
  InvitationResponseItem,
  LicenseType,
  NamePayload,
  Organization,
  OrganizationSummary,
  Plan,
  PricingEntry,
  Subscription,
  TermsOfServiceStatus,
  User,
} from './entities';
import { ApiError, isProblem } from './errors';
import type { paths } from './generated/v1';
import {
  toAdminOrganizationDetail,
  toAdminOrganizationPage,
  toOrganization,
  toPlan,
  toPricingEntry,
  toSubscription,
  toTermsOfServiceStatus,
  toUser,
} from './mappers';

/** 15 s: long enough for a slow mobile network, short enough that a hung call surfaces as an error. */
const DEFAULT_TIMEOUT_MS = 15_000;

export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ConsoleClientOptions {
  /** The API base including its path, e.g. `http://127.0.0.1:4010/admin-console/v1`. */
  baseUrl: string;
  /** Called before every authenticated call. In a browser, the identity client's `getTokenSilently`. */
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
}

// spec §7: the plan and pricing calls are public; they never ask for a token.
const PUBLIC_PATHS = new Set<string>(['/external/subscription/plans', '/external/subscription/pricing']);

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

function authMiddleware(
  getAccessToken: AccessTokenGetter,
  onTokenError: (error: unknown) => void,
): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (PUBLIC_PATHS.has(schemaPath)) return undefined;
      let token: string | null | undefined;
      try {
        token = await getAccessToken();
      } catch (error) {
        onTokenError(error);
        return undefined;
      }
      if (!token) {
        onTokenError(new MissingAccessTokenError());
        return undefined;
      }
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
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
  raw.use(authMiddleware(options.getAccessToken, options.onTokenError ?? defaultOnTokenError));

  /**
   * Runs one operation and turns every failure into an ApiError: a non-2xx answer (with its problem body
   * when there is one), no answer at all, a timeout, or the caller's abort.
   */
  async function call<T>(
    operation: string,
    callOptions: CallOptions | undefined,
    send: (signal: AbortSignal) => Promise<Outcome<T>>,
  ): Promise<T> {
    const { signal, timedOut } = deadline(timeoutMs, callOptions?.signal);
    let outcome: Outcome<T>;
    try {
      outcome = await send(signal);
    } catch (cause) {
      throw transportError(operation, cause, timedOut(), callOptions?.signal?.aborted ?? false);
    }
    const { response } = outcome;
    if (!response.ok) {
      const { error } = outcome;
      throw new ApiError({
        kind: 'http',
        operation,
        status: response.status,
        problem: isProblem(error) ? error : undefined,
        body: typeof error === 'string' && error !== '' ? error : undefined,
      });
    }
    return outcome.data as T;
  }

  const withSignal = (signal: AbortSignal) => ({ signal });

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

      /** POST /organizations/{organizationId}/invitation */
      create: (input: { organizationId: string; email: string }, opts?: CallOptions) =>
        call('createInvitation', opts, (s) =>
          raw.POST('/organizations/{organizationId}/invitation', {
            params: { path: { organizationId: input.organizationId } },
            body: { email: input.email },
            ...withSignal(s),
          }),
        ),

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
      get: async (organizationId: string, opts?: CallOptions): Promise<Organization> =>
        toOrganization(
          await call('getOrganization', opts, (s) =>
            raw.GET('/organizations/{organizationId}', {
              params: { path: { organizationId } },
              ...withSignal(s),
            }),
          ),
        ),

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

      /** DELETE /organizations/{organizationId}/user/{userId} */
      removeMember: (input: { organizationId: string; userId: string }, opts?: CallOptions): Promise<void> =>
        call('removeOrganizationUser', opts, (s) =>
          raw.DELETE('/organizations/{organizationId}/user/{userId}', {
            params: { path: input },
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
      get: async (organizationId: string, opts?: CallOptions): Promise<Subscription | null> => {
        const { subscription } = await call('getSubscription', opts, (s) =>
          raw.GET('/organizations/{organizationId}/subscription', {
            params: { path: { organizationId } },
            ...withSignal(s),
          }),
        );
        return subscription ? toSubscription(subscription) : null;
      },

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

function transportError(operation: string, cause: unknown, timedOut: boolean, aborted: boolean): ApiError {
  if (cause instanceof ApiError) return cause;
  if (timedOut) return new ApiError({ kind: 'timeout', operation, cause });
  if (aborted) return new ApiError({ kind: 'aborted', operation, cause });
  return new ApiError({ kind: 'network', operation, cause });
}
