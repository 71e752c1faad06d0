import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureIds, wireLicense, wireOrganization, wireOrganizationUser } from '@pod-console/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT, run, type RunContext } from './run';

const API = 'http://api.test/admin-console/v1';
const TOKEN_URL = 'http://idp.test/oauth/token';
const ORG = fixtureIds.organization;
const NOW = new Date('2026-11-27T12:00:00Z');

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  body: string;
}

type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const problem = (status: number, detail: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Problem', status, detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
  });

/** The organization of these tests: one licence of each kind the filters tell apart, and a revoked one. */
const organization = () =>
  wireOrganization({
    licenses: [
      wireLicense({ id: 'lic-active', identifier: 'Studio iPad' }),
      wireLicense({
        id: 'lic-claimed',
        identifier: '=HYPERLINK("http://evil")',
        license_key_hash: 'hash',
        claimed_at: '2026-11-01T09:00:00Z',
        device_name: 'Grace, "the" iPad',
        last_seen_at: '2026-11-26T08:00:00Z',
      }),
      wireLicense({
        id: 'lic-expired',
        identifier: 'Old phone',
        trial: true,
        expires_at: '2026-11-01T00:00:00Z',
      }),
      wireLicense({ id: 'lic-revoked', identifier: 'Gone', revoked_at: '2026-10-01T00:00:00Z' }),
    ],
    organization_users: [
      wireOrganizationUser(),
      wireOrganizationUser({ user_id: fixtureIds.otherUser, email: 'bob@example.com', first_name: 'Bob' }),
    ],
  });

/** A fake network: records every request and answers from `handler` (the API and the token endpoint alike). */
function harness(handler: Handler, env: Record<string, string | undefined> = {}) {
  const sent: Sent[] = [];
  let stdout = '';
  let stderr = '';
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('Authorization'),
      body: await request.clone().text(),
    });
    return handler(request);
  }) as typeof globalThis.fetch;
  const ctx: RunContext = {
    env: { POD_CONSOLE_API_URL: API, POD_CONSOLE_ACCESS_TOKEN: 'test-token', ...env },
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    fetch,
    now: () => NOW,
  };
  return {
    sent,
    ctx,
    run: (...argv: string[]) => run(argv, ctx),
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
  };
}

/** Answers the organization's GET, assign and revoke as the contract says. */
const api: Handler = (request) => {
  const path = new URL(request.url).pathname.replace('/admin-console/v1', '');
  if (request.method === 'GET' && path === '/organizations') {
    return json([{ id: ORG, name: 'Analytical Engines' }]);
  }
  if (request.method === 'GET' && path === `/organizations/${ORG}`) return json(organization());
  if (request.method === 'POST' && path === '/licenses/assign-member-to-license') {
    return json({ licenseId: 'lic-new' }, 201);
  }
  if (request.method === 'POST' && path === '/licenses/remove-member-from-license') {
    return json({ success: true });
  }
  return problem(404, 'Organization not found.');
};

describe('organization', () => {
  it('show prints the name, the plan and the counts', async () => {
    const t = harness(api);
    expect(await t.run('organization', 'show', '--org', ORG)).toBe(EXIT.ok);
    expect(t.stdout).toContain(`Analytical Engines (${ORG})`);
    expect(t.stdout).toMatch(/Licences in plan\s+5/);
    expect(t.stdout).toMatch(/Licences assigned\s+3 \(1 trial\)/);
    expect(t.stdout).toMatch(/Members\s+2/);
    expect(t.stderr).toBe('');
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]).toMatchObject({ method: 'GET', authorization: 'Bearer test-token' });
  });

  it('show --json is one JSON document', async () => {
    const t = harness(api);
    expect(await t.run('organization', 'show', '--org', ORG, '--json')).toBe(EXIT.ok);
    expect(JSON.parse(t.stdout)).toEqual({
      id: ORG,
      name: 'Analytical Engines',
      licenseCounts: { POD_ADMIN: 5 },
      assignedLicenseCount: 3,
      trialLicenseCount: 1,
      memberCount: 2,
      pendingInvitationCount: 1,
    });
  });

  it('list --json gives ids and names', async () => {
    const t = harness(api);
    expect(await t.run('organization', 'list', '--json')).toBe(EXIT.ok);
    expect(JSON.parse(t.stdout)).toEqual([{ id: ORG, name: 'Analytical Engines' }]);
  });
});

