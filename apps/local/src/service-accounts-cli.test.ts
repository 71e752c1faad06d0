// A tool's whole path (docs/decisions/0028-service-accounts.md), on the stack `npm start` runs: alice, Owner of Acme
// Robotics, signs in and creates a service account through the API; the `pod-console` command line, run as its own
// process with nothing but the account's credentials in its environment, lists, exports and assigns Acme's licences;
// the account's token reaches no other organization; once revoked, the command line gets nothing.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { signInAndGetTokens, TestBrowser, migratedPgliteSnapshot } from '@pod-console/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from './seed/demo-data';
import { startStack, type Stack } from './stack';

/** The command as npm links it: the `bin` of @pod-console/cli, run by this Node. */
function cliPath(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@pod-console/cli/package.json');
  const { bin } = require('@pod-console/cli/package.json') as { bin: Record<string, string> };
  return resolve(dirname(manifest), bin['pod-console']!);
}

/** A workspace package's folder, as Node resolves it from here. */
function packageDir(name: string): string {
  return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
}

/** The first fenced block of `language` in a package's README: the example it opens with. */
async function firstExample(name: string, language: 'js' | 'sh'): Promise<string> {
  const readme = await readFile(join(packageDir(name), 'README.md'), 'utf8');
  const block = new RegExp(`^\`\`\`${language}\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(readme);
  if (!block) throw new Error(`${name}'s README has no ${language} example`);
  return block[1]!;
}

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

let workDir: string;
let stack: Stack;
let aliceToken: string;
let account: { id: string; client_id: string };
let secret: string;

/** The CLI with the service account's credentials and the stack's URLs, and nothing else of this process. */
function serviceAccountEnv() {
  return {
    PATH: process.env.PATH ?? '',
    // No one's shell start-up files: a home of its own.
    HOME: workDir,
    POD_CONSOLE_API_URL: stack.apiBaseUrl,
    POD_CONSOLE_TOKEN_URL: `${stack.issuer}oauth/token`,
    POD_CONSOLE_AUDIENCE: stack.audience,
    POD_CONSOLE_CLIENT_ID: account.client_id,
    POD_CONSOLE_CLIENT_SECRET: secret,
  };
}

function execute(file: string, args: string[], cwd = workDir): Promise<CliResult> {
  return new Promise((done) => {
    execFile(file, args, { env: serviceAccountEnv(), cwd }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

function cli(...args: string[]): Promise<CliResult> {
  return execute(process.execPath, [cliPath(), ...args]);
}

const asAlice = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.apiBaseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${aliceToken}`,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
  });

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'pod-console-cli-'));
  stack = await startStack({
    apiPort: 0,
    idpPort: 0,
    dataDir: join(workDir, 'memory'),
    inMemory: true,
    pgliteSnapshot: await migratedPgliteSnapshot(),
    mail: { inbox: false },
    appSimulator: false,
  });
  // Room for the licences this file assigns: the seed leaves Acme one free.
  await stack.db
    .updateTable('organizations')
    .set({ pod_admin_license_count: 10 })
    .where('id', '=', DEMO_IDS.acme)
    .execute();
  aliceToken = (await signInAndGetTokens(new TestBrowser(stack.issuer), DEMO_IDS.alice)).access_token;
  const created = await asAlice(`/organizations/${DEMO_IDS.acme}/service-accounts`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Provisioning script', role: 'LICENSE_MANAGER' }),
  });
  expect(created.status).toBe(201);
  const body = (await created.json()) as {
    service_account: { id: string; client_id: string };
    client_secret: string;
  };
  account = body.service_account;
  secret = body.client_secret;
});

afterAll(async () => {
  await stack?.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('a service account through the command line', () => {
  it('finds its one organization, Acme Robotics', async () => {
    const result = await cli('organization', 'list', '--json');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual([{ id: DEMO_IDS.acme, name: 'Acme Robotics' }]);
    // The console's list now says when it last got a token.
    const listed = (await (await asAlice(`/organizations/${DEMO_IDS.acme}/service-accounts`)).json()) as {
      service_accounts: Array<{ id: string; last_token_at: string | null }>;
    };
    expect(listed.service_accounts).toEqual([
      expect.objectContaining({ id: account.id, last_token_at: expect.any(String) }),
    ]);
  });

  it("lists Acme's licences as the API holds them", async () => {
    const organization = (await (await asAlice(`/organizations/${DEMO_IDS.acme}`)).json()) as {
      licenses: Array<{ id: string; identifier: string | null }>;
    };
    const result = await cli('licenses', 'list', '--org', DEMO_IDS.acme, '--json');
    expect(result.code).toBe(0);
    const listed = JSON.parse(result.stdout) as Array<{ id: string; identifier: string | null }>;
    expect(listed.map((licence) => licence.id).sort()).toEqual(
      organization.licenses.map((licence) => licence.id).sort(),
    );
    expect(listed.length).toBeGreaterThan(0);
  });

  it('exports them as CSV into a file, one row per licence', async () => {
    const listed = JSON.parse((await cli('licenses', 'list', '--json')).stdout) as unknown[];
    const result = await cli('licenses', 'export', '--csv', '--out', 'licences.csv', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ file: 'licences.csv', rows: listed.length });
    const lines = (await readFile(join(workDir, 'licences.csv'), 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('identifier,status,claimed,claimed_at,device,last_seen,type,expires_at');
    expect(lines).toHaveLength(listed.length + 1);
  });

  it('assigns a licence, which the API then holds, logged as the service account', async () => {
    const result = await cli('licenses', 'assign', '--identifier', 'Line 3 tablet');
    expect(result.code).toBe(0);
    const licenseId = result.stdout.trim();
    const organization = (await (await asAlice(`/organizations/${DEMO_IDS.acme}`)).json()) as {
      licenses: Array<{ id: string; identifier: string | null }>;
    };
    expect(organization.licenses).toContainEqual(
      expect.objectContaining({ id: licenseId, identifier: 'Line 3 tablet' }),
    );
    const activity = (await (
      await asAlice(`/organizations/${DEMO_IDS.acme}/activity?kind=license.assigned`)
    ).json()) as { items: Array<{ subject: string; actor: { type: string; name: string } }> };
    expect(activity.items[0]).toMatchObject({
      subject: 'Line 3 tablet',
      actor: { type: 'service_account', name: 'Provisioning script' },
    });
  });

  it('gets 404 on another organization, with the same token', async () => {
    const token = await fetch(`${stack.issuer}oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${account.client_id}:${secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', resource: stack.audience }),
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const beacon = await fetch(`${stack.apiBaseUrl}/organizations/${DEMO_IDS.beacon}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(beacon.status).toBe(404);
    const own = await fetch(`${stack.apiBaseUrl}/organizations/${DEMO_IDS.acme}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(own.status).toBe(200);

    const result = await cli('licenses', 'list', '--org', DEMO_IDS.beacon);
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/^pod-console: /);
  });

  it.each([
    ['@pod-console/sdk', /^Acme Robotics: \d+ licences\n$/],
    ['@pod-console/hooks', /^Front desk iPad: Active\n/],
  ])("runs the example %s's README opens with", async (name, output) => {
    // Where Node finds the workspace's packages, as it would in a project that installed them.
    const dir = join(
      dirname(dirname(packageDir('@pod-console/sdk'))),
      'node_modules',
      '.cache',
      'readme-examples',
    );
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${name.replace(/\W+/g, '-')}.mjs`);
    await writeFile(file, await firstExample(name, 'js'));
    const result = await execute(process.execPath, [file]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(output);
  });

  it("runs the commands the command line's README opens with", async () => {
    const commands = (await firstExample('@pod-console/cli', 'sh'))
      .split('\n')
      .filter((line) => line.startsWith('pod-console '));
    expect(commands).toHaveLength(4);
    for (const command of commands) {
      const script = `pod-console() { "${process.execPath}" "${cliPath()}" "$@"; }\n${command}`;
      const result = await execute('/bin/bash', ['-c', script]);
      expect(result, command).toMatchObject({ code: 0, stderr: '' });
    }
  });

  it('gets nothing once revoked: the command line exits 3', async () => {
    const revoked = await asAlice(`/organizations/${DEMO_IDS.acme}/service-accounts/${account.id}/revoke`, {
      method: 'POST',
    });
    expect(revoked.status).toBe(200);
    const result = await cli('organization', 'list');
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toContain(secret);
  });
});
