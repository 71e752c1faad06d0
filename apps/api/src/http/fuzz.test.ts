// Property test: bad input anywhere answers 4xx naming the field, never 5xx. For every operation of
// the contract, at least 200 generated bodies and path parameters, sent by a member of a real organization so
// that requests which pass validation reach the handlers and the database.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listOperations } from '../contract/contract';
import { createTestApi, type TestApi, type TestUser } from '../test-support/test-api';

const RUNS_PER_OPERATION = 200;

let api: TestApi;
let member: TestUser;
let admin: TestUser;
let organizationId: string;
let invitationId: string;
/** Licences for the calls that act on one: each call may change its own (revoke, a new id, a claim). */
let licenseIds: Record<'revoked' | 'regenerated' | 'released' | 'claimed', string>;

beforeAll(async () => {
  // Hundreds of writes a minute by one member: the per-user limit would stop later operations before their handlers.
  api = await createTestApi('pglite', { rateLimits: false });
  member = await api.createUser({ email: 'member@example.com' });
  admin = await api.createUser({ email: 'admin@example.com', role: 'SUPER_ADMIN' });
  organizationId = await api.createOrganization(member, { licenseCount: 1_000_000 });
  const invitation = await api.call<{ invitationId: string }>(
    'POST',
    `/organizations/${organizationId}/invitation`,
    {
      token: member.token,
      body: { email: 'guest@example.com' },
    },
  );
  invitationId = invitation.body.invitationId;
  const licences = await api.call<{ licenseIds: string[] }>('POST', '/licenses/assign-many', {
    token: member.token,
    body: {
      organizationId,
      identifiers: ['Revoked', 'Regenerated', 'Released', 'Claimed'],
      licenseType: 'POD_ADMIN',
    },
  });
  const [revoked, regenerated, released, claimed] = licences.body.licenseIds as [
    string,
    string,
    string,
    string,
  ];
  licenseIds = { revoked, regenerated, released, claimed };
  // Claimed, so that a release reaches the end of its handler at least once.
  await api.call('POST', '/app/licenses/claim', {
    body: { licenseId: released, organizationId, deviceName: 'Fuzz iPad' },
  });
});

afterAll(async () => {
  await api?.close();
});

/** Values likely to break a careless server: wrong types, huge and odd strings, prototype keys, real ids. */
const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.anything({ maxDepth: 2 }),
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 50 }),
    fc.uuid(),
    fc.uuid().map((id) => `urn:uuid:${id}`),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'x'.repeat(10_000),
      '__proto__',
      "'; drop table users; --",
      'POD_ADMIN',
      'ACCEPTED',
      'business',
      'monthly',
      'http://127.0.0.1:5173/',
      'javascript:alert(1)',
      'a@b.co',
      -1,
      0,
      1.5,
      2 ** 53,
      1e308,
      Number.NaN,
      true,
      null,
      [],
      {},
    ),
    fc.constant(null).map(() => organizationId),
    fc.constant(null).map(() => invitationId),
  );

/** A valid body per operation; mutating one field of it reaches deeper than random objects do. */
function validBody(operationId: string): Record<string, unknown> | undefined {
  const url = 'http://127.0.0.1:5173/billing';
  const bodies: Record<string, Record<string, unknown>> = {
    updateCurrentUser: { userFirstName: 'Ada', userLastName: 'Lovelace' },
    setSelectedOrganization: { selectedOrgId: organizationId },
    signTermsOfService: { version: '2026-01', tosHash: `${'A'.repeat(43)}=` },
    respondToOrganizationInvitations: { invitationResponses: [{ invitationId, response: 'REJECTED' }] },
    createOrganization: { organizationName: 'Fuzz' },
    updateOrganization: { organizationName: 'Fuzz' },
    updateLicenseCount: { licenseCount: 1_000_000, licenseType: 'POD_ADMIN' },
    createInvitation: { email: 'fuzz@example.com' },
    createInvitations: { emails: ['fuzz@example.com', 'FUZZ@example.com'], role: 'BILLING' },
    updateMemberRole: { role: 'LICENSE_MANAGER' },
    transferOwnership: { userId: member.id },
    assignLicense: { organizationId, identifier: 'Fuzz', licenseType: 'POD_ADMIN' },
    revokeLicense: { organizationId, licenseId: invitationId },
    updateLicenseIdentifier: { organizationId, licenseId: invitationId, identifier: 'Fuzz' },
    assignLicenses: { organizationId, identifiers: ['Fuzz 1', 'Fuzz 2'], licenseType: 'POD_ADMIN' },
    revokeLicenses: { organizationId, licenseIds: [licenseIds.revoked, invitationId] },
    regenerateLicenseLink: { organizationId, licenseId: licenseIds.regenerated },
    releaseLicenseDevice: { organizationId, licenseId: licenseIds.released },
    // The app's calls, without a token: an unclaimed licence, then a key that is not its key.
    claimLicense: { licenseId: licenseIds.claimed, organizationId, deviceName: 'Fuzz iPad' },
    reportLicenseSeen: { licenseId: licenseIds.claimed, licenseKey: 'pk_fuzz' },
    createCheckoutSession: {
      organizationId,
      subscriptionType: 'starter',
      billingPeriod: 'monthly',
      successUrl: url,
      cancelUrl: url,
    },
    createCustomerPortalSession: { organizationId, returnUrl: url },
    // Unsigned: every variation must stop at the signature check (400), never reach the database.
    receivePaymentEvent: {
      id: 'evt_fuzz',
      type: 'customer.subscription.updated',
      created: 1_800_000_000,
      data: { object: { metadata: { organization_id: organizationId } } },
    },
  };
  return bodies[operationId];
}