describe('members list', () => {
  it('prints a row per member', async () => {
    const t = harness(api);
    expect(await t.run('members', 'list', '--org', ORG)).toBe(EXIT.ok);
    const lines = t.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME\s+EMAIL\s+ROLE$/);
    expect(lines[1]).toMatch(/Ada Lovelace\s+ada@example.com\s+OWNER$/);
    expect(lines[2]).toMatch(/Bob Lovelace\s+bob@example.com\s+ADMIN$/);
  });

  it('--json gives the members as the SDK does', async () => {
    const t = harness(api);
    await t.run('members', 'list', '--org', ORG, '--json');
    expect(JSON.parse(t.stdout)[0]).toEqual({
      id: fixtureIds.user,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'OWNER',
    });
  });
});

describe('licenses list', () => {
  const ids = (stdout: string) => (JSON.parse(stdout) as { id: string }[]).map((license) => license.id);

  it('lists the licences not revoked, with status and claim', async () => {
    const t = harness(api);
    expect(await t.run('licenses', 'list', '--org', ORG, '--json')).toBe(EXIT.ok);
    const licenses = JSON.parse(t.stdout);
    expect(ids(t.stdout)).toEqual(['lic-active', 'lic-claimed', 'lic-expired']);
    expect(licenses[2]).toEqual({
      id: 'lic-expired',
      identifier: 'Old phone',
      status: 'expired',
      claimed: false,
      claimedAt: null,
      deviceName: null,
      lastSeenAt: null,
      type: 'trial',
      expiresAt: '2026-11-01T00:00:00Z',
    });
  });

  it.each([
    [['--status', 'expired'], ['lic-expired']],
    [['--status', 'active', '--unclaimed'], ['lic-active']],
    [['--claimed'], ['lic-claimed']],
    [['--search', 'IPAD'], ['lic-active']],
  ])('filters %j locally', async (filters, expected) => {
    const t = harness(api);
    expect(await t.run('licenses', 'list', '--org', ORG, '--json', ...filters)).toBe(EXIT.ok);
    expect(ids(t.stdout)).toEqual(expected);
  });

  it('prints a table for people', async () => {
    const t = harness(api);
    await t.run('licenses', 'list', '--org', ORG);
    expect(t.stdout.split('\n')[0]).toMatch(/^ID\s+IDENTIFIER\s+STATUS\s+CLAIMED\s+DEVICE\s+EXPIRES$/);
    expect(t.stdout).toMatch(/lic-expired\s+Old phone\s+expired\s+no\s+2026-11-01T00:00:00Z/);
  });

  it.each([[['--status', 'revoked']], [['--claimed', '--unclaimed']]])(
    'refuses %j as a usage error before calling the API',
    async (filters) => {
      const t = harness(api);
      expect(await t.run('licenses', 'list', '--org', ORG, ...filters)).toBe(EXIT.usage);
      expect(t.sent).toHaveLength(0);
    },
  );
});

describe('licenses export', () => {
  const HEADER = 'identifier,status,claimed,claimed_at,device,last_seen,type,expires_at\r\n';
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('writes RFC 4180 CSV to stdout, formulas neutralised', async () => {
    const t = harness(api);
    expect(await t.run('licenses', 'export', '--org', ORG, '--csv')).toBe(EXIT.ok);
    expect(t.stdout).toBe(
      HEADER +
        'Studio iPad,active,false,,,,pod_creator,\r\n' +
        `"'=HYPERLINK(""http://evil"")",active,true,2026-11-01T09:00:00Z,"Grace, ""the"" iPad",2026-11-26T08:00:00Z,pod_creator,\r\n` +
        'Old phone,expired,false,,,,trial,2026-11-01T00:00:00Z\r\n',
    );
    // No terminal on stderr: no progress bar.
    expect(t.stderr).toBe('');
  });

  it('draws a progress bar on stderr only when stderr is a terminal', async () => {
    const t = harness(api);
    t.ctx.stderr.isTTY = true;
    expect(await t.run('licenses', 'export', '--org', ORG, '--csv', '--status', 'active')).toBe(EXIT.ok);
    expect(t.stderr).toContain('writing rows');
    expect(t.stderr).toContain('2/2');
    expect(t.stdout.startsWith(HEADER)).toBe(true);
  });

  it('--out writes the file; --json then reports it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pod-console-cli-'));
    const file = join(dir, 'licences.csv');
    const t = harness(api);
    expect(await t.run('licenses', 'export', '--org', ORG, '--csv', '--out', file, '--json')).toBe(EXIT.ok);
    expect(JSON.parse(t.stdout)).toEqual({ file, rows: 3 });
    expect((await readFile(file, 'utf8')).startsWith(HEADER)).toBe(true);
  });

  it('needs --csv, and --out with --json', async () => {
    const t = harness(api);
    expect(await t.run('licenses', 'export', '--org', ORG)).toBe(EXIT.usage);
    expect(await t.run('licenses', 'export', '--org', ORG, '--csv', '--json')).toBe(EXIT.usage);
    expect(t.stderr).toBe(
      'pod-console: licenses export needs --csv\npod-console: licenses export --json needs --out <file>\n',
    );
  });
});

