// Every operation but the contract's public ones needs a valid bearer access token (spec §1). The
// first call of a new identity creates its user from the token's claims.
import { randomUUID } from 'node:crypto';

import {
  canAnswerInvitations,
  SERVICE_ACCOUNT_MESSAGES,
  type OrganizationRole,
} from '@pod-console/hooks/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

import {
  extractBearerToken,
  InvalidAccessTokenError,
  type AccessTokenClaims,
} from '../auth/verify-access-token';
import type { UserRow } from '../db/schema';
import type { ApiContext } from './context';
import type { OperationId } from './operations';
import { forbidden, HttpProblem } from './problem';
import { SERVICE_ACCOUNTS_MAY_CALL } from './service-account-calls';
import { isUuid } from './request';

const unauthorized = (detail: string, error = 'invalid_token') =>
  new HttpProblem(401, detail, {
    // RFC 6750 §3: tell the client which scheme and what went wrong, never echoing the token.
    headers: { 'www-authenticate': `Bearer realm="pod-console", error="${error}"` },
  });

interface TokenEmail {
  email: string | null;
  verified: boolean;
}

/** What each authenticated request's token says about the e-mail; gone with the request. */
const tokenEmails = new WeakMap<FastifyRequest, TokenEmail>();

/** A member's view of one organization: its version and the member's role there. */
export interface MembershipVersion {
  version: string;
  role: OrganizationRole;
}

/**
 * For a request on one organization (`/organizations/{organizationId}…`): that organization's version and the
 * user's role when the user is a member of it, or null when not (or no such organization), read with the user in
 * one query.
 */
const organizationVersions = new WeakMap<
  FastifyRequest,
  { organizationId: string; membership: MembershipVersion | null }
>();

/**
 * The version of `organizationId` and the caller's role, as read with the user: null when not a member, undefined
 * when not read (the handler then reads it), so an unchanged 10 s poll (spec §9) costs one query.
 */
export function organizationVersionReadWithUser(
  request: FastifyRequest,
  organizationId: string,
): MembershipVersion | null | undefined {
  const read = organizationVersions.get(request);
  return read?.organizationId === organizationId ? read.membership : undefined;
}

function membershipOf(version: string | null, role: OrganizationRole | null): MembershipVersion | null {
  return version === null || role === null ? null : { version, role };
}

/** The path's organization id, when it has one that can be an id (the contract validates it later). */
function organizationIdInPath(request: FastifyRequest): string | null {
  const params = request.params as Record<string, unknown> | undefined;
  const id = params?.organizationId;
  return isUuid(id) ? id : null;
}

/**
 * Whether the signed-in user may see and answer invitations (spec §6: e-mail verification is required). An
 * invitation goes to an address, so the token must carry that address, verified: the account's address, which
 * invitations are matched against. A request the bearer hook did not see may not.
 */
export function mayAnswerInvitations(request: FastifyRequest): boolean {
  const token = tokenEmails.get(request);
  return (
    request.user != null &&
    canAnswerInvitations({
      accountEmail: request.user.email,
      tokenEmail: token?.email,
      emailVerified: token?.verified,
    })
  );
}

/** The user a token names: a person's by their `sub`, a service account's by its client id. */
const subjectOf = (claims: AccessTokenClaims) => claims.client ?? claims.sub;

export function createAuthenticate(context: ApiContext) {
  return async function authenticate(
    request: FastifyRequest,
    _reply: FastifyReply,
    operationId?: OperationId,
  ): Promise<void> {
    const header = request.headers.authorization;
    const token = extractBearerToken(typeof header === 'string' ? header : undefined);
    if (!token) {
      throw new HttpProblem(401, 'A bearer access token is required.', {
        headers: { 'www-authenticate': 'Bearer realm="pod-console"' },
      });
    }
    let claims: AccessTokenClaims;
    try {
      claims = await context.verifyAccessToken(token);
    } catch (error) {
      if (error instanceof InvalidAccessTokenError)
        throw unauthorized(`Invalid access token: ${error.reason}.`);
      throw error;
    }
    tokenEmails.set(request, { email: claims.email, verified: claims.emailVerified });
    request.user = await findCaller(context, claims, request);
    await admitServiceAccount(context, claims, request.user, operationId);
  };
}

async function findCaller(
  context: ApiContext,
  claims: AccessTokenClaims,
  request: FastifyRequest,
): Promise<UserRow> {
  const subject = subjectOf(claims);
  const organizationId = organizationIdInPath(request);
  // A conditional read (the console's poll) may be answered from memory (decision 0022); any other request reads
  // the user afresh.
  const remembered =
    organizationId && request.method === 'GET' && request.headers['if-none-match'] !== undefined
      ? context.memberships?.recall(subject, organizationId)
      : undefined;
  if (organizationId && remembered) {
    organizationVersions.set(request, {
      organizationId,
      membership: membershipOf(remembered.version, remembered.role),
    });
    return remembered.user;
  }
  return (
    (organizationId && (await findUserWithOrganization(context, subject, request, organizationId))) ||
    (await findOrCreateUser(context, claims))
  );
}

/**
 * A service account's token passes only while the account is active, for its organization and the operations it
 * may call; never as a person's, nor the other way round (docs/decisions/0028-service-accounts.md).
 */
