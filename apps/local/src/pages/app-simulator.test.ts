// The Pod Creator app simulator on the stack `npm start` runs: its page, its one script, and claims and in-use
// reports that go through the real API over HTTP into the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

import { createHttpServer } from '@pod-console/api';
import { migratedPgliteSnapshot } from '@pod-console/api/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from '../seed/demo-data';
import { startStack, type Stack } from '../stack';
import { APP_SIMULATOR_SCRIPT } from './app-simulator-script';
import { parseClaimLink, readManagedConfig, registerAppSimulator } from './app-simulator';

const ORGANIZATION_NAME = 'Acme Robotics';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pod-console-app-simulator-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The page with its layout whitespace collapsed: `<dt>Device</dt><dd>Studio iPad</dd>`. */
const normalise = (html: string) =>
  html
    .replace(/\s+/g, ' ')
    .replace(/ ?\/?>/g, '>')
    .replace(/> /g, '>')
    .replace(/ </g, '<');

const claimLink = (licenseId: string, scheme = 'podcreator-e2e') =>
  `${scheme}://license/claim?licenseId=${licenseId}&organizationId=${DEMO_IDS.acme}&organizationName=${encodeURIComponent(ORGANIZATION_NAME)}`;

/** The value of the hidden or text field `name` in a page. */
function fieldValue(page: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(page);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The form fields of the "Report in use" form, as the browser would post them. */
function seenForm(page: string): Record<string, string> {
  const form = /<form[^>]*action="\/app-simulator\/seen"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"/g)) {
    fields[match[1]!] = fieldValue(form, match[1]!) ?? '';
  }
  return fields;
}

describe('parseClaimLink', () => {
  const license = '00000000-0000-4000-8000-000000000001';
  const organization = '00000000-0000-4000-8000-000000000002';

  it('reads a claim link of any scheme, keeping a literal "+" and decoding %20', () => {
    expect(
      parseClaimLink(
        `  podcreator://license/claim?licenseId=${license}&organizationId=${organization}&organizationName=A%20%2B%20B+C \n`,
      ),
    ).toEqual({
      ok: true,
      link: { licenseId: license, organizationId: organization, organizationName: 'A + B+C' },
    });
    expect(
      parseClaimLink(`podcreator-e2e://license/claim?organizationId=${organization}&licenseId=${license}`),
    ).toEqual({
      ok: true,
      link: { licenseId: license, organizationId: organization, organizationName: null },
    });
  });

  it('refuses what is not a claim link, saying what one looks like', () => {
    for (const text of [
      'hello',
      `podcreator://onboarding/complete?licenseId=${license}&organizationId=${organization}`,
      `http://127.0.0.1:5173/?licenseId=${license}&organizationId=${organization}`,
    ]) {
      expect(parseClaimLink(text)).toEqual({
        ok: false,
        message: expect.stringMatching(/^This is not a claim link\. A claim link looks like podcreator:\/\//),
      });
    }
    expect(parseClaimLink('  ')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Paste a claim link/),
    });
  });

  it('names the id a link lacks or garbles', () => {
    expect(parseClaimLink(`podcreator://license/claim?licenseId=${license}`)).toEqual({
      ok: false,
      message: 'This claim link has no valid organizationId: copy the whole link from Pod Console again.',
    });
    expect(
      parseClaimLink(`podcreator://license/claim?licenseId=12&organizationId=${organization}`),
    ).toMatchObject({ ok: false, message: expect.stringContaining('no valid licenseId') });
  });
});

describe('readManagedConfig', () => {
  const config = (label: string) =>
    [
      '<dict>',
      '  <key>podConsoleApiUrl</key>',
      '  <string>http://127.0.0.1:4000/admin-console/v1</string>',
      '  <key>podConsoleOrganizationId</key>',
      `  <string>${DEMO_IDS.acme}</string>`,
      '  <key>podConsoleEnrolmentToken</key>',
      '  <string>pe_a&amp;b</string>',
      '  <key>podConsoleDeviceLabel</key>',
      `  <string>${label}</string>`,
      '</dict>',
    ].join('\n');

  it('reads the token and the label, the MDM’s device-name variable replaced by the device’s name', () => {
    for (const variable of ['$DEVICENAME', '{{devicename}}']) {
      expect(readManagedConfig(config(variable), 'Dock iPad 7')).toEqual({
        ok: true,
        config: { organizationId: DEMO_IDS.acme, enrolmentToken: 'pe_a&b', label: 'Dock iPad 7' },
      });
    }
  });

  it('refuses what is not a managed app configuration of Pod Console', () => {
    expect(readManagedConfig('<dict></dict>', 'Dock iPad 7')).toMatchObject({ ok: false });
  });
});

