// The console's configuration, read once from Vite's `VITE_` variables (replaced at build time). Every default
// points at the local stack that `npm start` runs (README "Local defaults"), so a plain `npm run dev` or
// `npm run build` works offline. Change a default here and in the README's table together.

/** Local defaults. The client id and audience are the ones the local identity provider registers (apps/api). */
export const LOCAL_DEFAULTS = {
  apiBaseUrl: 'http://127.0.0.1:4000/admin-console/v1',
  // The domain carries its scheme, or the Auth0 client prepends https://
  // (docs/decisions/0004-identity-provider-and-token-cache.md).
  authDomain: 'http://127.0.0.1:4001',
  authClientId: 'pod-console-local',
  authAudience: 'https://api.pod-console.local/admin-console/v1',
  supportEmail: 'support@pod-console.local',
  appScheme: 'podcreator',
} as const;

export interface ConsoleConfig {
  /** The admin-console v1 API base, path included. */
  apiBaseUrl: string;
  /** The identity provider, with its scheme. */
  authDomain: string;
  authClientId: string;
  /** The API's audience: access tokens are issued for it (spec §1). */
  authAudience: string;
  /** Shown in the support texts of spec §8. */
  supportEmail: string;
  /** The mobile app's custom scheme, for claim and hand-back links (docs/decisions/0002-app-links.md). */
  appScheme: string;
}

type Env = Partial<Record<string, string | boolean | undefined>>;

const pick = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** Builds the configuration from an environment object; blank values fall back to the local defaults. */
export function readConfig(env: Env): ConsoleConfig {
  return {
    apiBaseUrl: pick(env.VITE_API_BASE_URL, LOCAL_DEFAULTS.apiBaseUrl).replace(/\/+$/, ''),
    authDomain: pick(env.VITE_AUTH_DOMAIN, LOCAL_DEFAULTS.authDomain).replace(/\/+$/, ''),
    authClientId: pick(env.VITE_AUTH_CLIENT_ID, LOCAL_DEFAULTS.authClientId),
    authAudience: pick(env.VITE_AUTH_AUDIENCE, LOCAL_DEFAULTS.authAudience),
    supportEmail: pick(env.VITE_SUPPORT_EMAIL, LOCAL_DEFAULTS.supportEmail),
    appScheme: pick(env.VITE_APP_SCHEME, LOCAL_DEFAULTS.appScheme),
  };
}
