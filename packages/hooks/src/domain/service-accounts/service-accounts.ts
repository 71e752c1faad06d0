// Service accounts (docs/decisions/0028-service-accounts.md): a tool's own identity in one organization. It gets
// access tokens with a client id and secret (the client-credentials grant) and acts there with the role it was
// given, like a member, but never as the Owner, never in another organization and never as a platform admin.
// These rules are shared by the API, which enforces them, and the console, which explains them.
import { SERVICE_ACCOUNTS_MAX } from '../constants';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../roles/permissions';

/** The roles a service account can hold: any a member can be given, never the Owner's. */
export const SERVICE_ACCOUNT_ROLES: readonly AssignableRole[] = ASSIGNABLE_ROLES;

/** How a service account's client id and its secret start, so that each is recognised where it is pasted. */
export const SERVICE_ACCOUNT_CLIENT_ID_PREFIX = 'sa_';
export const SERVICE_ACCOUNT_SECRET_PREFIX = 'sk_';

const CLIENT_ID_PATTERN = /^sa_[0-9a-z]{24}$/;

/** Whether `value` is a service account's client id (`sa_` and 24 lower-case letters or digits). */
export function isServiceAccountClientId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value);
}

export const SERVICE_ACCOUNT_MESSAGES = {
  limitReached: `An organization can have at most ${SERVICE_ACCOUNTS_MAX} active service accounts. Revoke one it no longer needs first.`,
  secretOnce:
    'Copy the client secret now: it is shown only this once. Pod Console keeps only a fingerprint of it, so a lost secret cannot be shown again; revoke the account and create another.',
  revokeConsequence:
    'Its tools stop working at once: no new access token is issued to it, and the API refuses the ones it holds.',
  needsPerson: 'A service account cannot make this call: it needs a person signed in to Pod Console.',
  clientIdCopied: 'Client ID copied to clipboard',
  copyRefused: 'Copying is not allowed here: select the text and copy it yourself.',
  revoked: 'This service account was revoked.',
  createFailed: 'Failed to create the service account.',
  revokeFailed: 'Failed to revoke the service account.',
} as const;

export type ServiceAccountStatus = 'active' | 'revoked';

export function serviceAccountStatus(account: { revokedAt: string | null }): ServiceAccountStatus {
  return account.revokedAt === null ? 'active' : 'revoked';
}

/** Why no other service account can be created while `activeCount` are active; null when one can. */
export function serviceAccountLimitBlock(activeCount: number): string | null {
  return activeCount >= SERVICE_ACCOUNTS_MAX ? SERVICE_ACCOUNT_MESSAGES.limitReached : null;
}

/** Active first (newest first), then revoked (most recently revoked first): the console's list order. */
export function sortServiceAccounts<T extends { createdAt: string; revokedAt: string | null }>(
  accounts: readonly T[],
): T[] {
  const time = (value: string) => Date.parse(value) || 0;
  return [...accounts].sort((a, b) => {
    if ((a.revokedAt === null) !== (b.revokedAt === null)) return a.revokedAt === null ? -1 : 1;
    if (a.revokedAt !== null && b.revokedAt !== null) return time(b.revokedAt) - time(a.revokedAt);
    return time(b.createdAt) - time(a.createdAt);
  });
}

export interface ServiceAccountEnvironmentInput {
  /** e.g. http://127.0.0.1:4000/admin-console/v1 */
  apiUrl: string;
  /** The identity provider's token endpoint, e.g. http://127.0.0.1:4001/oauth/token */
  tokenUrl: string;
  audience: string;
  clientId: string;
  clientSecret: string;
}

/** A value as one POSIX shell word: as it is when it holds only safe characters, else in single quotes. */
function shellWord(value: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * The environment the `pod-console` command line and the SDK's client-credentials getter read, as `export` lines
 * a shell accepts: what the console offers to copy when it shows a new secret.
 */
export function serviceAccountEnvironment(input: ServiceAccountEnvironmentInput): string {
  return [
    ['POD_CONSOLE_API_URL', input.apiUrl],
    ['POD_CONSOLE_TOKEN_URL', input.tokenUrl],
    ['POD_CONSOLE_AUDIENCE', input.audience],
    ['POD_CONSOLE_CLIENT_ID', input.clientId],
    ['POD_CONSOLE_CLIENT_SECRET', input.clientSecret],
  ]
    .map(([name, value]) => `export ${name}=${shellWord(value!)}`)
    .join('\n');
}

/** The token endpoint of an identity provider named by its domain (the console's `authDomain`, Auth0's too). */
export function tokenEndpointOf(authDomain: string): string {
  const origin = /^https?:\/\//.test(authDomain) ? authDomain : `https://${authDomain}`;
  return `${origin.replace(/\/+$/, '')}/oauth/token`;
}
