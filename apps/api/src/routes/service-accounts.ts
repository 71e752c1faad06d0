// An organization's service accounts (docs/decisions/0028-service-accounts.md): created by a person who manages its
// members, with a role; revoked by one. A service account is a user of kind `service_account` with a membership
// holding its role (migration 0014), so the API authorizes its tokens exactly as a member's. Its secret is answered
// once, at creation; only its SHA-256 is stored, and the identity provider compares against that.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

import {
  SERVICE_ACCOUNT_CLIENT_ID_PREFIX,
  SERVICE_ACCOUNT_SECRET_PREFIX,
  serviceAccountLimitBlock,
} from '@pod-console/hooks/domain';

import { recordActivity, userActor } from '../activity/record-activity';
import {
  activeServiceAccountCount,
  createServiceAccount,
  lockServiceAccount,
  revokeServiceAccount,
  serviceAccountsOf,
} from '../data/service-accounts';
import { lockOrganization } from '../db/organization-lock';
import type { ServiceAccountRow } from '../db/schema';
import { serviceAccountAddress } from '../http/authenticate';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { conflict, notFound } from '../http/problem';
import { bodyOf, paramsOf, textOf, userOf } from '../http/request';
import { personName } from '../read-models/person';
import { iso, isoOrNull, type Wire } from '../read-models/wire';
import { organizationNotFound, requirePermission } from './access';

type ServiceAccountOperations = 'listServiceAccounts' | 'createServiceAccount' | 'revokeServiceAccount';

const serviceAccountNotFound = () => notFound('No such service account in this organization.');

/** 24 characters of [0-9a-z]: 120 bits, from a base-32 alphabet so every character is equally likely. */
function newClientId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuv';
  const bytes = randomBytes(24);
  return SERVICE_ACCOUNT_CLIENT_ID_PREFIX + [...bytes].map((byte) => alphabet[byte & 31]).join('');
}

/** 32 random bytes, base64url: a secret as strong as a signing key, so one fast hash is enough to store it. */
function newSecret(): string {
  return SERVICE_ACCOUNT_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

export function secretFingerprint(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

function toWire(row: ServiceAccountRow): Wire<'ServiceAccount'> {
  return {
    id: row.id,
    organization_id: row.organization_id,
    name: row.name,
    role: row.role,
    client_id: row.client_id,
    created_at: iso(row.created_at),
    created_by: row.created_by_name,
    revoked_at: isoOrNull(row.revoked_at),
    last_token_at: isoOrNull(row.last_token_at),
  };
}

export function serviceAccountHandlers(
  context: ApiContext,
): Pick<OperationHandlers, ServiceAccountOperations> {
  const { db } = context;
  return {
    async listServiceAccounts(request) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      await requirePermission(db, organizationId, user, 'organization:read');
      const rows = await serviceAccountsOf(db, organizationId);
      return { service_accounts: rows.map(toWire) } satisfies Wire<'ServiceAccountList'>;
    },

    async createServiceAccount(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      const body = bodyOf<Wire<'CreateServiceAccountRequest'>>(request);
      const name = textOf('serviceAccountName', 'name', body.name);
      const now = context.now();
      const id = randomUUID();
      const clientId = newClientId();
      const secret = newSecret();
      const row = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'members:manage');
        // The organization's lock makes the count and the insert one step: two creations at once cannot both
        // take the last place.
        if (!(await lockOrganization(trx, organizationId))) throw organizationNotFound();
        const block = serviceAccountLimitBlock(await activeServiceAccountCount(trx, organizationId));
        if (block) throw conflict(block);
        const created = await createServiceAccount(trx, {
          id,
          organizationId,
          name,
          role: body.role,
          clientId,
          email: serviceAccountAddress(clientId),
          secretSha256: secretFingerprint(secret),
          createdBy: { id: user.id, name: personName(user) ?? user.email },
          now,
        });
        await recordActivity(trx, now, {
          organizationId,
          kind: 'service_account.created',
          actor: userActor(user),
          subject: name,
          after: { role: body.role },
        });
        return created;
      });
      reply.code(201);
      return { service_account: toWire(row), client_secret: secret } satisfies Wire<'CreatedServiceAccount'>;
    },

    async revokeServiceAccount(request) {
      const user = userOf(request);
      const { organizationId, serviceAccountId } = paramsOf<{
        organizationId: string;
        serviceAccountId: string;
      }>(request);
      const now = context.now();
      const row = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'members:manage');
        const account = await lockServiceAccount(trx, organizationId, serviceAccountId);
        if (!account) throw serviceAccountNotFound();
        if (account.revoked_at !== null) return account;
        const revoked = await revokeServiceAccount(trx, account, now);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'service_account.revoked',
          actor: userActor(user),
          subject: account.name,
          before: { role: account.role },
        });
        return revoked;
      });
      return toWire(row);
    },
  };
}
