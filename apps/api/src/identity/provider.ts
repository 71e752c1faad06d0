// The local identity provider: oidc-provider configured so that the unmodified Auth0 SPA client logs in
// against it offline (docs/decisions/0004-identity-provider-and-token-cache.md). Every setting that exists only
// for that client says what the client does that needs it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import Provider, {
  errors,
  type AdapterFactory,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';

import { displayName, type AccountStore } from './accounts';
import { loadOrCreateCookieKeys } from './cookie-keys';
import { handleInteraction } from './interactions';
import { renderLogoutPage, renderMessagePage, sendNode, type RenderedPage } from './pages';
import { loadOrCreateSigningKey } from './signing-key';

export {
  AccountExistsError,
  createMemoryAccountStore,
  type AccountStore,
  type IdentityAccount,
} from './accounts';

export interface IdentityProviderOptions {
  /** e.g. 'http://127.0.0.1:4001/': scheme, host, port and the trailing slash, exactly as the Auth0 client expects. */
  issuer: string;
  /** 'pod-console-local' */
  clientId: string;
  /** The API's audience, an absolute URI, e.g. 'https://api.pod-console.local/admin-console/v1'. */
  audience: string;
  /** Console origins/callbacks, e.g. ['http://127.0.0.1:5173', 'http://127.0.0.1:5173/']. */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Console origins. */
  corsOrigins: string[];
  /**
   * The RS256 signing key and the cookie keys are persisted here and reused on restart and by every process sharing
   * the folder.
   */
  dataDir: string;
  accounts: AccountStore;
  /**
   * Where sessions, interactions, grants, codes and tokens live: the stack passes the database's
   * (`createSqlAdapter`). Omitted: oidc-provider's memory adapter, which loses them with the process (the
   * provider's own tests).
   */
  adapter?: AdapterFactory;
  /**
   * The organizations' service accounts (docs/decisions/0028-service-accounts.md): confidential clients of the
   * client-credentials grant, looked up on every token request, so a revoked one gets no token from then on.
   * Omitted: none.
   */
  serviceAccounts?: ServiceAccountClients;
  /** The platform admin's service accounts, from configuration only. */
  platformServiceAccounts?: readonly PlatformServiceAccount[];
  logger?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

/** A service account as the identity provider needs it: who it is, its secret's fingerprint, its organization. */
export interface ServiceAccountClient {
  clientId: string;
  /** The SHA-256 (hex) of its secret: the provider never holds a service account's secret itself. */
  secretSha256: string;
  organizationId: string;
}

export interface ServiceAccountClients {
  /** The active service account with this client id; undefined when there is none or it was revoked. */
  find(clientId: string): Promise<ServiceAccountClient | undefined>;
  /** Called when the provider issues it an access token. */
  tokenIssued(clientId: string): Promise<void>;
}

export interface PlatformServiceAccount {
  clientId: string;
  secretSha256: string;
}

export interface IdentityProvider {
  readonly issuer: string;
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  listen(port: number, host?: string): Promise<{ port: number }>;
  close(): Promise<void>;
}

/**
 * Access and ID tokens live 10 minutes: a token that leaks is useful briefly, and the console renews it with its
 * rotating refresh token. The Auth0 client serves a cached token until 60 s before it expires (spec §9), so it
 * renews about every 9 minutes.
 */
const TOKEN_TTL_SECONDS = 10 * 60;
/** A sign-in lasts 14 days: its session, its grant and its refresh tokens (a rotated one keeps the time left). */
const SIGN_IN_TTL_SECONDS = 14 * 24 * 60 * 60;

/** OIDC scopes the console asks for (spec §1: openid profile email) plus offline_access for refresh tokens. */
const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

/**
 * The API defines no scopes of its own: the Auth0 SPA client never asks for any, and authorization is decided by
 * the API from the user's memberships and role. The access token's `scope` therefore stays empty (and never holds
 * `openid`: it carries API scopes only).
 */
const API_SCOPE = '';

const noopLogger = { info() {}, warn() {} };

/**
 * Builds the provider without listening, so a caller that must know its port before choosing the issuer (tests
 * on port 0) can start a bare `http.createServer` first and hand it `handler`. `listen` is a convenience.
 */
export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const logger = options.logger ?? noopLogger;
  const { issuer, clientId, audience, accounts } = options;
  assertIssuer(issuer);
  assertAudience(audience);

  const signingKey = await loadOrCreateSigningKey(options.dataDir);
  const cookieKeys = await loadOrCreateCookieKeys(options.dataDir);
  logger.info(
    { kid: signingKey.jwk.kid, dataDir: options.dataDir },
    signingKey.created
      ? 'identity provider: created a signing key'
      : 'identity provider: reusing the signing key',
  );
  if (cookieKeys.created) logger.info({ dataDir: options.dataDir }, 'identity provider: created cookie keys');

