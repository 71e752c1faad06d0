// The soak's mixed load, made as real clients make it, through the SDK: per organization, its Owner's console tab
// writing (assignments, revocations, invitations), another tab polling the organization and reading the user, and
// the Pod Creator app on devices (claims and in-use reports). Every attempt goes to the next API process in turn, as a
// balancer without health checks would send it.
//
// A write that got no answer (no connection, a reset, a timeout), a 503, or 409 "still being processed" is sent again
// with the same Idempotency-Key until it is answered (decision 0034): "acknowledged" is answered 2xx. Every write is
// written down with its outcome, so that the database can be compared with them exactly afterwards (checks.ts).
import { randomBytes, randomUUID } from 'node:crypto';

import { refreshGrant, type TokenResponse } from '@pod-console/api/testing';
import { IDEMPOTENCY_MESSAGES } from '@pod-console/hooks/domain';
import { createConsoleClient, isApiError, type ApiError, type Organization } from '@pod-console/sdk';

import { signInThroughProxy, type Proxy } from '../test-support/api-processes';
import type { SoakOrganization } from './fixtures';
import type { RequestKind, SoakMetrics } from './metrics';

export interface LoadPacing {
  /** Each organization's console tab makes one write this often (jittered ±50 %). */
  writeIntervalMs: number;
  /** Each organization's other tab polls the organization this often. */
  pollIntervalMs: number;
  /** … and reads the current user this often. */
  readIntervalMs: number;
  /** Each organization's devices make one claim or report this often. */
  deviceIntervalMs: number;
  /** Invitations per organization over the whole run, spread evenly (the limit is 100 a day). */
  invitationsPerOrganization: number;
  /** The organization's purchased licences: assignments stay below, revocations make room. */
  licenses: number;
  /** A write still unanswered after this long is a failure (nothing may hang), and is given up. */
  answerDeadlineMs: number;
  /** A poll started this long after a change was acknowledged must show it (decision 0022's change feed). */
  freshnessGraceMs: number;
  /** Abort an HTTP exchange after this long; the write is then sent again with its key. */
  requestTimeoutMs: number;
  /** The share of write answers the client drops after the server sent them, as a lossy network would (every n-th). */
  lostAnswers: number;
}

export type LicenseState = 'assigned' | 'claimed' | 'claim-lost' | 'revoked';

/** A licence this organization's tab assigned, and what became of it as far as the clients know. */
export interface LicenseLedger {
  id: string;
  identifier: string;
  state: LicenseState;
  /** An operation on it is in flight: nothing else picks it. */
  busy: boolean;
  assignedAt: number;
  /** When its revocation was first sent, and when it was acknowledged. */
  revokeSentAt?: number;
  revokedAt?: number;
  /** Its claim: acknowledged (the app holds the key), or lost (done, but its answer with the key never came). */
  claim?: { outcome: 'acknowledged' | 'lost'; deviceName: string; key?: string; claimedAt?: string };
  /** The last acknowledged in-use report's time, as the API answered it. */
  lastSeenAt?: string;
}

/** A write and its end: acknowledged (2xx), refused (a 4xx answer), or given up (no answer in time). */
export interface WriteRecord {
  kind: RequestKind;
  /** The identifier, e-mail or licence id it was about. */
  subject: string;
  outcome: 'acknowledged' | 'refused' | 'given-up';
  /** Attempts sent (1: answered at once). */
  attempts: number;
  /** The answer of a refusal. */
  status?: number;
  detail?: string;
}

export interface OrganizationLedger {
  organization: SoakOrganization;
  licenses: Map<string, LicenseLedger>;
  /** Assignments by identifier; acknowledged ones carry the licence id. */
  assignments: Map<string, { record: WriteRecord; licenseId?: string }>;
  /** Invitations by e-mail; acknowledged ones carry the invitation id. */
  invitations: Map<string, { record: WriteRecord; invitationId?: string }>;
  revocations: WriteRecord[];
  claims: WriteRecord[];
  reports: WriteRecord[];
}

