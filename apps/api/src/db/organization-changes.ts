// The organizations that change, as the database announces them (migration 0010;
// docs/decisions/0022-unchanged-polls-from-memory.md). PostgreSQL listens on a connection of its own, not pooled,
// and reconnects with a growing pause; while it is down the feed is not live. PGlite's notifications cannot be lost.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { DatabaseLog } from './database';

export const ORGANIZATION_CHANGED_CHANNEL = 'organization_changed';

/** A changed organization's id, or null: the feed was interrupted, and any organization may have changed. */
export type OrganizationChangeListener = (organizationId: string | null) => void;

export interface OrganizationChangeFeed {
  /** Whether changes are heard now. While not, nothing that depends on hearing them may be used. */
  readonly live: boolean;
  /** Hears every change from now on; answers the unsubscribe. */
  subscribe(listener: OrganizationChangeListener): () => void;
  close(): Promise<void>;
}

/** Pauses before reconnecting the listening connection: 0.5 s, doubling, at most 30 s. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** A half-open listening connection (a silent network failure) is noticed by TCP keepalive after about this. */
const KEEPALIVE_MS = 10_000;

function createListeners() {
  const listeners = new Set<OrganizationChangeListener>();
  return {
    add(listener: OrganizationChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(organizationId: string | null) {
      for (const listener of listeners) listener(organizationId);
    },
  };
}

export function pgliteOrganizationChanges(pglite: PGlite): OrganizationChangeFeed {
  const listeners = createListeners();
  const unlisten = pglite.listen(ORGANIZATION_CHANGED_CHANNEL, (payload) => listeners.emit(payload));
  return {
    live: true,
    subscribe: listeners.add,
    async close() {
      await (
        await unlisten
      )();
    },
  };
}

export interface PostgresChangeOptions {
  connectionString: string;
  applicationName: string;
  log: DatabaseLog;
}

export function postgresOrganizationChanges(options: PostgresChangeOptions): OrganizationChangeFeed {
  const listeners = createListeners();
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let pause = RECONNECT_FIRST_MS;

  /** `which` lost its connection (or never had one); a connection replaced since then is no news. */
  const lost = (which: pg.Client, error: Error) => {
    if (client !== which) return;
    const wasLive = live;
    live = false;
    client = null;
    which.removeAllListeners('notification');
    void which.end().catch(() => {});
    if (wasLive) {
      options.log({ err: error }, 'organization change feed lost; polls are read from the database');
      listeners.emit(null);
    }
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: `${options.applicationName} (changes)`,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_MS,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === ORGANIZATION_CHANGED_CHANNEL && message.payload)
        listeners.emit(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${ORGANIZATION_CHANGED_CHANNEL}`);
      if (closed || client !== next) return void next.end().catch(() => {});
      // Changes made while nobody listened went unheard: whatever was remembered before is forgotten.
      listeners.emit(null);
      live = true;
      pause = RECONNECT_FIRST_MS;
    } catch (error) {
      lost(next, error as Error);
    }
  };

  let started = false;
  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      // The connection opens with the first listener: a process that never asks holds none.
      if (!started && !closed) {
        started = true;
        void connect();
      }
      return listeners.add(listener);
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