describe('the simulator script', () => {
  it('is plain script that copies the fragment’s link into the claim field and takes the fragment away', () => {
    const link = claimLink('00000000-0000-4000-8000-000000000001');
    const field = { value: '' };
    const replaced: unknown[][] = [];
    const window = {
      location: {
        hash: `#link=${encodeURIComponent(link)}`,
        pathname: '/app-simulator',
        search: '',
      },
      history: { state: null, replaceState: (...args: unknown[]) => replaced.push(args) },
    };
    const document = { getElementById: (id: string) => (id === 'claim-link' ? field : null) };
    runInNewContext(APP_SIMULATOR_SCRIPT, { window, document });
    expect(field.value).toBe(link);
    expect(replaced).toEqual([[null, '', '/app-simulator']]);
  });

  it('leaves the page alone without a fragment', () => {
    const field = { value: 'typed' };
    const replaced: unknown[] = [];
    const window = {
      location: { hash: '', pathname: '/app-simulator', search: '' },
      history: { state: null, replaceState: (...args: unknown[]) => replaced.push(args) },
    };
    runInNewContext(APP_SIMULATOR_SCRIPT, { window, document: { getElementById: () => field } });
    expect(field.value).toBe('typed');
    expect(replaced).toEqual([]);
  });
});

describe('the app simulator when the API does not accept', () => {
  const form = (licenseId = '00000000-0000-4000-8000-000000000001') =>
    new URLSearchParams({ link: claimLink(licenseId), deviceName: 'Studio iPad' }).toString();

  async function simulatorOn(fetchImpl: typeof fetch) {
    const app = await createHttpServer({ corsOrigins: [] });
    registerAppSimulator(app, { apiBaseUrl: 'http://127.0.0.1:9/admin-console/v1', fetch: fetchImpl });
    await app.ready();
    return app;
  }

  it('answers 502 when the API cannot be reached, keeping the form', async () => {
    const app = await simulatorOn(() => Promise.reject(new TypeError('fetch failed')));
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/app-simulator/claim',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(),
      });
      expect(response.statusCode).toBe(502);
      const body = normalise(response.body);
      expect(body).toContain('The API did not answer (network): try again once it runs.');
      expect(fieldValue(body, 'deviceName')).toBe('Studio iPad');
    } finally {
      await app.close();
    }
  });

  it('passes a rate limit’s status, words and Retry-After on', async () => {
    const app = await simulatorOn(async () =>
      Response.json(
        {
          type: 'about:blank',
          title: 'Too Many Requests',
          status: 429,
          detail: 'Too many claims: wait 1 minute.',
        },
        { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '60' } },
      ),
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/app-simulator/claim',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(),
      });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe('60');
      expect(normalise(response.body)).toContain(
        '<div class="alert" role="alert" id="simulator-alert">Too many claims: wait 1 minute.</div>',
      );
    } finally {
      await app.close();
    }
  });
});

