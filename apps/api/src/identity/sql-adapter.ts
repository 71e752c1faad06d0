// oidc-provider's state in the product database, one row per model instance in `oidc_payloads` (migration 0006;
// docs/decisions/0004-identity-provider-and-token-cache.md). As the adapter contract asks: `expiresIn` is in
// seconds, an expired row is never found, a consumed one has `consumed` set.
import { sql, type Kysely } from 'kysely';
import { errors, type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';

import type { Database } from '../db/schema';

/**
 * The models oidc-provider revokes together when it revokes a grant (its `revoke` helper), and whose consumption is
 * the one use of a grant: a second consumption is a replay.
 */
const GRANT_SOURCES = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
] as const;
const SINGLE_USE = new Set<string>(GRANT_SOURCES.filter((model) => model !== 'AccessToken'));

export interface SqlAdapterOptions {
  /** The clock expiries are computed and compared with. Default: the system's, as oidc-provider's own. */
  now?: () => number;
  /** At most one sweep of expired rows per this many milliseconds, started by a write. Default 60 s. */
  sweepIntervalMs?: number;
  /** Rows one sweep deletes at most, so a backlog never makes one long statement. Default 500. */
  sweepBatchSize?: number;
  log?: (details: { err: unknown }, message: string) => void;
}

export interface SqlAdapter {
  /** oidc-provider's `adapter` setting. */
  factory: AdapterFactory;
  /** Deletes up to one batch of expired rows; answers how many. */
  sweepExpired(): Promise<number>;
  /** Resolves once no sweep started by a write is under way. */
  settled(): Promise<void>;
  /** Starts no more sweeps and waits for the one under way: call before closing the database. */
  close(): Promise<void>;
}

export function createSqlAdapter(db: Kysely<Database>, options: SqlAdapterOptions = {}): SqlAdapter {
  const now = options.now ?? Date.now;
  const sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  const sweepBatchSize = options.sweepBatchSize ?? 500;
  const log = options.log ?? (() => {});

  let nextSweepAt = 0;
  let sweeping: Promise<void> | undefined;
  let closed = false;

  async function sweepExpired(): Promise<number> {
    const result = await sql`
      delete from oidc_payloads
      where (model, id) in (
        select model, id from oidc_payloads where expires_at <= ${new Date(now())} limit ${sweepBatchSize}
      )
    `.execute(db);
    return Number(result.numAffectedRows ?? 0n);
  }

  /** Opportunistic: a write starts a sweep when none ran for a while; a full batch lets the next write sweep on. */
  function maybeSweep(): void {
    const time = now();
    if (closed || sweeping || time < nextSweepAt) return;
    nextSweepAt = time + sweepIntervalMs;
    sweeping = sweepExpired()
      .then(
        (deleted) => {
          if (deleted >= sweepBatchSize) nextSweepAt = 0;
        },
        (error: unknown) => log({ err: error }, 'identity provider: sweeping expired state failed'),
      )
      .finally(() => {
        sweeping = undefined;
      });
  }

  /** Every token of the grant and the grant itself, as oidc-provider revokes a grant on a replay. */
  async function revokeGrant(grantId: string): Promise<void> {
    await db
      .deleteFrom('oidc_payloads')
      .where((eb) =>
        eb.or([
          eb.and([eb('grant_id', '=', grantId), eb('model', 'in', [...GRANT_SOURCES])]),
          eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)]),
        ]),
      )
      .execute();
  }

  const factory: AdapterFactory = (model) => {
    const live = () =>
      db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date(now()))]));

    const toPayload = (row: { payload: unknown; consumed_at: Date | null } | undefined) => {
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : payload;
    };

    const adapter: Adapter = {
      async upsert(id, payload, expiresIn) {
        const consumed = typeof payload.consumed === 'number' ? new Date(payload.consumed * 1000) : null;
        await db
          .insertInto('oidc_payloads')
          .values({
            model,
            id,
            payload: JSON.stringify(payload),
            grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
            user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
            // Only sessions are looked up by uid (findByUid); an interaction's uid names its session.
            uid: model === 'Session' && typeof payload.uid === 'string' ? payload.uid : null,
            expires_at: typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null,
            consumed_at: consumed,
          })
          .onConflict((oc) =>
            oc.columns(['model', 'id']).doUpdateSet((eb) => ({
              payload: eb.ref('excluded.payload'),
              grant_id: eb.ref('excluded.grant_id'),
              user_code: eb.ref('excluded.user_code'),
              uid: eb.ref('excluded.uid'),
              expires_at: eb.ref('excluded.expires_at'),
              // Consumption cannot be undone by saving an older copy of the instance.
              consumed_at: eb.fn.coalesce('oidc_payloads.consumed_at', 'excluded.consumed_at'),
            })),
          )
          .execute();
        maybeSweep();
      },

      async find(id) {
        return toPayload(await live().where('id', '=', id).executeTakeFirst());
      },

      async findByUid(uid) {
        return toPayload(await live().where('uid', '=', uid).executeTakeFirst());
      },

      async findByUserCode(userCode) {
        return toPayload(await live().where('user_code', '=', userCode).executeTakeFirst());
      },

      async destroy(id) {
        await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
      },

      async revokeByGrantId(grantId) {
        await db
          .deleteFrom('oidc_payloads')
          .where('model', '=', model)
          .where('grant_id', '=', grantId)
          .execute();
      },

      async consume(id) {
        // One statement marks the row, so of two requests presenting one code or refresh token at once (in one
        // process or two) exactly one gets it. oidc-provider checks `consumed` before calling this, but both
        // requests may have read the row before either consumed it.
        const marked = await db
          .updateTable('oidc_payloads')
          .set({ consumed_at: new Date(now()) })
          .where('model', '=', model)
          .where('id', '=', id)
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
        if (marked.numUpdatedRows > 0n || !SINGLE_USE.has(model)) return;
        // The loser is treated as oidc-provider treats a replay: the grant and all its tokens are revoked.
        const row = await db
          .selectFrom('oidc_payloads')
          .select('grant_id')
          .where('model', '=', model)
          .where('id', '=', id)
          .executeTakeFirst();
        if (row?.grant_id) await revokeGrant(row.grant_id);
        throw new errors.InvalidGrant(row ? `${model} already used` : `${model} not found`);
      },
    };
    return adapter;
  };

  return {
    factory,
    sweepExpired,
    async settled() {
      await sweeping;
    },
    async close() {
      closed = true;
      await sweeping;
    },
  };
}
