// The identity provider's adapter on the product database, against oidc-provider's adapter contract, on PGlite and
// on PostgreSQL.
import { errors } from 'oidc-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DRIVERS } from '../test-support/test-database';
import { createSqlAdapter, type SqlAdapter } from './sql-adapter';

const START = Date.parse('2026-03-01T10:00:00Z');

describe.each(TEST_DRIVERS)('the identity provider adapter on %s', (driver) => {
  let database: OpenDatabase;
  let clock: number;
  let store: SqlAdapter;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });

  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  beforeEach(async () => {
    await store?.close();
    await database.db.deleteFrom('oidc_payloads').execute();
    clock = START;
    store = createSqlAdapter(database.db, { now: () => clock, sweepIntervalMs: 60_000, sweepBatchSize: 2 });
  });

  const rows = () =>
    database.db.selectFrom('oidc_payloads').select(['model', 'id']).orderBy('model').orderBy('id').execute();

  it('finds what it stored until it expires, in seconds', async () => {
    const tokens = store.factory('AccessToken');
    await tokens.upsert('at-1', { jti: 'at-1', kind: 'AccessToken', accountId: 'alice' }, 600);

    expect(await tokens.find('at-1')).toEqual({ jti: 'at-1', kind: 'AccessToken', accountId: 'alice' });
    clock = START + 599_000;
    expect(await tokens.find('at-1')).toMatchObject({ jti: 'at-1' });
    clock = START + 600_000;
    expect(await tokens.find('at-1')).toBeUndefined();
    expect(await store.factory('RefreshToken').find('at-1')).toBeUndefined();
  });

  it('keeps an instance without expiry until it is destroyed, and replaces it on a second upsert', async () => {
    const grants = store.factory('Grant');
    await grants.upsert('g-1', { jti: 'g-1', kind: 'Grant', accountId: 'alice' });
    await grants.upsert('g-1', { jti: 'g-1', kind: 'Grant', accountId: 'bob' });
    clock = START + 365 * 24 * 3600_000;

    expect(await grants.find('g-1')).toMatchObject({ accountId: 'bob' });
    await grants.destroy('g-1');
    expect(await grants.find('g-1')).toBeUndefined();
  });

  it('finds a session by its uid and a device code by its user code', async () => {
    const sessions = store.factory('Session');
    await sessions.upsert('s-1', { jti: 's-1', kind: 'Session', uid: 'uid-1', accountId: 'alice' }, 3600);
    const interactions = store.factory('Interaction');
    await interactions.upsert('i-1', { jti: 'i-1', kind: 'Interaction', uid: 'uid-2' }, 3600);
    const codes = store.factory('DeviceCode');
    await codes.upsert('d-1', { jti: 'd-1', kind: 'DeviceCode', userCode: 'ABCD-EFGH' }, 600);

    expect(await sessions.findByUid('uid-1')).toMatchObject({ jti: 's-1', accountId: 'alice' });
    expect(await sessions.findByUid('uid-2')).toBeUndefined();
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd-1' });
    expect(await codes.findByUserCode('ABCD-EFGX')).toBeUndefined();
    clock = START + 3600_000;
    expect(await sessions.findByUid('uid-1')).toBeUndefined();
  });

  it('destroys only the named model’s instance', async () => {
    await store.factory('AccessToken').upsert('same', { jti: 'same', kind: 'AccessToken' }, 600);
    await store.factory('RefreshToken').upsert('same', { jti: 'same', kind: 'RefreshToken' }, 600);

    await store.factory('AccessToken').destroy('same');

    expect(await rows()).toEqual([{ model: 'RefreshToken', id: 'same' }]);
  });

  it('marks a consumed instance with the time in seconds, and an older copy saved again stays consumed', async () => {
    const codes = store.factory('AuthorizationCode');
    const payload = { jti: 'c-1', kind: 'AuthorizationCode', grantId: 'g-1' };
    await codes.upsert('c-1', payload, 60);
    clock = START + 5_500;

    await codes.consume('c-1');
    await codes.upsert('c-1', payload, 60);

    expect(await codes.find('c-1')).toEqual({ ...payload, consumed: START / 1000 + 5 });
  });

  it('revokes one model’s instances of a grant, and nothing of another grant', async () => {
    const tokens = store.factory('RefreshToken');
    await tokens.upsert('r-1', { jti: 'r-1', kind: 'RefreshToken', grantId: 'g-1' }, 600);
    await tokens.upsert('r-2', { jti: 'r-2', kind: 'RefreshToken', grantId: 'g-1' }, 600);
    await tokens.upsert('r-3', { jti: 'r-3', kind: 'RefreshToken', grantId: 'g-2' }, 600);
    await store
      .factory('AccessToken')
      .upsert('a-1', { jti: 'a-1', kind: 'AccessToken', grantId: 'g-1' }, 600);

    await tokens.revokeByGrantId('g-1');

    expect(await rows()).toEqual([
      { model: 'AccessToken', id: 'a-1' },
      { model: 'RefreshToken', id: 'r-3' },
    ]);
  });

  it('gives a refresh token to one of two racing uses; the other is invalid_grant and revokes the grant', async () => {
    const tokens = store.factory('RefreshToken');
    await store.factory('Grant').upsert('g-1', { jti: 'g-1', kind: 'Grant' }, 3600);
    await tokens.upsert('r-1', { jti: 'r-1', kind: 'RefreshToken', grantId: 'g-1' }, 600);
    await store
      .factory('AccessToken')
      .upsert('a-1', { jti: 'a-1', kind: 'AccessToken', grantId: 'g-1' }, 600);
    await tokens.upsert('r-9', { jti: 'r-9', kind: 'RefreshToken', grantId: 'g-9' }, 600);

    const results = await Promise.allSettled([tokens.consume('r-1'), tokens.consume('r-1')]);

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = results.find((result) => result.status === 'rejected')!.reason as Error;
    expect(failure).toBeInstanceOf(errors.InvalidGrant);
    expect(failure).toMatchObject({ error: 'invalid_grant' });
    expect(await rows()).toEqual([{ model: 'RefreshToken', id: 'r-9' }]);
  });

  it('lets a pushed request be consumed twice: only grant sources are single-use', async () => {
    const requests = store.factory('PushedAuthorizationRequest');
    await requests.upsert('p-1', { jti: 'p-1', kind: 'PushedAuthorizationRequest' }, 60);

    await requests.consume('p-1');
    await requests.consume('p-1');

    expect(await requests.find('p-1')).toMatchObject({ consumed: START / 1000 });
  });

  it('keeps request parameters as sent, NUL characters included', async () => {
    const interactions = store.factory('Interaction');
    const payload = { jti: 'i-1', kind: 'Interaction', params: { state: 'a\u0000b', nonce: 'ü🙂' } };

    await interactions.upsert('i-1', payload, 600);

    expect(await interactions.find('i-1')).toEqual(payload);
  });

  it('sweeps expired rows in bounded batches, started by a write at most once per interval', async () => {
    const tokens = store.factory('AccessToken');
    // The first write sweeps (nothing has expired yet).
    for (const id of ['a', 'b', 'c']) await tokens.upsert(id, { jti: id, kind: 'AccessToken' }, 10);
    await store.factory('Grant').upsert('forever', { jti: 'forever', kind: 'Grant' });
    await tokens.upsert('late', { jti: 'late', kind: 'AccessToken' }, 3600);
    clock = START + 20_000;

    // Within the interval no write sweeps.
    await tokens.upsert('d', { jti: 'd', kind: 'AccessToken' }, 3600);
    await store.close();
    expect(await rows()).toHaveLength(6);

    expect(await store.sweepExpired()).toBe(2);
    expect(await store.sweepExpired()).toBe(1);
    expect(await store.sweepExpired()).toBe(0);
    expect((await rows()).map((row) => row.id)).toEqual(['d', 'late', 'forever']);
  });

  it('sweeps on a write once the interval has passed', async () => {
    const tokens = store.factory('AccessToken');
    await tokens.upsert('a', { jti: 'a', kind: 'AccessToken' }, 10);
    // The first write's sweep (nothing expired yet) must end first: one still under way is never doubled.
    await store.settled();
    clock = START + 30_000;
    await tokens.upsert('c', { jti: 'c', kind: 'AccessToken' }, 10);
    await store.settled();
    expect((await rows()).map((row) => row.id)).toEqual(['a', 'c']);
    clock = START + 61_000;

    await tokens.upsert('b', { jti: 'b', kind: 'AccessToken' }, 600);
    await store.close();

    expect((await rows()).map((row) => row.id)).toEqual(['b']);
  });
});