describe('the app simulator of the stack', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      apiPort: 0,
      idpPort: 0,
      dataDir: join(dataDir, 'on'),
      inMemory: true,
      pgliteSnapshot: await migratedPgliteSnapshot(),
      mail: { inbox: false },
      env: {},
    });
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** A fresh, unclaimed licence of the seeded Acme Robotics. */
  async function newLicense(identifier: string | null = 'Studio iPad'): Promise<string> {
    const id = crypto.randomUUID();
    await stack.db
      .insertInto('licenses')
      .values({ id, organization_id: DEMO_IDS.acme, identifier, trial: false })
      .execute();
    return id;
  }

  const page = (path: string, init: RequestInit = {}) => fetch(`${stack.apiOrigin}${path}`, init);

  async function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await page(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    });
    return { response, body: normalise(await response.text()) };
  }

  async function licenseRow(id: string) {
    const { rows } = await sql<Record<string, unknown>>`select * from licenses where id = ${id}`.execute(
      stack.db,
    );
    return rows[0]!;
  }

  it('reports its address', () => {
    expect(stack.appSimulatorUrl).toBe(`${stack.apiOrigin}/app-simulator`);
  });

  it('serves the claim form with a strict policy and its one same-origin script', async () => {
    const response = await page('/app-simulator');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const body = normalise(await response.text());
    expect(body).toContain('<title>Pod Creator app simulator</title>');
    expect(body).toContain('<h1>Pod Creator app simulator</h1>');
    expect(body).toContain('<strong>Pod Creator</strong>');
    expect(body).toContain('<label for="claim-link">Claim link</label>');
    expect(body).toContain('<label for="device-name">Device name</label>');
    expect(fieldValue(body, 'deviceName')).toBe('Simulator');
    expect(body).toContain('<button class="primary" type="submit">Claim license</button>');
    // One script, by address: nothing inline runs.
    expect(body.match(/<script[^>]*>/g)).toEqual(['<script src="/app-simulator/simulator.js">']);
  });

  it('serves the script as JavaScript', async () => {
    const response = await page('/app-simulator/simulator.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(APP_SIMULATOR_SCRIPT);
  });

  it('claims a licence through the API: the key shown once, its hash stored', async () => {
    const licenseId = await newLicense();
    const { response, body } = await post('/app-simulator/claim', {
      link: claimLink(licenseId),
      deviceName: '  Studio iPad 3  ',
    });
    expect(response.status).toBe(200);
    expect(body).toContain('<h1>License claimed</h1>');
    expect(body).toContain(`<dt>Organization</dt><dd>${ORGANIZATION_NAME}</dd>`);
    expect(body).toContain('<dt>Identifier</dt><dd>Studio iPad</dd>');
    expect(body).toContain('<dt>Device</dt><dd>Studio iPad 3</dd>');
    expect(body).toMatch(
      /<dt>Claimed at<\/dt><dd><time datetime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/,
    );
    const key = /<code id="license-key">([^<]+)<\/code>/.exec(body)?.[1];
    expect(key?.length).toBeGreaterThanOrEqual(32);
    expect(body).toContain('This key is shown once; the app keeps it.');
    expect(body).toContain('<a href="/app-simulator">Claim another link</a>');
    // Report in use posts the key in a body, never in an address.
    expect(seenForm(body)).toMatchObject({ licenseId, licenseKey: key });
    expect(body).not.toMatch(/href="[^"]*licenseKey/);

    const row = await licenseRow(licenseId);
    expect(row.license_key_hash).toEqual(expect.any(String));
    expect(row.license_key_hash).not.toBe(key);

    // The licence token, checked as a phone would with no network (docs/decisions/0043-offline-licence-tokens.md).
    expect(body).toMatch(
      /<p class="hint" id="offline-check">Offline check: the licence token is valid until \S+Z, then in grace until \S+Z\.<\/p>/,
    );
    const kept = seenForm(body);
    expect(kept.licenseToken?.split('.')).toHaveLength(3);
    expect(JSON.parse(kept.jwks!)).toMatchObject({ keys: [expect.objectContaining({ alg: 'ES256' })] });
    const offline = await post('/app-simulator/offline', kept);
    expect(offline.response.status).toBe(200);
    expect(offline.body).toContain('Offline check: the licence token is valid until');
    const forged = await post('/app-simulator/offline', { ...kept, licenseToken: `${kept.licenseToken}x` });
    expect(forged.body).toContain('Offline check failed (invalid)');
  });

  it('shows the API’s refusal of a second claim, keeping what was typed', async () => {
    const licenseId = await newLicense();
    const link = claimLink(licenseId);
    expect((await post('/app-simulator/claim', { link, deviceName: 'First' })).response.status).toBe(200);
    const { response, body } = await post('/app-simulator/claim', { link, deviceName: 'Second phone' });
    expect(response.status).toBe(409);
    expect(body).toMatch(
      /<div class="alert" role="alert" id="simulator-alert">[^<]*already been claimed on another device[^<]*<\/div>/i,
    );
    expect(fieldValue(body, 'link')).toBe(link);
    expect(fieldValue(body, 'deviceName')).toBe('Second phone');
  });

  it('mirrors the API’s 404 for an unknown licence and 410 for a revoked one', async () => {
    const unknown = await post('/app-simulator/claim', {
      link: claimLink(crypto.randomUUID()),
      deviceName: 'Simulator',
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toContain('role="alert"');

    const licenseId = await newLicense();
    await stack.db
      .updateTable('licenses')
      .set({ revoked_at: new Date() })
      .where('id', '=', licenseId)
      .execute();
    const revoked = await post('/app-simulator/claim', {
      link: claimLink(licenseId),
      deviceName: 'Simulator',
    });
    expect(revoked.response.status).toBe(410);
    expect(revoked.body).toContain('role="alert"');
    expect((await licenseRow(licenseId)).license_key_hash).toBeNull();
  });

  it('answers 400 with a clear message for a link that is not a claim link, escaped and kept', async () => {
    const { response, body } = await post('/app-simulator/claim', {
      link: 'https://example.com/<script>alert(1)</script>',
      deviceName: 'Simulator',
    });
    expect(response.status).toBe(400);
    expect(body).toContain('This is not a claim link. A claim link looks like podcreator://license/claim?');
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(fieldValue(body, 'link')).toBe('https://example.com/<script>alert(1)</script>');
    expect(body).toContain('aria-invalid="true" aria-describedby="simulator-alert"');
  });

  it('reports the device in use with the key: last_seen_at moves and the page says when', async () => {
    const licenseId = await newLicense();
    const claimed = await post('/app-simulator/claim', {
      link: claimLink(licenseId),
      deviceName: 'Studio iPad',
    });
    const kept = seenForm(claimed.body);
    // Set to the claim's time, or not yet: either way the report moves it.
    const before = (await licenseRow(licenseId)).last_seen_at as Date | null;
    await new Promise((resolve) => setTimeout(resolve, 5));

    const { response, body } = await post('/app-simulator/seen', kept);
    expect(response.status).toBe(200);
    expect(body).toContain('<h1>License claimed</h1>');
    const shown = /<p class="notice" role="status">Last reported in use: ?<time datetime="([^"]+)">/.exec(
      body,
    )?.[1];
    expect(body).toContain('<dt>Device</dt><dd>Studio iPad</dd>');
    // Shown once: the page after a report does not show the key again.
    expect(body).not.toContain('id="license-key"');
    const after = (await licenseRow(licenseId)).last_seen_at as Date;
    expect(after).toBeInstanceOf(Date);
    expect(after.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    expect(shown).toBe(after.toISOString());

    // An accepted report renews the token; a refused one keeps the old one and says it was not renewed.
    const renewed = seenForm(body).licenseToken;
    expect(renewed?.split('.')).toHaveLength(3);
    expect(renewed).not.toBe(kept.licenseToken);
    const wrongKey = await post('/app-simulator/seen', { ...kept, licenseKey: 'x'.repeat(40) });
    expect(wrongKey.response.status).toBe(401);
    expect(wrongKey.body).toContain('role="alert"');
    expect(wrongKey.body).toContain('It was not renewed.');
    expect(seenForm(wrongKey.body).licenseToken).toBe(kept.licenseToken);

    await stack.db
      .updateTable('licenses')
      .set({ revoked_at: new Date() })
      .where('id', '=', licenseId)
      .execute();
    const revoked = await post('/app-simulator/seen', kept);
    expect(revoked.response.status).toBe(410);
    expect(revoked.body).toContain('role="alert"');
  });

  it('answers 400 to a report without a licence id and key', async () => {
    const { response, body } = await post('/app-simulator/seen', { licenseId: 'nope' });
    expect(response.status).toBe(400);
    expect(body).toContain('This form carried no license id and key: claim a link first.');
  });

  it('refuses a form posted from another site', async () => {
    const licenseId = await newLicense();
    const { response } = await post(
      '/app-simulator/claim',
      { link: claimLink(licenseId), deviceName: 'Elsewhere' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
    expect((await licenseRow(licenseId)).license_key_hash).toBeNull();
  });
});