function mutated(operationId: string, properties: string[]): fc.Arbitrary<unknown> {
  const keys = properties.length > 0 ? properties : ['extra'];
  return fc
    .record({
      key: fc.constantFrom(...keys, 'unexpected'),
      value: hostileValue(),
      mode: fc.constantFrom('replace', 'delete'),
    })
    .map(({ key, value, mode }) => {
      const body: Record<string, unknown> = { ...validBody(operationId) };
      if (mode === 'delete') delete body[key];
      else body[key] = value;
      return body;
    });
}

function bodyFor(operationId: string, properties: string[]): fc.Arbitrary<unknown> {
  const keyed = fc.record(Object.fromEntries(properties.map((name) => [name, hostileValue()])), {
    requiredKeys: [],
  });
  return fc.oneof(
    ...(validBody(operationId) ? [mutated(operationId, properties), mutated(operationId, properties)] : []),
    keyed,
    fc
      .tuple(keyed, fc.dictionary(fc.string({ maxLength: 10 }), hostileValue(), { maxKeys: 3 }))
      .map(([a, b]) => ({ ...b, ...a })),
    hostileValue(),
    // Raw text: malformed JSON, or JSON of the wrong shape.
    fc.string({ maxLength: 200 }).map((text) => ({ raw: text })),
    fc.constant(undefined),
  );
}

const paramValue = fc.oneof(
  fc.uuid(),
  fc.uuid().map((id) => `urn:uuid:${id}`),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('%00', '..', '%2e%2e%2f', 'null', '00000000-0000-0000-0000-000000000000'),
  fc.constant(null).map(() => organizationId),
  fc.constant(null).map(() => invitationId),
);

describe('fuzzed requests', () => {
  for (const operation of listOperations()) {
    const schema = (
      operation.operation.requestBody as
        { content?: { 'application/json'?: { schema?: { $ref?: string } } } } | undefined
    )?.content?.['application/json']?.schema;
    const schemaName = schema?.$ref?.split('/').pop();
    const parameterNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

    it(`${operation.operationId} never answers 5xx to ${RUNS_PER_OPERATION} generated requests`, async () => {
      const properties = schemaName ? Object.keys(api.validator.schemaProperties(schemaName)) : [];
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue, { minLength: parameterNames.length, maxLength: parameterNames.length }),
          bodyFor(operation.operationId, properties),
          fc.constantFrom('member', 'admin', 'member', 'member'),
          fc.constantFrom(
            'application/json',
            'application/json',
            'application/json',
            'text/plain',
            'application/problem+json',
            'text/csv',
          ),
          async (params, body, who, contentType) => {
            let index = 0;
            const path = operation.path.replace(/\{[^}]+\}/g, () =>
              encodeURIComponent(String(params[index++])),
            );
            const token = who === 'admin' ? admin.token : member.token;
            const raw =
              body !== null && typeof body === 'object' && 'raw' in body
                ? String((body as { raw: unknown }).raw)
                : undefined;
            const response = await api.app.inject({
              method: operation.method.toUpperCase() as 'GET',
              url: `/admin-console/v1${path}`,
              headers: {
                authorization: `Bearer ${token}`,
                ...(body !== undefined && { 'content-type': contentType }),
              },
              ...(body !== undefined && { payload: raw ?? JSON.stringify(body) ?? 'null' }),
            });
            expect(response.statusCode, `${operation.method} ${path} ${response.body}`).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
              const problem = response.json<{ status: number; errors?: Array<{ field: string }> }>();
              expect(problem.status).toBe(response.statusCode);
              if (response.statusCode === 400) expect(problem.errors?.[0]?.field).toEqual(expect.any(String));
            }
          },
        ),
        { numRuns: RUNS_PER_OPERATION },
      );
    });
  }
});
