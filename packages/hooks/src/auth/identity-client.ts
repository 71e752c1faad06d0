// The subset of `@auth0/auth0-spa-js`'s `Auth0Client` this package uses, written structurally so the package
// needs no auth0 dependency: the console passes its real `Auth0Client`, tests pass a small fake, and any OIDC
// client with these methods fits.

/** The identity token's claims, as `Auth0Client.getUser()` gives them. `email_verified` feeds the e-mail gate. */
export interface IdentityUser {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

export interface IdentityTokenOptions {
  /** 'off' skips the token cache: use it to read fresh claims (say after the user verified their e-mail). */
  cacheMode?: 'on' | 'off' | 'cache-only';
  authorizationParams?: Record<string, unknown>;
}

export interface IdentityLoginOptions {
  appState?: unknown;
  /** Sent to the authorize page: `screen_hint: 'signup'`, an `organization` hint (spec §1, §6)… */
  authorizationParams?: Record<string, unknown>;
}

export interface IdentityClient {
  /** Restores a session the provider still holds (silently). Resolves even when there is none. */
  checkSession(): Promise<void>;
  isAuthenticated(): Promise<boolean>;
  getUser(): Promise<IdentityUser | undefined>;
  /** Undefined when nothing is cached and `cacheMode: 'cache-only'` forbade asking the provider. */
  getTokenSilently(options?: IdentityTokenOptions): Promise<string | undefined>;
  loginWithRedirect(options?: IdentityLoginOptions): Promise<void>;
  handleRedirectCallback(url?: string): Promise<unknown>;
  /** `openUrl: false` ends the session in this tab only: the client drops its tokens and leaves the page alone. */
  logout(options?: { logoutParams?: { returnTo?: string }; openUrl?: false }): Promise<void>;
}

/**
 * The identity client's errors that mean the session is gone for good: the provider forgot it (restart,
 * logout elsewhere) or the refresh token is dead (docs/decisions/0004-identity-provider-and-token-cache.md).
 * spec §4: on login_required during silent token retrieval the session is cleared locally.
 */
const SESSION_EXPIRED_ERRORS = ['login_required', 'invalid_grant', 'missing_refresh_token'] as const;

/** True for an identity client error (`{ error: 'login_required', … }`) that ends the session. */
export function isSessionExpiredError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('error' in error)) return false;
  return (SESSION_EXPIRED_ERRORS as readonly unknown[]).includes(error.error);
}
