// Names and defaults the API, the identity provider, the local stack (apps/local) and the console agree on. The
// console reads the same values from VITE_AUTH_CLIENT_ID, VITE_AUTH_AUDIENCE, VITE_AUTH_DOMAIN and VITE_API_BASE_URL.

/** Every contract operation is served under this prefix (openapi/v1.yaml `servers`). */
export const API_PREFIX = '/admin-console/v1';

/** The console's client id at the local identity provider (VITE_AUTH_CLIENT_ID). */
export const LOCAL_CLIENT_ID = 'pod-console-local';

/** The API's audience: the resource the access token is issued for (VITE_AUTH_AUDIENCE). An absolute URI. */
export const API_AUDIENCE = 'https://api.pod-console.local/admin-console/v1';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_API_PORT = 4000;
export const DEFAULT_IDP_PORT = 4001;
export const DEFAULT_CONSOLE_PORT = 5173;
/** The sender of the API's mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Pod Console <no-reply@pod-console.local>';
