// The identity provider's state as the stack keeps it (docs/decisions/0004-identity-provider-and-token-cache.md):
// sessions, grants and refresh tokens in the database and cookie keys beside the signing key, so a restart signs
// nobody out; refresh tokens rotate, and a spent one revokes its grant.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  authorizeUrl,
  decodeJwtPart,
  refreshGrant,
  signInAndGetTokens,
  silentAuthorize,
  TestBrowser,
  type TokenResponse,
  TEST_DRIVERS,
  TEST_POSTGRES_URL,
  migratedPgliteSnapshot,
  freePort,
  pkcePair,
} from '@pod-console/api/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from './seed/demo-data';
import { startStack, type Stack, type StartStackOptions } from './stack';

async function currentUserEmail(stack: Stack, accessToken: string): Promise<string> {
  const response = await fetch(`${stack.apiBaseUrl}/users/current-user`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { email: string }).email;
}

async function refreshed(issuer: string, refreshToken: string) {
  const response = await refreshGrant(issuer, refreshToken);
  return { status: response.status, body: (await response.json()) as TokenResponse & { error?: string } };
}

describe.each(TEST_DRIVERS)('the identity provider’s state on %s', (driver) => {
  let dataDir: string;
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  let options: StartStackOptions;
  let stack: Stack | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pod-console-identity-state-'));
    // PGlite on disk in the data folder, or one PostgreSQL schema: what a second start finds again.
    options = {
      apiPort: 0,
      idpPort: 0,
      dataDir,
      ...(driver === 'postgres' && { databaseUrl: TEST_POSTGRES_URL, databaseSchema: schema }),
    };
    stack = await startStack(options);
  });

  afterAll(async () => {
    await stack?.close();
    await rm(dataDir, { recursive: true, force: true });
    if (driver === 'postgres') {
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });

  it('signs nobody out on a restart: the refresh token and the session cookie still work', async () => {
    const first = stack!;
    const browser = new TestBrowser(first.issuer);
    const tokens = await signInAndGetTokens(browser, DEMO_IDS.alice);

    await first.close();
    stack = undefined;
    // Same ports, so the issuer is the same; same data folder and database.
    stack = await startStack({
      ...options,
      apiPort: Number(new URL(first.apiOrigin).port),
      idpPort: Number(new URL(first.issuer).port),
    });
    const second = stack;

    const renewed = await refreshed(second.issuer, tokens.refresh_token!);
    expect(renewed.body.error).toBeUndefined();
    expect(renewed.status).toBe(200);
    expect(await currentUserEmail(second, renewed.body.access_token)).toBe('alice@example.com');

    const silent = await silentAuthorize(browser);
    expect(silent.error).toBeUndefined();
    expect(decodeJwtPart(silent.tokens!.id_token, 1)).toMatchObject({ sub: DEMO_IDS.alice });
    expect(await currentUserEmail(second, silent.tokens!.access_token)).toBe('alice@example.com');
  });

  it('rotates the refresh token on every use; a spent one is invalid_grant and revokes the grant', async () => {
    const issuer = stack!.issuer;
    const tokens = await signInAndGetTokens(new TestBrowser(issuer), DEMO_IDS.bob);

    const first = await refreshed(issuer, tokens.refresh_token!);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).toEqual(expect.any(String));
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    const second = await refreshed(issuer, first.body.refresh_token!);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);

    // The first token again, as a thief holding a copy would: refused, and the whole grant goes with it.
    const replay = await refreshed(issuer, tokens.refresh_token!);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const latest = await refreshed(issuer, second.body.refresh_token!);
    expect(latest).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('gives a refresh token used twice at once to one request only, and then revokes the grant', async () => {
    const issuer = stack!.issuer;
    const tokens = await signInAndGetTokens(new TestBrowser(issuer), DEMO_IDS.hana);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => refreshed(issuer, tokens.refresh_token!)),
    );

    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error === 'invalid_grant')).toHaveLength(3);
    const after = await refreshed(issuer, winners[0]!.body.refresh_token!);
    expect(after).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('forgets a deleted account: its refresh token, its session and its place on the sign-in page', async () => {
    const current = stack!;
    const browser = new TestBrowser(current.issuer);
    const tokens = await signInAndGetTokens(browser, DEMO_IDS.nora);
    expect(await currentUserEmail(current, tokens.access_token)).toBe('nora@example.com');

    const deleted = await fetch(`${current.apiBaseUrl}/users/current-user/delete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'NORA@example.com' }),
    });
    expect(deleted.status).toBe(204);

    // The refresh token and the browser's session are gone with the account.
    expect(await refreshed(current.issuer, tokens.refresh_token!)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const silent = await silentAuthorize(browser);
    expect(silent.error).toBe('login_required');
    // The sign-in page no longer offers the account; the access token still in hand names nobody.
    const login = await new TestBrowser(current.issuer).open(
      authorizeUrl(current.issuer, { challenge: pkcePair().challenge }),
    );
    const html = await login.response.text();
    expect(html).toContain('alice@example.com');
    expect(html).not.toContain('nora@example.com');
    const after = await fetch(`${current.apiBaseUrl}/users/current-user`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(after.status).toBe(401);
  });
});

describe('readiness', () => {
  it('answers /ready with 200 only once the identity provider serves sign-ins', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pod-console-identity-ready-'));
    const [apiPort, idpPort] = [await freePort(), await freePort()];
    // A fresh data folder: the provider creates its signing key, the slowest step of its start.
    const starting = startStack({
      apiPort,
      idpPort,
      dataDir,
      inMemory: true,
      pgliteSnapshot: await migratedPgliteSnapshot(),
      seed: false,
    });
    try {
      let discovery = 0;
      const deadline = Date.now() + 30_000;
      while (discovery === 0 && Date.now() < deadline) {
        const ready = await fetch(`http://127.0.0.1:${apiPort}/ready`).then(
          (response) => response.status,
          () => 0,
        );
        if (ready === 200) {
          discovery = (await fetch(`http://127.0.0.1:${idpPort}/.well-known/openid-configuration`)).status;
        } else {
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      }
      expect(discovery).toBe(200);
    } finally {
      await (await starting).close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