  const corsOrigins = new Set(options.corsOrigins);

  const findAccount: Configuration['findAccount'] = async (_ctx, sub) => {
    const account = await accounts.find(sub);
    if (!account) return undefined;
    return {
      accountId: account.id,
      // oidc-provider filters these by the granted scopes: profile → names, email → email + email_verified.
      claims: () => ({
        sub: account.id,
        email: account.email,
        email_verified: account.emailVerified,
        name: displayName(account),
        given_name: account.givenName ?? undefined,
        family_name: account.familyName ?? undefined,
      }),
    };
  };

  const serviceAccountMetadata = (clientId: string, secretSha256: string) => ({
    client_id: clientId,
    // The fingerprint stands where the secret would: compareClientSecret below hashes what the client sends.
    client_secret: secretSha256,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic' as const,
  });

  const configuration: Configuration = {
    clients: [
      ...(options.platformServiceAccounts ?? []).map((account) =>
        serviceAccountMetadata(account.clientId, account.secretSha256),
      ),
      {
        client_id: clientId,
        client_name: 'Pod Console',
        application_type: 'web',
        // A public SPA client: no secret, PKCE instead.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [signingKey.jwk as NonNullable<Configuration['jwks']>['keys'][number]] },
    ...(options.adapter && { adapter: options.adapter }),
    // Persisted beside the signing key: a browser's session cookie stays valid across a restart and on every
    // process sharing the data folder, as the session it names does in the database.
    cookies: { keys: cookieKeys.keys },
    // The routes the Auth0 SPA client calls.
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
    },
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The Auth0 SPA client reads the user from the ID token and never calls userinfo.
    conformIdTokenClaims: false,
    // `audience` is how the Auth0 client names the resource. `screen_hint=signup` opens the sign-up form.
    extraParams: ['audience', 'screen_hint'],
    // PKCE always (the client sends S256, the only method oidc-provider supports).
    pkce: { required: () => true },
    findAccount,
    // The API reads the user's e-mail, its verification and names from the access token.
    // A service account's token names its organization (`org_id`, as Auth0 Organizations name it); the API checks
    // it against the account's own.
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind === 'ClientCredentials') {
        const account = token.clientId ? await options.serviceAccounts?.find(token.clientId) : undefined;
        if (!account) return undefined;
        await options.serviceAccounts!.tokenIssued(account.clientId);
        return { org_id: account.organizationId };
      }
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.find(token.accountId);
      if (!account) return undefined;
      return {
        email: account.email,
        email_verified: account.emailVerified,
        ...(account.givenName != null && { given_name: account.givenName }),
        ...(account.familyName != null && { family_name: account.familyName }),
      };
    },
    // The SPA client never sends prompt=consent, so oidc-provider would drop offline_access; issue refresh
    // tokens to every client allowed the grant instead. They still end with the provider session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every use of a refresh token returns a new one and spends the old; presenting a spent one again is refused
    // (invalid_grant) and revokes the grant with all its tokens (OAuth 2.0 for browser-based apps: a public
    // client's refresh tokens rotate). oidc-provider's default already rotates for public clients; this says so.
    rotateRefreshToken: true,
    // The console is first-party, so no consent screen; this also lets prompt=none silent renewal pass.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || client.clientId !== clientId || !accountId) return undefined;
      const { Grant } = ctx.oidc.provider;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await Grant.find(grantId) : undefined;
      const grant =
        existing && existing.accountId === accountId
          ? existing
          : new Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    // The client's refresh calls /oauth/token from a worker, i.e. cross-origin from the console.
    clientBasedCORS: (_ctx, origin) => corsOrigins.has(origin),
    renderError: async (ctx, out) => {
      // The default error page loads a web font; this one loads nothing and escapes every value.
      sendKoa(
        ctx,
        renderMessagePage({
          title: 'Sign-in problem',
          message: out.error_description ? `${out.error}: ${out.error_description}` : String(out.error),
        }),
      );
    },
    ttl: {
      AccessToken: TOKEN_TTL_SECONDS,
      // A service account's: its revocation ends the last one within this lifetime (the API refuses it at once).
      ClientCredentials: TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Grant: SIGN_IN_TTL_SECONDS,
      Session: SIGN_IN_TTL_SECONDS,
      RefreshToken: (ctx, token, client) => {
        // Rotated refresh tokens of public clients keep the remaining lifetime of the one they replace (the
        // oidc-provider default); a fresh one lasts as long as the session.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) {
          return rotated.remainingTTL;
        }
        return SIGN_IN_TTL_SECONDS;
      },
    },
    features: {
      // The built-in page loads an external font and accepts any login.
      devInteractions: { enabled: false },
      // Service accounts get their tokens with their client id and secret (docs/decisions/0028-service-accounts.md).
      clientCredentials: { enabled: true },
      // A JWT access token for the API's audience (without this feature the access token is opaque).
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx, _client, oneOf) => {
          if (oneOf) return oneOf;
          const requested = ctx.oidc.params?.audience;
          return typeof requested === 'string' && requested.length > 0 ? requested : undefined;
        },
        // Without this the token endpoint, which gets no `audience`, issues an opaque token.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            audience,
            scope: API_SCOPE,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      // The client's hidden-iframe silent renewal uses response_mode=web_message.
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        // The confirm page submits itself with logout=yes, without which the provider keeps the session.
        logoutSource: async (ctx, form) => sendKoa(ctx, renderLogoutPage(form)),
        postLogoutSuccessSource: async (ctx) =>
          sendKoa(
            ctx,
            renderMessagePage({ title: 'Signed out', message: 'You are signed out of Pod Console (local).' }),
          ),
      },
    },
  };

  const provider = new Provider(issuer, configuration);
  serveServiceAccountClients(provider, options.serviceAccounts, serviceAccountMetadata);
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    // The message only: an error's extra properties may carry request parameters.
    logger.warn({ error: error.message }, 'identity provider: server error');
  });
  const providerCallback = provider.callback();

  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) {
      handleInteraction({ provider, accounts, req, res, url }).catch((error: unknown) => {
        logger.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'identity provider: login page',
        );
        if (!res.headersSent) {
          sendNode(
            res,
            500,
            renderMessagePage({ title: 'Sign-in problem', message: 'Something went wrong.' }),
          );
        } else {
          res.end();
        }
      });
      return;
    }
    if (url.pathname === '/v2/logout' && url.searchParams.has('returnTo')) {
      // Auth0's logout names the redirect `returnTo`; OIDC names it post_logout_redirect_uri.
      const returnTo = url.searchParams.get('returnTo')!;
      url.searchParams.delete('returnTo');
      if (!url.searchParams.has('post_logout_redirect_uri')) {
        url.searchParams.set('post_logout_redirect_uri', returnTo);
      }
      req.url = `${url.pathname}${url.search}`;
    }
    void providerCallback(req, res);
  };

  const servers = new Set<Server>();

  return {
    issuer,
    handler,
    listen(port, host = '127.0.0.1') {
      const server = createServer(handler);
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          servers.add(server);
          const address = server.address();
          const boundPort = typeof address === 'object' && address ? address.port : port;
          logger.info({ issuer, port: boundPort }, 'identity provider: listening');
          resolve({ port: boundPort });
        });
      });
    },
    async close() {
      await Promise.all(
        [...servers].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
      servers.clear();
    },
  };
}

