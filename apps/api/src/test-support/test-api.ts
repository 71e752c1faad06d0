// Test support: the API on a test database, called through Fastify's inject (no sockets). Every answer is checked
// against the contract's response schema, so each route test is also a contract test.
import { randomUUID } from 'node:crypto';

import { DEFAULT_MEMBER_ROLE, type AssignableRole } from '@pod-console/hooks/domain';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

import { API_PREFIX } from '../config';
import type { OrganizationChangeFeed } from '../db/organization-changes';
import type { DatabaseDriver } from '../db/database';
import type { Database, SubscriptionsTable } from '../db/schema';
import type { RateLimitSettings } from '../http/rate-limits';
import type { PaymentProvider } from '../payments/payment-provider';
import { buildApiServer } from '../app';
import { ContractValidator } from './contract-validator';
import { createRecordingPaymentProvider, type RecordingPaymentProvider } from './recording-payment-provider';
import { openTestDatabase, emptyTables } from './test-database';
import { createTestTokens, type TestTokens } from './test-tokens';

export const TEST_PUBLIC_URL = 'http://127.0.0.1:4000';
export const TEST_CONSOLE_ORIGIN = 'http://127.0.0.1:5173';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Skip the contract check (for requests outside the contract, e.g. malformed JSON). */
  unchecked?: boolean;
  /** The path is outside the API prefix (terms text, payment pages). */
  outsideApi?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export interface TestApi {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The database's change feed, which the API hears. */
  organizationChanges: OrganizationChangeFeed;
  tokens: TestTokens;
  validator: ContractValidator;
  /** The payment provider the routes call: it records checkouts and portals, and verifies test signatures. */
  payments: RecordingPaymentProvider;
  /** The pinned clock; tests may move it. */
  clock: { now: Date };
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** A user row plus a token for it. */
  createUser(input?: {
    email?: string;
    role?: 'USER' | 'SUPER_ADMIN';
    firstName?: string | null;
    lastName?: string | null;
  }): Promise<TestUser>;
  /** An organization the owner belongs to, with a plan unless `subscription` is null. */
  createOrganization(
    owner: TestUser,
    input?: {
      name?: string;
      licenseCount?: number;
      subscription?: Partial<Insertable<SubscriptionsTable>> | null;
    },
  ): Promise<string>;
  /** A membership with the role given; by default the domain's DEFAULT_MEMBER_ROLE. */
  addMember(organizationId: string, user: TestUser, role?: AssignableRole): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

const validator = new ContractValidator();

export interface TestApiOptions {
  /**
   * Another payment provider than the recording one (e.g. the local provider, for a test of the whole flow). The
   * recording provider is still created and returned as `payments`.
   */
  paymentProvider?: (db: Kysely<Database>) => PaymentProvider;
  /** The API's rate limits (default: the product's); `false` for a test that writes faster than a person. */
  rateLimits?: Partial<RateLimitSettings> | false;
  /** The client ids of the platform admin's service accounts (ApiContext.platformServiceAccounts). */
  platformServiceAccounts?: readonly string[];
}

export async function createTestApi(
  driver: DatabaseDriver = 'pglite',
  options: TestApiOptions = {},
): Promise<TestApi> {
  const database = await openTestDatabase(driver);
  const tokens = await createTestTokens();
  const clock = { now: new Date('2026-11-23T10:00:00.000Z') };
  const payments = createRecordingPaymentProvider();
  const app = await buildApiServer({
    db: database.db,
    // As the stack runs it: unchanged polls answered from memory, kept true by the database's change feed.
    organizationChanges: database.organizationChanges,
    // Except the admin list's pages: these tests write rows straight to the database and list them at once, before
    // the feed could say so (routes/admin.test.ts tests the remembered pages on a server of its own).
    rememberAdminLists: false,
    verifyAccessToken: tokens.verifier,
    publicUrl: TEST_PUBLIC_URL,
    corsOrigins: [TEST_CONSOLE_ORIGIN],
    consoleOrigin: TEST_CONSOLE_ORIGIN,
    payments: options.paymentProvider?.(database.db) ?? payments,
    now: () => clock.now,
    ...(options.rateLimits !== undefined && { rateLimits: options.rateLimits }),
    ...(options.platformServiceAccounts && {
      platformServiceAccounts: new Set(options.platformServiceAccounts),
    }),
  });
  await app.ready();
  const db = database.db;

  const api: TestApi = {
    app,
    db,
    organizationChanges: database.organizationChanges,
    tokens,
    validator,
    payments,
    clock,
    async call<T>(method: string, path: string, options: CallOptions = {}) {
      const url = options.outsideApi || path.startsWith(API_PREFIX) ? path : `${API_PREFIX}${path}`;
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(options.body !== undefined && {
          payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
        }),
      });
      const contentType = response.headers['content-type'];
      const text = response.body;
      const body =
        typeof contentType === 'string' && /json/.test(contentType) && text.length > 0
          ? JSON.parse(text)
          : text;
      if (!options.unchecked && validator.operationOf(method, url)) {
        const problems = validator.check(
          method,
          url,
          response.statusCode,
          contentType as string | undefined,
          body,
        );
        expect(problems, `${method} ${url} → ${response.statusCode} matches the contract`).toEqual([]);
      }
      return { status: response.statusCode, headers: response.headers, body: body as T };
    },
    async createUser(input = {}) {
      const id = randomUUID();
      const email = input.email ?? `user-${id.slice(0, 8)}@example.com`;
      await db
        .insertInto('users')
        .values({
          id,
          subject: `sub-${id}`,
          email,
          first_name: input.firstName === undefined ? 'Test' : input.firstName,
          last_name: input.lastName === undefined ? 'User' : input.lastName,
          system_role: input.role ?? 'USER',
          selected_organization_id: null,
        })
        .execute();
      return { id, email, token: await tokens.mint({ sub: `sub-${id}`, email }) };
    },
    async createOrganization(owner, input = {}) {
      const id = randomUUID();
      await db
        .insertInto('organizations')
        .values({
          id,
          name: input.name ?? 'Test Organization',
          owner_user_id: owner.id,
          pod_admin_license_count: input.licenseCount ?? 5,
        })
        .execute();
      await db
        .insertInto('memberships')
        .values({ organization_id: id, user_id: owner.id, role: 'OWNER' })
        .execute();
      if (input.subscription !== null) {
        await db
          .insertInto('subscriptions')
          .values({
            organization_id: id,
            product: 'business',
            status: 'active',
            price_interval: 'month',
            cancel_at_period_end: false,
            price_amount: 9900,
            current_period_start: new Date(clock.now.getTime() - 86_400_000),
            current_period_end: new Date(clock.now.getTime() + 29 * 86_400_000),
            ...input.subscription,
          })
          .execute();
      }
      return id;
    },
    async addMember(organizationId, user, role = DEFAULT_MEMBER_ROLE) {
      await db
        .insertInto('memberships')
        .values({ organization_id: organizationId, user_id: user.id, role })
        .execute();
    },
    async reset() {
      payments.reset();
      await emptyTables(db);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  return api;
}

/**
 * One API per test file and driver, emptied before each test: `const api = useTestApi(driver)` inside a describe.
 * The returned object is filled in by beforeAll.
 */
/**
 * Another API over the test's database, as the stack runs it (the given change feed, the admin list remembered), whose
 * database handle counts the statements it runs: for the tests of what the API answers from memory (decisions 0022
 * and 0055). The caller closes it.
 */
export function buildCountingServer(
  api: TestApi,
  counter: { statements: number },
  organizationChanges?: OrganizationChangeFeed,
): Promise<FastifyInstance> {
  return buildApiServer({
    db: api.db.withPlugin({
      transformQuery: (args) => {
        counter.statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    }),
    ...(organizationChanges && { organizationChanges }),
    verifyAccessToken: api.tokens.verifier,
    publicUrl: TEST_PUBLIC_URL,
    corsOrigins: [TEST_CONSOLE_ORIGIN],
    payments: api.payments,
    now: () => api.clock.now,
  });
}

export function useTestApi(driver: DatabaseDriver, options: TestApiOptions = {}): TestApi {
  const holder = {} as { api: TestApi };
  beforeAll(async () => {
    holder.api = await createTestApi(driver, options);
  });
  beforeEach(async () => {
    await holder.api.reset();
    holder.api.clock.now = new Date('2026-11-23T10:00:00.000Z');
  });
  afterAll(async () => {
    await holder.api?.close();
  });
  return new Proxy({} as TestApi, {
    get: (_target, property) => holder.api[property as keyof TestApi],
  });
}

/** The fields a problem document names. */
export function fieldsOf(body: unknown): string[] {
  const errors = (body as { errors?: Array<{ field: string }> } | null)?.errors ?? [];
  return errors.map((error) => error.field);
}

/** The `detail` of a problem document. */
export function detailOf(body: unknown): string | undefined {
  return (body as { detail?: string } | null)?.detail;
}
