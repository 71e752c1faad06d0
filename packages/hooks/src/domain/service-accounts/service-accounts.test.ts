import { describe, expect, it } from 'vitest';

import { SERVICE_ACCOUNTS_MAX } from '../constants';
import { checkTextField } from '../validation/text-fields';
import {
  isServiceAccountClientId,
  SERVICE_ACCOUNT_ROLES,
  serviceAccountEnvironment,
  serviceAccountLimitBlock,
  serviceAccountStatus,
  sortServiceAccounts,
  tokenEndpointOf,
} from './service-accounts';

describe('service account roles', () => {
  it('never include the Owner', () => {
    expect(SERVICE_ACCOUNT_ROLES).toEqual(['ADMIN', 'BILLING', 'LICENSE_MANAGER']);
  });
});

describe('isServiceAccountClientId', () => {
  it('accepts sa_ and 24 lower-case letters or digits', () => {
    expect(isServiceAccountClientId('sa_3f7k2m9q4x8w1c6v5b0n7h2j')).toBe(true);
  });

  it.each([
    ['the console client', 'pod-console-local'],
    ['a shorter id', 'sa_3f7k2m9q4x8w1c6v5b0n7h2'],
    ['upper case', 'sa_3F7K2M9Q4X8W1C6V5B0N7H2J'],
    ['another prefix', 'sk_3f7k2m9q4x8w1c6v5b0n7h2j'],
    ['an Auth0 client subject', 'sa_3f7k2m9q4x8w1c6v5b0n7h2j@clients'],
    ['not a string', 42],
  ])('refuses %s', (_label, value) => {
    expect(isServiceAccountClientId(value)).toBe(false);
  });
});

describe('serviceAccountLimitBlock', () => {
  it('allows another account below the limit', () => {
    expect(serviceAccountLimitBlock(SERVICE_ACCOUNTS_MAX - 1)).toBeNull();
  });

  it('says why at the limit', () => {
    expect(serviceAccountLimitBlock(SERVICE_ACCOUNTS_MAX)).toBe(
      'An organization can have at most 20 active service accounts. Revoke one it no longer needs first.',
    );
  });
});

describe('serviceAccountStatus', () => {
  it('is active until revoked', () => {
    expect(serviceAccountStatus({ revokedAt: null })).toBe('active');
    expect(serviceAccountStatus({ revokedAt: '2026-11-27T10:00:00Z' })).toBe('revoked');
  });
});

describe('sortServiceAccounts', () => {
  it('lists active accounts newest first, then revoked ones most recently revoked first', () => {
    const accounts = [
      { name: 'old active', createdAt: '2026-01-01T00:00:00Z', revokedAt: null },
      { name: 'revoked long ago', createdAt: '2026-01-02T00:00:00Z', revokedAt: '2026-02-01T00:00:00Z' },
      { name: 'new active', createdAt: '2026-03-01T00:00:00Z', revokedAt: null },
      { name: 'revoked lately', createdAt: '2025-12-01T00:00:00Z', revokedAt: '2026-04-01T00:00:00Z' },
    ];
    expect(sortServiceAccounts(accounts).map((a) => a.name)).toEqual([
      'new active',
      'old active',
      'revoked lately',
      'revoked long ago',
    ]);
    expect(accounts[0]!.name).toBe('old active');
  });
});

describe('serviceAccountEnvironment', () => {
  const input = {
    apiUrl: 'http://127.0.0.1:4000/admin-console/v1',
    tokenUrl: 'http://127.0.0.1:4001/oauth/token',
    audience: 'https://api.pod-console.local/admin-console/v1',
    clientId: 'sa_3f7k2m9q4x8w1c6v5b0n7h2j',
    clientSecret: 'sk_AbC-_d9',
  };

  it('writes the variables the command line reads, as export lines', () => {
    expect(serviceAccountEnvironment(input)).toBe(
      [
        'export POD_CONSOLE_API_URL=http://127.0.0.1:4000/admin-console/v1',
        'export POD_CONSOLE_TOKEN_URL=http://127.0.0.1:4001/oauth/token',
        'export POD_CONSOLE_AUDIENCE=https://api.pod-console.local/admin-console/v1',
        'export POD_CONSOLE_CLIENT_ID=sa_3f7k2m9q4x8w1c6v5b0n7h2j',
        'export POD_CONSOLE_CLIENT_SECRET=sk_AbC-_d9',
      ].join('\n'),
    );
  });

  it('quotes a value a shell would split or expand', () => {
    const text = serviceAccountEnvironment({ ...input, audience: "it's $HOME" });
    expect(text).toContain(`export POD_CONSOLE_AUDIENCE='it'\\''s $HOME'`);
  });
});

describe('tokenEndpointOf', () => {
  it('appends /oauth/token to the domain, as Auth0 and the local provider both serve it', () => {
    expect(tokenEndpointOf('http://127.0.0.1:4001')).toBe('http://127.0.0.1:4001/oauth/token');
    expect(tokenEndpointOf('http://127.0.0.1:4001/')).toBe('http://127.0.0.1:4001/oauth/token');
    expect(tokenEndpointOf('pod-console.eu.auth0.com')).toBe('https://pod-console.eu.auth0.com/oauth/token');
  });
});

describe('a service account name', () => {
  it('is trimmed, required and at most 100 characters', () => {
    expect(checkTextField('serviceAccountName', '  Support dashboard ')).toEqual({
      success: true,
      value: 'Support dashboard',
    });
    expect(checkTextField('serviceAccountName', '   ')).toEqual({
      success: false,
      message: 'Name is required',
    });
    expect(checkTextField('serviceAccountName', 'x'.repeat(101))).toEqual({
      success: false,
      message: 'Name must be at most 100 characters',
    });
  });
});