/**
 * Serves service accounts as oidc-provider clients (docs/decisions/0028-service-accounts.md): clients that are not
 * configured are looked up in `serviceAccounts` on every request, in place of the adapter's `Client` model, and
 * client secrets are compared by SHA-256 in constant time.
 */
function serveServiceAccountClients(
  provider: Provider,
  serviceAccounts: ServiceAccountClients | undefined,
  metadataOf: (clientId: string, secretSha256: string) => object,
): void {
  const clientModel = provider.Client as unknown as { adapter: unknown; prototype: object };
  const adapter = {
    async find(clientId: string) {
      const account = await serviceAccounts?.find(clientId);
      return account ? metadataOf(account.clientId, account.secretSha256) : undefined;
    },
    async upsert() {},
    async destroy() {},
    async consume() {},
    async findByUid() {
      return undefined;
    },
    async findByUserCode() {
      return undefined;
    },
    async revokeByGrantId() {},
  };
  Object.defineProperty(clientModel, 'adapter', { get: () => adapter, configurable: true });
  Object.defineProperty(clientModel.prototype, 'compareClientSecret', {
    configurable: true,
    value(this: { clientSecret?: string }, actual: string) {
      const expected = Buffer.from(this.clientSecret ?? '', 'utf8');
      const given = Buffer.from(createHash('sha256').update(String(actual), 'utf8').digest('hex'), 'utf8');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  });
}

function assertIssuer(issuer: string): void {
  const url = URL.parse(issuer);
  // The Auth0 client checks the ID token's `iss` against `{domain}/`, trailing slash included.
  if (!url || url.pathname !== '/' || !issuer.endsWith('/') || url.search || url.hash) {
    throw new TypeError(
      `issuer must be an origin with a trailing slash, e.g. http://127.0.0.1:4001/ (got ${issuer})`,
    );
  }
}

function assertAudience(audience: string): void {
  // oidc-provider accepts only absolute URIs as resource indicators.
  if (!URL.parse(audience)) throw new TypeError(`audience must be an absolute URI (got ${audience})`);
}

function sendKoa(ctx: KoaContextWithOIDC, page: RenderedPage): void {
  for (const [name, value] of Object.entries(page.headers)) ctx.set(name, value);
  ctx.type = 'html';
  ctx.body = page.html;
}
