// `@pod-console/api/testing`: the API's test support for apps/local's tests, from source (Vitest transforms it;
// nothing else imports it).
export * from './free-port';
export type * from './global-setup';
export * from './test-api';
export {
  ALICE,
  authorizeUrl,
  CookieJar,
  decodeJwtPart,
  exchangeCode,
  formAction,
  pkcePair,
  refreshGrant,
  signInAndGetTokens,
  silentAuthorize,
  startTestIdentityProvider,
  TEST_AUDIENCE,
  TEST_CLIENT_ID,
  TEST_REDIRECT_URI,
  TestBrowser,
  type AuthorizeOptions,
  type TestIdentityProvider,
  type TokenResponse,
} from './test-browser';
export * from './test-database';
// Reads the seed's tests check their rows with.
export { listAdminOrganizations } from '../read-models/admin-organizations';
export { licenseTalliesByOrganization } from '../read-models/license-counts';
