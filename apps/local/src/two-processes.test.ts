// Two API processes on one PostgreSQL database and one data folder, as behind a load balancer: each a real child
// process running `main.ts` (what `npm start` runs), with its own ports (test-support/api-processes.ts). The identity
// providers of both sit behind one small proxy whose URL is the public issuer (PUBLIC_ISSUER_URL) of both: that is the
// deployment, one issuer served by several processes. Pointing both at process 1's issuer instead would send every
// browser to process 1 and prove nothing about process 2's provider. The proxy goes round-robin, or to one process
// when a step must (a sign-in started at one process and completed at the other).
import { randomBytes, randomUUID } from 'node:crypto';

import {
  authorizeUrl,
  exchangeCode,
  formAction,
  pkcePair,
  refreshGrant,
  silentAuthorize,
  TestBrowser,
  type TokenResponse,
  TEST_DRIVERS,
  TEST_POSTGRES_URL,
} from '@pod-console/api/testing';
import { getLicenseCounts } from '@pod-console/hooks/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from './seed/demo-data';
import {
  signInThroughProxy,
  START_TIMEOUT_MS,
  startApiProcesses,
  withPostgres,
  type ApiProcess,
  type ApiProcesses,
  type Proxy,
} from './test-support/api-processes';

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T>(
  api: ApiProcess,
  method: string,
  path: string,
  token: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${api.apiBaseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

interface OrganizationAnswer {
  license_counts: { POD_ADMIN: number };
  licenses: Array<{ id: string; identifier: string | null; revoked_at: string | null; trial: boolean }>;
}

const licenseCountsOf = (organization: OrganizationAnswer) =>
  getLicenseCounts({
    licenses: organization.licenses.map((license) => ({
      identifier: license.identifier,
      revokedAt: license.revoked_at,
      trial: license.trial,
    })),
    licenseCounts: organization.license_counts,
  });

/** How often each process looks for idle seats in these tests. */
const IDLE_CHECK_MS = 500;
const DAY_MS = 86_400_000;

describe.each(TEST_DRIVERS.filter((driver) => driver === 'postgres'))(
  'two API processes on one %s database and data folder',
  () => {
    const schema = `api_test_${randomBytes(6).toString('hex')}`;
    let processes: ApiProcesses;
    let apis: ApiProcess[];
    let proxy: Proxy;
    /** The platform admin's tokens: owner of Pod Console HQ (Enterprise, 20 licences, none assigned). */
    let tokens: TokenResponse;

    beforeAll(
      async () => {
        await withPostgres(TEST_POSTGRES_URL, (admin) => admin.query(`create schema ${schema}`));
        // One after the other, as a rolling deployment starts them.
        processes = await startApiProcesses({
          databaseUrl: TEST_POSTGRES_URL,
          schema,
          count: 2,
          // Both look for idle seats twice a second (decision 0044), so that a test sees them race.
          env: { IDLE_SEAT_CHECK_INTERVAL_MS: `${IDLE_CHECK_MS}` },
        });
        ({ apis, proxy } = processes);
      },
      2 * START_TIMEOUT_MS + 10_000,
    );

    afterAll(async () => {
      await processes?.close();
      await withPostgres(TEST_POSTGRES_URL, (admin) =>
        admin.query(`drop schema if exists ${schema} cascade`),
      );
    }, 30_000);

    it('completes through one process a sign-in started through the other, and each API accepts its tokens', async () => {
      const browser = new TestBrowser(proxy.url);
      const { verifier, challenge } = pkcePair();
      const backendsOf = (path: string) =>
        proxy.served.filter((entry) => entry.path.startsWith(path)).map((entry) => entry.backend);

      // Process 1: the authorization request, its interaction and the login page.
      proxy.pinned = 0;
      const page = await browser.open(authorizeUrl(proxy.url, { challenge }));
      expect(page.response.status).toBe(200);
      const html = await page.response.text();
      // Process 2: the login, which resumes the authorization and issues the code.
      proxy.pinned = 1;
      const done = await browser.submit(formAction(html, page.url, 'login'), { account_id: DEMO_IDS.admin });
      const code = done.leftTo?.searchParams.get('code');
      expect(code, `redirect: ${done.leftTo?.href ?? done.response.status}`).toEqual(expect.any(String));
      // Process 1 exchanges the code; process 2 renews with the refresh token.
      proxy.pinned = 0;
      const signedIn = await exchangeCode(proxy.url, code!, verifier);
      proxy.pinned = 1;
      const renewal = await refreshGrant(proxy.url, signedIn.refresh_token!);
      expect(renewal.status).toBe(200);
      tokens = (await renewal.json()) as TokenResponse;
      // Process 1 again: silent renewal with the session cookie process 2 set.
      proxy.pinned = 0;
      const silent = await silentAuthorize(browser);
      expect(silent.error).toBeUndefined();
      proxy.pinned = undefined;

      expect(backendsOf('/authorize')).toEqual([0, 1, 0]);
      expect(backendsOf('/interaction/')).toEqual([0, 1]);
      expect(backendsOf('/oauth/token')).toEqual([0, 1, 0]);
      // Each API accepts the access token the other process's provider issued.
      const fromProcess = [signedIn.access_token, tokens.access_token];
      for (const [index, api] of apis.entries()) {
        const me = await call<{ email: string }>(api, 'GET', '/users/current-user', fromProcess[1 - index]!);
        expect(me).toMatchObject({ status: 200, body: { email: 'admin@example.com' } });
      }
    });

    it('refuses a refresh token spent through one process when it is presented to the other', async () => {
      proxy.pinned = 0;
      const next = (await (await refreshGrant(proxy.url, tokens.refresh_token!)).json()) as TokenResponse;
      proxy.pinned = 1;
      const replay = await refreshGrant(proxy.url, tokens.refresh_token!);
      proxy.pinned = undefined;

      expect(next.refresh_token).toEqual(expect.any(String));
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('never assigns more licences than the organization has, under assignments racing through both APIs', async () => {
      const signIn = (await signInThroughProxy(proxy, DEMO_IDS.admin)).access_token;
      const before = await call<OrganizationAnswer>(apis[0]!, 'GET', `/organizations/${DEMO_IDS.hq}`, signIn);
      expect(before.status).toBe(200);
      const counts = licenseCountsOf(before.body);
      const attempts = 36;
      expect(counts.unassigned).toBeGreaterThan(0);
      expect(counts.unassigned).toBeLessThan(attempts);

      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, index) =>
          call(apis[index % 2]!, 'POST', '/licenses/assign-member-to-license', signIn, {
            body: { organizationId: DEMO_IDS.hq, identifier: `Racer ${index}`, licenseType: 'POD_ADMIN' },
          }),
        ),
      );

      const accepted = answers.filter((answer) => answer.status === 201);
      expect(accepted).toHaveLength(counts.unassigned);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(attempts - counts.unassigned);
      // Each process had fewer attempts than free licences, so each accepted some.
      const acceptedBy = new Set(
        answers.flatMap((answer, index) => (answer.status === 201 ? [index % 2] : [])),
      );
      expect(acceptedBy).toEqual(new Set([0, 1]));
      const after = await call<OrganizationAnswer>(apis[1]!, 'GET', `/organizations/${DEMO_IDS.hq}`, signIn);
      expect(licenseCountsOf(after.body)).toEqual({
        assigned: counts.available,
        available: counts.available,
        unassigned: 0,
      });
    });

    it('shows a change made through one API on a poll through the other, as soon as the database announces it', async () => {
      const token = (await signInThroughProxy(proxy, DEMO_IDS.admin)).access_token;
      const path = `/organizations/${DEMO_IDS.hq}`;
      // Process 2 has answered (and cached) the organization: its ETag names that version.
      const cached = await call<OrganizationAnswer>(apis[1]!, 'GET', path, token);
      const etag = cached.headers.get('etag');
      expect(etag).toEqual(expect.any(String));
      const licenseCount = cached.body.license_counts.POD_ADMIN + 1;

      const changed = await call(apis[0]!, 'PATCH', `${path}/update-license-count`, token, {
        body: { licenseCount, licenseType: 'POD_ADMIN' },
      });
      expect(changed.status).toBe(204);
      // Process 2 answers unchanged polls from memory, and forgets the organization when the database announces the
      // change (decision 0022): within milliseconds of the commit, so the first poll after it almost always sees it.
      const poll = () =>
        call<OrganizationAnswer>(apis[1]!, 'GET', path, token, { headers: { 'if-none-match': etag! } });
      // Polled until it sees the change; the limit only fails a notice that never comes.
      const deadline = Date.now() + 15_000;
      let next = await poll();
      while (next.status === 304 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        next = await poll();
      }

      expect(next.status).toBe(200);
      expect(next.headers.get('etag')).not.toBe(etag);
      expect(next.body.license_counts.POD_ADMIN).toBe(licenseCount);
    });

    it('releases each idle seat once while both processes look, with one activity entry each and one summary per admin', async () => {
      // N days later: the processes run on the real clock, so the seats are aged rather than the clock moved.
      const ids = { owner: randomUUID(), admin: randomUUID(), organization: randomUUID() };
      const idle = ['Idle iPad 1', 'Idle iPad 2', 'Idle iPad 3'];
      const sql = (text: string, values: unknown[] = []) =>
        withPostgres(TEST_POSTGRES_URL, async (admin) => {
          await admin.query(`set search_path to ${schema}`);
          return (await admin.query(text, values)).rows as Array<Record<string, unknown>>;
        });
      await sql(
        `insert into users (id, subject, email, system_role) values
           ($1, $2, 'owner@idle-co.example', 'USER'), ($3, $4, 'admin@idle-co.example', 'USER')`,
        [ids.owner, `sub-${ids.owner}`, ids.admin, `sub-${ids.admin}`],
      );
      // The setting is off while the seats are written, so no look releases half of them.
      await sql(
        `insert into organizations (id, name, owner_user_id, pod_admin_license_count, idle_seat_release_days)
         values ($1, 'Idle Co', $2, 10, null)`,
        [ids.organization, ids.owner],
      );
      await sql(
        `insert into memberships (organization_id, user_id, role) values ($1, $2, 'OWNER'), ($1, $3, 'ADMIN')`,
        [ids.organization, ids.owner, ids.admin],
      );
      const seen = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
      for (const [identifier, daysAgo] of [
        ...idle.map((name) => [name, 8] as const),
        ['Fresh iPad', 1] as const,
      ]) {
        await sql(
          `insert into licenses (id, organization_id, identifier, trial, license_key_hash, claimed_at, device_name,
             last_seen_at) values ($1, $2, $3, false, $4, $5, $3, $5)`,
          [randomUUID(), ids.organization, identifier, 'a'.repeat(64), seen(daysAgo)],
        );
      }
      await sql(`update organizations set idle_seat_release_days = 7 where id = $1`, [ids.organization]);

      const released = async () =>
        (
          await sql(
            `select identifier from licenses where organization_id = $1 and license_key_hash is null
             order by identifier`,
            [ids.organization],
          )
        ).map((row) => row.identifier);
      // Polled until both processes' looks have released them; the limit only fails a release that never comes.
      const deadline = Date.now() + 20_000;
      while ((await released()).length < idle.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Several more looks by each process, which must find the day's run done.
      await new Promise((resolve) => setTimeout(resolve, 4 * IDLE_CHECK_MS));

      expect(await released()).toEqual(idle);
      const entries = await sql(
        `select subject, actor_type from activity_events where organization_id = $1 and kind = 'license.device_released'
         order by subject`,
        [ids.organization],
      );
      expect(entries).toEqual(idle.map((subject) => ({ subject, actor_type: 'system' })));
      const mails = await sql(
        `select to_address from mail_outbox where kind = 'idle-seats-released' and to_address like '%@idle-co.example'
         order by to_address`,
      );
      expect(mails).toEqual([
        { to_address: 'admin@idle-co.example' },
        { to_address: 'owner@idle-co.example' },
      ]);
      expect(
        await sql(`select period from idle_seat_release_runs where organization_id = $1`, [ids.organization]),
      ).toHaveLength(1);
    });
  },
);