export interface Load {
  ledgers: OrganizationLedger[];
  /** Stops starting operations; resolves when every operation in flight has its answer. */
  stop(): Promise<void>;
  /** Writes and claims answered by a refusal that the load did not expect: each a line for the report. */
  surprises: string[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const jitter = (ms: number) => ms * (0.5 + Math.random());

/** Which kind of call a request is, from its method and path. */
export function kindOf(method: string, path: string): RequestKind {
  if (path.endsWith('/oauth/token')) return 'token';
  if (method === 'GET') return /\/organizations\/[^/]+$/.test(path) ? 'poll' : 'read';
  if (path.endsWith('/licenses/assign-member-to-license')) return 'assign';
  if (path.endsWith('/licenses/remove-member-from-license')) return 'revoke';
  if (path.endsWith('/invitation')) return 'invite';
  if (path.endsWith('/app/licenses/claim')) return 'claim';
  if (path.endsWith('/app/licenses/seen')) return 'report';
  return 'read';
}

/**
 * A `fetch` for the SDK that sends each attempt to the next API process and records what came back. The SDK's base
 * URL names no process; the path is kept.
 */
function balancingFetch(metrics: SoakMetrics, origins: readonly string[], lostAnswers: number): typeof fetch {
  let turn = 0;
  // Every n-th answer of each kind of write, not a random share: each kind loses some in a short run too.
  const every = lostAnswers > 0 ? Math.round(1 / lostAnswers) : 0;
  const writes = new Map<RequestKind, number>();
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const kind = kindOf(request.method, url.pathname);
    const process = turn++ % origins.length;
    const body = request.body === null ? undefined : await request.arrayBuffer();
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${origins[process]}${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        ...(body !== undefined && { body }),
        signal: request.signal,
      });
    } catch (error) {
      metrics.record(
        kind,
        process,
        request.signal.aborted ? 'timeout' : 'network',
        performance.now() - started,
      );
      throw error;
    }
    metrics.record(kind, process, response.status, performance.now() - started, {
      retryAfter: response.headers.get('retry-after'),
      replayed: response.headers.get('idempotent-replayed') === 'true',
    });
    // An answer lost on its way back (a reset, a phone in a tunnel): the server did the work, the client never knows.
    if (request.method !== 'GET') {
      const count = (writes.get(kind) ?? 0) + 1;
      writes.set(kind, count);
      if (every > 0 && count % every === 0) {
        metrics.lose(kind);
        await response.body?.cancel();
        throw new TypeError('fetch failed: the soak lost this answer on purpose');
      }
    }
    return response;
  };
}

/**
 * One person's session at the identity provider, as the Auth0 client keeps it: the access token until a minute before
 * it expires, then a refresh (through the proxy, any process); a refresh refused (its token spent by a renewal whose
 * answer was lost) signs in again. Renewals that get no answer are sent again until one does.
 */
class Session {
  private tokens!: TokenResponse;
  private expiresAt = 0;
  private renewal: Promise<void> | null = null;

  constructor(
    private readonly proxy: Proxy,
    private readonly accountId: string,
    private readonly metrics: SoakMetrics,
  ) {}

  async signIn(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const started = performance.now();
      try {
        this.keep(await signInThroughProxy(this.proxy, this.accountId));
        this.metrics.record('token', -1, 200, performance.now() - started);
        return;
      } catch (error) {
        this.metrics.record('token', -1, 'network', performance.now() - started);
        if (attempt >= 30) throw error;
        await sleep(1000);
      }
    }
  }

  private keep(tokens: TokenResponse) {
    this.tokens = tokens;
    this.expiresAt = Date.now() + tokens.expires_in * 1000;
  }

  private async renew(): Promise<void> {
    for (;;) {
      const started = performance.now();
      const answer = await refreshGrant(this.proxy.url, this.tokens.refresh_token!).then(
        async (response) => ({ status: response.status, body: (await response.json()) as TokenResponse }),
        () => undefined,
      );
      this.metrics.record('token', -1, answer?.status ?? 'network', performance.now() - started, {
        retryAfter: null,
        replayed: false,
      });
      if (answer?.status === 200) return this.keep(answer.body);
      if (answer?.status === 400) return this.signIn();
      await sleep(1000);
    }
  }

  readonly getAccessToken = async (options?: { forceRefresh?: boolean }): Promise<string> => {
    if (options?.forceRefresh || Date.now() > this.expiresAt - 60_000) {
      this.renewal ??= this.renew().finally(() => {
        this.renewal = null;
      });
      await this.renewal;
    }
    return this.tokens.access_token;
  };
}

