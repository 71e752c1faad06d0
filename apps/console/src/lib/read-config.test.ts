import { describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS, readConfig } from './read-config';

describe('readConfig', () => {
  it('points at the local stack when nothing is set', () => {
    expect(readConfig({})).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000/admin-console/v1',
      authDomain: 'http://127.0.0.1:4001',
      authClientId: 'pod-console-local',
      authAudience: 'https://api.pod-console.local/admin-console/v1',
      supportEmail: LOCAL_DEFAULTS.supportEmail,
      appScheme: LOCAL_DEFAULTS.appScheme,
    });
  });

  it('reads every VITE_ variable, trimmed, without trailing slashes on URLs', () => {
    expect(
      readConfig({
        VITE_API_BASE_URL: ' https://api.example.com/admin-console/v1/ ',
        VITE_AUTH_DOMAIN: 'https://tenant.eu.auth0.com/',
        VITE_AUTH_CLIENT_ID: 'abc123',
        VITE_AUTH_AUDIENCE: 'https://api.example.com',
        VITE_SUPPORT_EMAIL: 'help@example.com',
        VITE_APP_SCHEME: 'podapp',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/admin-console/v1',
      authDomain: 'https://tenant.eu.auth0.com',
      authClientId: 'abc123',
      authAudience: 'https://api.example.com',
      supportEmail: 'help@example.com',
      appScheme: 'podapp',
    });
  });

  it('treats a blank value as unset', () => {
    expect(readConfig({ VITE_AUTH_CLIENT_ID: '   ', VITE_API_BASE_URL: '' })).toMatchObject({
      authClientId: 'pod-console-local',
      apiBaseUrl: 'http://127.0.0.1:4000/admin-console/v1',
    });
  });
});
