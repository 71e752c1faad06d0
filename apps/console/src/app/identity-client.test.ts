import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdentityClient } from './identity-client';

const constructed = vi.hoisted(() => [] as unknown[]);

vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: class {
    constructor(options: unknown) {
      constructed.push(options);
    }
  },
}));

const config = {
  apiBaseUrl: 'http://127.0.0.1:4000/admin-console/v1',
  authDomain: 'http://127.0.0.1:4000/identity',
  authClientId: 'pod-console',
  authAudience: 'https://api.pod-console.test',
  supportEmail: 'support@example.com',
  appScheme: 'podapp',
};

describe('createIdentityClient', () => {
  beforeEach(() => {
    constructed.length = 0;
  });

  it('keeps tokens in local storage with refresh tokens, so a reload keeps the session (spec §3)', () => {
    createIdentityClient(config, 'https://console.example');
    expect(constructed).toEqual([
      expect.objectContaining({
        domain: 'http://127.0.0.1:4000/identity',
        clientId: 'pod-console',
        cacheLocation: 'localstorage',
        useRefreshTokens: true,
        authorizationParams: {
          audience: 'https://api.pod-console.test',
          redirect_uri: 'https://console.example',
          scope: 'openid profile email',
        },
      }),
    ]);
  });

  it('passes the identity figures of spec §9 and §5 instead of relying on the library’s defaults', () => {
    createIdentityClient(config, 'https://console.example');
    expect(constructed[0]).toMatchObject({
      httpTimeoutInSeconds: 10,
      authorizeTimeoutInSeconds: 60,
      sessionCheckExpiryDays: 1,
      leeway: 60,
    });
  });
});