describe('a stack without the app simulator', () => {
  it.each([
    ['the option', { appSimulator: false }],
    ['APP_SIMULATOR=off', { env: { APP_SIMULATOR: 'off' } }],
  ])('serves none when turned off by %s', async (name, options) => {
    const stack = await startStack({
      apiPort: 0,
      idpPort: 0,
      dataDir: join(dataDir, name.replace(/\W+/g, '-')),
      inMemory: true,
      pgliteSnapshot: await migratedPgliteSnapshot(),
      seed: false,
      mail: { inbox: false },
      ...options,
    });
    try {
      expect(stack.appSimulatorUrl).toBeNull();
      expect((await fetch(`${stack.apiOrigin}/app-simulator`)).status).toBe(404);
      expect((await fetch(`${stack.apiOrigin}/app-simulator/simulator.js`)).status).toBe(404);
    } finally {
      await stack.close();
    }
  });

  it('stops the start on an APP_SIMULATOR it does not know', async () => {
    await expect(
      startStack({
        apiPort: 0,
        idpPort: 0,
        dataDir: join(dataDir, 'unknown'),
        inMemory: true,
        pgliteSnapshot: await migratedPgliteSnapshot(),
        seed: false,
        mail: { inbox: false },
        env: { APP_SIMULATOR: 'maybe' },
      }),
    ).rejects.toThrow('APP_SIMULATOR must be on or off (got maybe)');
  });
});