async function admitServiceAccount(
  context: ApiContext,
  claims: AccessTokenClaims,
  user: UserRow,
  operationId: OperationId | undefined,
): Promise<void> {
  const isServiceAccount = user.kind === 'service_account';
  if (isServiceAccount !== (claims.client !== null)) {
    throw unauthorized('The access token was not issued to the account it names.');
  }
  if (!isServiceAccount) return;
  if (user.system_role === 'SUPER_ADMIN') {
    // A platform admin's service account exists while the configuration names it.
    if (!context.platformServiceAccounts?.has(claims.client!))
      throw unauthorized(SERVICE_ACCOUNT_MESSAGES.revoked);
  } else {
    const account = await context.db
      .selectFrom('service_accounts')
      .select(['organization_id', 'revoked_at'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    if (!account || account.revoked_at !== null) throw unauthorized(SERVICE_ACCOUNT_MESSAGES.revoked);
    if (claims.organizationId !== null && claims.organizationId !== account.organization_id) {
      throw unauthorized('The access token was issued for another organization.');
    }
  }
  if (operationId && !SERVICE_ACCOUNTS_MAY_CALL[operationId]) {
    throw forbidden(SERVICE_ACCOUNT_MESSAGES.needsPerson);
  }
}

/**
 * The user of a token's subject with the organization's version if they are a member of it, in one query; undefined
 * when there is no such user yet (findOrCreateUser creates it).
 */
async function findUserWithOrganization(
  context: ApiContext,
  subject: string,
  request: FastifyRequest,
  organizationId: string,
): Promise<UserRow | undefined> {
  const ticket = context.memberships?.ticket(organizationId);
  const row = await context.db
    .selectFrom('users')
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.user_id', '=', 'users.id')
        .on('memberships.organization_id', '=', organizationId),
    )
    .leftJoin('organizations', 'organizations.id', 'memberships.organization_id')
    .selectAll('users')
    .select(['organizations.version as organization_version', 'memberships.role as organization_role'])
    .where('users.subject', '=', subject)
    .executeTakeFirst();
  if (!row) return undefined;
  const { organization_version: read, organization_role: readRole, ...user } = row;
  const version = read == null ? null : String(read);
  const role = version === null ? null : (readRole ?? null);
  organizationVersions.set(request, { organizationId, membership: membershipOf(version, role) });
  if (ticket) context.memberships!.remember(ticket, subject, { user, version, role });
  return user;
}

/** The user of a token's subject; created from the claims on the identity's first call. */
export async function findOrCreateUser(context: ApiContext, claims: AccessTokenClaims): Promise<UserRow> {
  const { db } = context;
  const existing = await db
    .selectFrom('users')
    .selectAll()
    .where('subject', '=', subjectOf(claims))
    .executeTakeFirst();
  if (existing) return existing;
  if (claims.client !== null) return createPlatformServiceAccount(context, claims.client);
  if (!claims.email) throw unauthorized('The access token carries no e-mail address.');
  // A token issued before its account was deleted names nobody: it must not make a new, empty user (migration 0016).
  const erased = await db
    .selectFrom('erased_subjects')
    .select('subject')
    .where('subject', '=', claims.sub)
    .executeTakeFirst();
  if (erased) throw unauthorized(ACCOUNT_DELETED);
  try {
    await db
      .insertInto('users')
      .values({
        id: randomUUID(),
        subject: claims.sub,
        email: claims.email,
        first_name: claims.givenName,
        last_name: claims.familyName,
        system_role: 'USER',
        selected_organization_id: null,
      })
      // Two first calls at once: one insert wins, both read the same row.
      .onConflict((oc) => oc.column('subject').doNothing())
      .execute();
  } catch (error) {
    // 23505 on users_email_key: another identity (another subject) already owns this address, compared
    // case-insensitively. Invitations are matched by e-mail, so a second user with it would see the first one's.
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    // Two first calls of one identity at once: PostgreSQL may check the e-mail index before the subject's, so the
    // loser sees its own twin's address. Its user exists now; only another subject's address is refused.
    const twin = await db
      .selectFrom('users')
      .selectAll()
      .where('subject', '=', claims.sub)
      .executeTakeFirst();
    if (twin) return twin;
    throw emailTaken(claims.email);
  }
  return db.selectFrom('users').selectAll().where('subject', '=', claims.sub).executeTakeFirstOrThrow();
}

/**
 * A platform admin's service account, on its first call: its user, created from the configuration that names it
 * (docs/decisions/0028-service-accounts.md). Any other client the identity provider issued a token to is no
 * account of this API.
 */
async function createPlatformServiceAccount(context: ApiContext, clientId: string): Promise<UserRow> {
  if (!context.platformServiceAccounts?.has(clientId)) throw unauthorized('No such service account.');
  await context.db
    .insertInto('users')
    .values({
      id: randomUUID(),
      subject: clientId,
      email: serviceAccountAddress(clientId),
      first_name: PLATFORM_SERVICE_ACCOUNT_NAME,
      last_name: null,
      system_role: 'SUPER_ADMIN',
      selected_organization_id: null,
      kind: 'service_account',
    })
    .onConflict((oc) => oc.column('subject').doNothing())
    .execute();
  return context.db.selectFrom('users').selectAll().where('subject', '=', clientId).executeTakeFirstOrThrow();
}

/** The 401 of a token whose account was deleted. */
export const ACCOUNT_DELETED = 'This account was deleted.';

/** How a platform admin's service account is named in the activity log. */
export const PLATFORM_SERVICE_ACCOUNT_NAME = 'Platform service account';

/**
 * A service account's user has an address no mail reaches (RFC 2606 reserves `.invalid`), unique as every user's
 * is; no invitation, mail or list of people ever reads it.
 */
export function serviceAccountAddress(clientId: string): string {
  return `${clientId}@service-accounts.invalid`;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidate = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (candidate?.code !== '23505') return false;
  // node-postgres names the constraint; PGlite only in its message.
  return (
    candidate.constraint === constraint ||
    (typeof candidate.message === 'string' && candidate.message.includes(constraint))
  );
}

const emailTaken = (email: string) =>
  new HttpProblem(
    403,
    `The e-mail address ${email} already belongs to another Pod Console user. Sign in with that account instead.`,
  );
