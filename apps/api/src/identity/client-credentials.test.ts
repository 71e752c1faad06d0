// The client-credentials grant of the local identity provider (docs/decisions/0028-service-accounts.md), asked for
// by the SDK's own token getter as a tool would: a service account gets an RS256 token for the API's audience naming
// its organization; a wrong secret, a revoked account or an unknown client gets none.
import { createHash } from 'node:crypto';

import { clientCredentialsTokenGetter, TokenRequestError } from '@pod-console/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  decodeJwtPart,
  startTestIdentityProvider,
  TEST_AUDIENCE,
  TEST_CLIENT_ID,
  type TestIdentityProvider,
} from '../test-support/test-browser';
import type { ServiceAccountClient, ServiceAccountClients } from './provider';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const ORGANIZATION = '2da09e3c-4f6b-4a8c-9d3e-5f7a9b1c3d4e';
const TOOL = { clientId: 'sa_0123456789abcdefghijklmn', secret: 'sk_tool-secret' };
const PLATFORM = { clientId: 'sa_platformtool00000000000', secret: 'sk_platform-secret' };

/** Service accounts in memory, as the database answers them: only active ones are found. */
const active = new Map<string, ServiceAccountClient>();
const issued: string[] = [];
const serviceAccounts: ServiceAccountClients = {
  find: async (clientId) => active.get(clientId),
  tokenIssued: async (clientId) => {
    issued.push(clientId);
  },
};

let idp: TestIdentityProvider;

beforeAll(async () => {
  idp = await startTestIdentityProvider({
    serviceAccounts,
    platformServiceAccounts: [{ clientId: PLATFORM.clientId, secretSha256: sha256(PLATFORM.secret) }],
  });
});

afterAll(async () => {
  await idp?.close();
});

function getterFor(credentials: { clientId: string; secret: string }, authMethod?: 'client_secret_post') {
  return clientCredentialsTokenGetter({
    tokenUrl: `${idp.issuer}oauth/token`,
    clientId: credentials.clientId,
    clientSecret: credentials.secret,
    audience: TEST_AUDIENCE,
    ...(authMethod && { authMethod }),
  });
}

describe('the client-credentials grant', () => {
  it('issues a service account a 10-minute RS256 token for the API naming its organization', async () => {
    active.set(TOOL.clientId, {
      clientId: TOOL.clientId,
      secretSha256: sha256(TOOL.secret),
      organizationId: ORGANIZATION,
    });
    issued.length = 0;
    const token = await getterFor(TOOL)();
    const header = decodeJwtPart(token, 0);
    const claims = decodeJwtPart(token, 1);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(claims).toMatchObject({
      iss: idp.issuer,
      aud: TEST_AUDIENCE,
      sub: TOOL.clientId,
      client_id: TOOL.clientId,
      org_id: ORGANIZATION,
    });
    expect(claims).not.toHaveProperty('email');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600);
    expect(issued).toEqual([TOOL.clientId]);
  });

  it('refuses a wrong secret, and a secret sent in the body to a client registered for Basic', async () => {
    active.set(TOOL.clientId, {
      clientId: TOOL.clientId,
      secretSha256: sha256(TOOL.secret),
      organizationId: ORGANIZATION,
    });
    const wrong = await getterFor({ ...TOOL, secret: 'sk_guess' })().catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(TokenRequestError);
    expect(wrong).toMatchObject({ status: 401, error: 'invalid_client' });
    // The fingerprint is no secret: sending it as the secret fails too.
    const fingerprint = await getterFor({ ...TOOL, secret: sha256(TOOL.secret) })().catch((e: unknown) => e);
    expect(fingerprint).toMatchObject({ error: 'invalid_client' });
  });

  it('gives a revoked account no new token', async () => {
    active.set(TOOL.clientId, {
      clientId: TOOL.clientId,
      secretSha256: sha256(TOOL.secret),
      organizationId: ORGANIZATION,
    });
    await getterFor(TOOL)();
    active.delete(TOOL.clientId);
    const refused = await getterFor(TOOL)().catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401, error: 'invalid_client' });
  });

  it('issues a configured platform service account a token with no organization', async () => {
    const claims = decodeJwtPart(await getterFor(PLATFORM)(), 1);
    expect(claims).toMatchObject({ sub: PLATFORM.clientId, aud: TEST_AUDIENCE });
    expect(claims).not.toHaveProperty('org_id');
  });

  it("never issues the console's public client a token without a person", async () => {
    const response = await fetch(`${idp.issuer}oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: TEST_CLIENT_ID,
        resource: TEST_AUDIENCE,
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; error_description: string };
    expect(body).toEqual({
      error: 'invalid_request',
      error_description: 'requested grant type is not allowed for this client',
    });
  });
});