describe('licenses assign and revoke', () => {
  it('assign sends the identifier and prints the new id alone', async () => {
    const t = harness(api);
    expect(await t.run('licenses', 'assign', '--org', ORG, '--identifier', ' Front desk ')).toBe(EXIT.ok);
    expect(t.stdout).toBe('lic-new\n');
    expect(t.sent[0]!.method).toBe('POST');
    expect(JSON.parse(t.sent[0]!.body)).toEqual({
      organizationId: ORG,
      identifier: 'Front desk',
      licenseType: 'POD_ADMIN',
    });
  });

  it('assign --json', async () => {
    const t = harness(api);
    await t.run('licenses', 'assign', '--org', ORG, '--identifier', 'x', '--json');
    expect(JSON.parse(t.stdout)).toEqual({ licenseId: 'lic-new' });
  });

  it('revoke sends the licence id', async () => {
    const t = harness(api);
    expect(await t.run('licenses', 'revoke', '--org', ORG, '--license', 'lic-active', '--json')).toBe(
      EXIT.ok,
    );
    expect(JSON.parse(t.stdout)).toEqual({ licenseId: 'lic-active', revoked: true });
    expect(JSON.parse(t.sent[0]!.body)).toEqual({ organizationId: ORG, licenseId: 'lic-active' });
  });

  it('a refused assignment exits 5 with the API detail', async () => {
    const t = harness(() => problem(409, 'All 5 licences are assigned.'));
    expect(await t.run('licenses', 'assign', '--org', ORG, '--identifier', 'x')).toBe(EXIT.refused);
    expect(t.stdout).toBe('');
    expect(t.stderr).toBe('pod-console: All 5 licences are assigned.\n');
  });
});

describe('without --org', () => {
  it("acts on the caller's only organization, as a service account's scripts do", async () => {
    const t = harness(api);
    expect(await t.run('licenses', 'list', '--json')).toBe(EXIT.ok);
    expect(t.sent.map((s) => `${s.method} ${s.url.replace(API, '')}`)).toEqual([
      'GET /organizations',
      `GET /organizations/${ORG}`,
    ]);
    expect(JSON.parse(t.stdout)).toHaveLength(3);
  });

  it('asks a caller of several organizations to choose, naming how many', async () => {
    const t = harness((request) =>
      new URL(request.url).pathname.endsWith('/organizations')
        ? json([
            { id: ORG, name: 'Analytical Engines' },
            { id: fixtureIds.otherOrganization, name: 'Difference Ltd' },
          ])
        : api(request),
    );
    expect(await t.run('members', 'list')).toBe(EXIT.usage);
    expect(t.stderr).toBe(
      'pod-console: members list needs --org <id>: the caller belongs to 2 organizations (see pod-console organization list)\n',
    );
    expect(t.sent).toHaveLength(1);
  });
});

describe('usage', () => {
  it.each([
    [['frobnicate']],
    [['licenses', 'frobnicate']],
    [['licenses', 'list', '--org', ' ']],
    [['licenses', 'list', '--org', ORG, '--nope']],
    [['licenses', 'list', '--org']],
    [['members', 'list', 'extra', '--org', ORG]],
    [[]],
  ])('%j exits 2 without a request', async (argv) => {
    const t = harness(api);
    expect(await t.run(...argv)).toBe(EXIT.usage);
    expect(t.sent).toHaveLength(0);
    expect(t.stdout).toBe('');
  });

  it('names the mistake on one line', async () => {
    const t = harness(api);
    await t.run('licenses', 'list', '--org', ORG, '--nope');
    expect(t.stderr).toBe("pod-console: Unknown option '--nope' (see pod-console licenses list --help)\n");
  });

  it.each([[['--help']], [['licenses', '--help']], [['licenses', 'revoke', '--help', '--nope']]])(
    '%j prints help and exits 0',
    async (argv) => {
      const t = harness(api);
      expect(await t.run(...argv)).toBe(EXIT.ok);
      expect(t.stdout).toContain('Usage: pod-console');
    },
  );
});