type Answered<T> =
  | { ok: true; value: T; attempts: number }
  | { ok: false; error: ApiError | undefined; attempts: number; gaveUp: boolean };

/** How long to wait before sending a write again, or undefined: it was answered (a refusal stands). */
function retryWait(error: ApiError): number | undefined {
  if (error.kind !== 'http') return 250;
  const after = error.retryAfterSeconds;
  if (error.status === 503) return (after ?? 1) * 1000;
  if (error.status === 409 && error.problem?.detail === IDEMPOTENCY_MESSAGES.inProgress)
    return (after ?? 1) * 1000;
  // A limit of a minute is waited out; a day's is a refusal.
  if (error.status === 429 && after !== undefined && after <= 120) return after * 1000;
  // Any other 5xx is a fault (the metrics have it); sent again so that the database still matches the answers.
  if (error.status >= 500) return 1000;
  return undefined;
}

export interface StartLoadOptions {
  organizations: readonly SoakOrganization[];
  proxy: Proxy;
  /** The API processes' origins, `http://127.0.0.1:PORT`, in process order. */
  origins: readonly string[];
  metrics: SoakMetrics;
  pacing: LoadPacing;
  /** How long the load will run, to spread the invitations. */
  durationMs: number;
}

/** Signs every owner in, then starts every organization's loops. */
export async function startLoad(options: StartLoadOptions): Promise<Load> {
  const { metrics, pacing } = options;
  const run = randomBytes(3).toString('hex');
  const fetchImpl = balancingFetch(metrics, options.origins, pacing.lostAnswers);
  const surprises: string[] = [];
  let running = true;

  const sessions = await Promise.all(
    options.organizations.map(async (organization) => {
      const session = new Session(options.proxy, organization.accountId, metrics);
      await session.signIn();
      return session;
    }),
  );

  const clientFor = (session: Session) =>
    createConsoleClient({
      baseUrl: 'http://api.soak.invalid/admin-console/v1',
      getAccessToken: session.getAccessToken,
      fetch: fetchImpl,
      timeoutMs: pacing.requestTimeoutMs,
      onTokenError: () => {},
    });

  async function untilAnswered<T>(
    kind: RequestKind,
    send: (idempotencyKey: string) => Promise<T>,
  ): Promise<Answered<T>> {
    const idempotencyKey = randomUUID();
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { ok: true, value: await send(idempotencyKey), attempts: attempt };
      } catch (error) {
        if (!isApiError(error)) throw error;
        const wait = retryWait(error);
        if (wait === undefined) return { ok: false, error, attempts: attempt, gaveUp: false };
        if (Date.now() - started + wait > pacing.answerDeadlineMs) {
          metrics.violate(
            'unanswered',
            kind,
            -1,
            `a write got no answer in ${pacing.answerDeadlineMs / 1000} s`,
          );
          return { ok: false, error, attempts: attempt, gaveUp: true };
        }
        await sleep(wait);
      }
    }
  }

  const recordOf = (kind: RequestKind, subject: string, answered: Answered<unknown>): WriteRecord =>
    answered.ok
      ? { kind, subject, outcome: 'acknowledged', attempts: answered.attempts }
      : {
          kind,
          subject,
          outcome: answered.gaveUp ? 'given-up' : 'refused',
          attempts: answered.attempts,
          ...(answered.error && { status: answered.error.status }),
          ...(answered.error?.problem?.detail && { detail: answered.error.problem.detail }),
        };

  const loops: Array<Promise<void>> = [];
  const every = (intervalMs: number, step: () => Promise<void>) =>
    loops.push(
      (async () => {
        // Started at a random point of the first interval, so that the organizations do not move in step.
        await sleep(Math.random() * intervalMs);
        while (running) {
          await step();
          if (running) await sleep(jitter(intervalMs));
        }
      })(),
    );

  const ledgers = options.organizations.map((organization, index) => {
    const ledger: OrganizationLedger = {
      organization,
      licenses: new Map(),
      assignments: new Map(),
      invitations: new Map(),
      revocations: [],
      claims: [],
      reports: [],
    };
    const session = sessions[index]!;
    const writer = clientFor(session);
    const watcher = clientFor(session);
    const app = clientFor(session);
    const { organizationId } = organization;
    const surprise = (record: WriteRecord) => {
      if (record.outcome === 'refused')
        surprises.push(
          `${record.kind} ${record.subject}: ${record.status} ${record.detail ?? ''} (attempt ${record.attempts})`,
        );
    };
    const free = (...states: LicenseState[]) =>
      [...ledger.licenses.values()].filter((license) => !license.busy && states.includes(license.state));
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

    let assignments = 0;
    let invitations = 0;
    const loadStart = Date.now();
    // The invitations spread over the run: one is due whenever fewer have been sent than the run's share so far.
    const invitationDue = () =>
      invitations <
      Math.floor((pacing.invitationsPerOrganization * (Date.now() - loadStart)) / options.durationMs) + 1;
    // Assignments keep between half and all but two of the purchased licences in use.
    const most = pacing.licenses - 2;
    const least = Math.floor(pacing.licenses / 2);

    const assign = async () => {
      const identifier = `soak ${run} ${organization.index}-${(assignments += 1)}`;
      const answered = await untilAnswered('assign', (idempotencyKey) =>
        writer.licenses.assign({ organizationId, identifier }, { idempotencyKey }),
      );
      const record = recordOf('assign', identifier, answered);
      if (answered.ok) {
        ledger.licenses.set(answered.value.licenseId, {
          id: answered.value.licenseId,
          identifier,
          state: 'assigned',
          busy: false,
          assignedAt: Date.now(),
        });
        ledger.assignments.set(identifier, { record, licenseId: answered.value.licenseId });
      } else {
        ledger.assignments.set(identifier, { record });
        surprise(record);
      }
    };

    const revoke = async (license: LicenseLedger) => {
      license.busy = true;
      license.revokeSentAt = Date.now();
      const answered = await untilAnswered('revoke', (idempotencyKey) =>
        writer.licenses.revoke({ organizationId, licenseId: license.id }, { idempotencyKey }),
      );
      const record = recordOf('revoke', license.id, answered);
      ledger.revocations.push(record);
      if (answered.ok) {
        license.state = 'revoked';
        license.revokedAt = Date.now();
      } else {
        // 404 to a repeat: an earlier attempt revoked it, and no kept answer was replayed (a failure, reported).
        if (answered.error?.status === 404 && answered.attempts > 1) license.state = 'revoked';
        surprise(record);
      }
      license.busy = false;
    };

    const invite = async () => {
      const email = `soak.invitee.${run}.${organization.index}.${(invitations += 1)}@example.com`;
      const answered = await untilAnswered('invite', (idempotencyKey) =>
        writer.invitations.create({ organizationId, email }, { idempotencyKey }),
      );
      const record = recordOf('invite', email, answered);
      ledger.invitations.set(email, {
        record,
        ...(answered.ok && { invitationId: answered.value.invitationId }),
      });
      if (!answered.ok) surprise(record);
    };

    const claim = async (license: LicenseLedger) => {
      license.busy = true;
      const deviceName = `Soak device ${organization.index}-${license.identifier.split('-').at(-1)}`;
      // The app's request id goes with every attempt: a claim whose answer was lost is given back when sent again.
      const answered = await untilAnswered('claim', (idempotencyKey) =>
        app.app.claimLicense({ licenseId: license.id, organizationId, deviceName }, { idempotencyKey }),
      );
      const record = recordOf('claim', license.id, answered);
      ledger.claims.push(record);
      if (answered.ok) {
        license.state = 'claimed';
        license.claim = {
          outcome: 'acknowledged',
          deviceName,
          key: answered.value.licenseKey,
          claimedAt: answered.value.claimedAt,
        };
      } else if (answered.error?.status === 409 && answered.attempts > 1) {
        // An earlier attempt claimed it and its answer (the key) was lost, and the repeat was not recognised: the
        // checks count these apart (none expected since the claim is repeatable, decision 0043).
        license.state = 'claim-lost';
        license.claim = { outcome: 'lost', deviceName };
      } else surprise(record);
      license.busy = false;
    };

    const report = async (license: LicenseLedger) => {
      license.busy = true;
      const answered = await untilAnswered('report', () =>
        app.app.reportSeen({ licenseId: license.id, licenseKey: license.claim!.key! }),
      );
      const record = recordOf('report', license.id, answered);
      ledger.reports.push(record);
      if (answered.ok) license.lastSeenAt = answered.value.lastSeenAt;
      else surprise(record);
      license.busy = false;
    };

    // The console tab that writes.
    every(pacing.writeIntervalMs, async () => {
      if (invitations < pacing.invitationsPerOrganization && invitationDue()) return invite();
      const inUse = [...ledger.licenses.values()].filter((license) => license.state !== 'revoked').length;
      const revocable = free('assigned', 'claimed', 'claim-lost');
      if (inUse < least || (inUse < most && Math.random() < 0.6) || revocable.length === 0) {
        if (inUse < most) return assign();
        return;
      }
      return revoke(pick(revocable)!);
    });

    // The tab that watches: the organization's poll (conditional, 304 when unchanged) and the user.
    every(pacing.pollIntervalMs, async () => {
      const started = Date.now();
      const seen = await watcher.organizations.get(organizationId).catch(() => undefined);
      if (seen) checkFresh(seen, started);
    });
    every(pacing.readIntervalMs, async () => {
      const user = await watcher.users.getCurrent().catch(() => undefined);
      if (user && !user.organizations.some((summary) => summary.id === organizationId))
        metrics.violate(
          'stale',
          'read',
          -1,
          `the current user of ${organization.email} lists no organization`,
        );
    });

    /** A poll shows every change acknowledged long enough before it started (decision 0022). */
    const checkFresh = (seen: Organization, started: number) => {
      const before = started - pacing.freshnessGraceMs;
      const listed = new Set(seen.licenses.map((license) => license.id));
      for (const license of ledger.licenses.values()) {
        // A revocation sent may have been done already: the licence may be gone from then on.
        if (license.assignedAt < before && license.revokeSentAt === undefined && !listed.has(license.id))
          metrics.violate('stale', 'poll', -1, `a poll lacked licence ${license.id}, assigned before it`);
        const revoked = license.revokedAt !== undefined && license.revokedAt < before;
        if (revoked && listed.has(license.id))
          metrics.violate(
            'stale',
            'poll',
            -1,
            `a poll still listed licence ${license.id}, revoked before it`,
          );
      }
    };

    // The devices: claim an assigned licence, or report one claimed as in use.
    every(pacing.deviceIntervalMs, async () => {
      const claimable = free('assigned');
      const claimed = free('claimed');
      if (claimable.length > 0 && (claimed.length === 0 || Math.random() < 0.4))
        return claim(pick(claimable)!);
      if (claimed.length > 0) return report(pick(claimed)!);
    });

    return ledger;
  });

  return {
    ledgers,
    surprises,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