describe('failures', () => {
  it.each([
    [401, EXIT.auth],
    [403, EXIT.notFound],
    [404, EXIT.notFound],
    [400, EXIT.refused],
    [409, EXIT.refused],
    [500, EXIT.failure],
  ])('an API %i exits %i with its detail', async (status, code) => {
    const t = harness(() => problem(status, `detail of ${status}`));
    expect(await t.run('organization', 'show', '--org', ORG)).toBe(code);
    expect(t.stderr).toBe(`pod-console: detail of ${status}\n`);
  });

  it('a 429 exits 5 and says when to retry', async () => {
    const t = harness(() => problem(429, 'Too many requests.', { 'Retry-After': '30' }));
    expect(await t.run('members', 'list', '--org', ORG)).toBe(EXIT.refused);
    expect(t.stderr).toBe('pod-console: Too many requests. (retry in 30 s)\n');
  });

  it('a refused fixed token is not sent twice', async () => {
    const t = harness(() => problem(401, 'The access token is invalid.'));
    expect(await t.run('members', 'list', '--org', ORG)).toBe(EXIT.auth);
    expect(t.sent).toHaveLength(1);
  });

  it('no answer exits 1', async () => {
    const t = harness(() => {
      throw new TypeError('fetch failed');
    });
    expect(await t.run('members', 'list', '--org', ORG)).toBe(EXIT.failure);
    expect(t.stderr).toBe('pod-console: could not reach the API (is POD_CONSOLE_API_URL right?)\n');
  });

  it('missing credentials exit 3 before any request', async () => {
    const t = harness(api, { POD_CONSOLE_ACCESS_TOKEN: undefined, POD_CONSOLE_CLIENT_ID: 'cli' });
    expect(await t.run('members', 'list', '--org', ORG)).toBe(EXIT.auth);
    expect(t.stderr).toMatch(
      /^pod-console: no credentials: set POD_CONSOLE_CLIENT_ID and POD_CONSOLE_CLIENT_SECRET/,
    );
    expect(t.sent).toHaveLength(0);
  });
});

describe('client credentials', () => {
  const env = {
    POD_CONSOLE_ACCESS_TOKEN: undefined,
    POD_CONSOLE_TOKEN_URL: TOKEN_URL,
    POD_CONSOLE_CLIENT_ID: 'ci-client',
    POD_CONSOLE_CLIENT_SECRET: 's3cret-value',
  };

  it('gets a token for the audience and calls the API with it', async () => {
    const t = harness(
      (request) =>
        request.url === TOKEN_URL
          ? json({ access_token: 'issued-token', token_type: 'Bearer', expires_in: 3600 })
          : api(request),
      env,
    );
    expect(await t.run('organization', 'show', '--org', ORG, '--json')).toBe(EXIT.ok);
    const [token, call] = t.sent;
    expect(token!.url).toBe(TOKEN_URL);
    const form = new URLSearchParams(token!.body);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('audience')).toBe('https://api.pod-console.local/admin-console/v1');
    expect(call!.authorization).toBe('Bearer issued-token');
  });

  it('a refused token request exits 3 with its reason, never the secret', async () => {
    const t = harness(
      (request) =>
        request.url === TOKEN_URL
          ? json({ error: 'invalid_client', error_description: 'client authentication failed' }, 401)
          : problem(401, 'No access token.'),
      env,
    );
    expect(await t.run('members', 'list', '--org', ORG)).toBe(EXIT.auth);
    expect(t.stderr).toMatch(
      /^pod-console: token request to http:\/\/idp.test\/oauth\/token was refused: 401 invalid_client/,
    );
    expect(t.stderr.split('\n')).toHaveLength(2);
    expect(t.stderr + t.stdout).not.toContain('s3cret-value');
  });
});
