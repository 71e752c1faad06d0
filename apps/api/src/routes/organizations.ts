import { randomBytes, randomUUID } from 'node:crypto';

import {
  addDays,
  getMemberRemovalBlock,
  INVITATION_EXPIRY_DAYS,
  OWNER_REMOVAL_REFUSED,
  SELF_REMOVAL_REFUSED,
} from '@pod-console/hooks/domain';
import { sql } from 'kysely';

import { lockOrganization } from '../db/organization-lock';
import { organizationVersionReadWithUser } from '../http/authenticate';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { answerIfUnchanged, contentEtag, weakEtag } from '../http/conditional';
import { conflict, notFound } from '../http/problem';
import { bodyOf, paramsOf, textOf, userOf } from '../http/request';
import { organizationsOfUser } from '../read-models/membership';
import { organizationView } from '../read-models/organization';
import { createOrganizationCache } from '../read-models/organization-cache';
import { findSubscription, subscriptionView } from '../read-models/subscription';
import type { Wire } from '../read-models/wire';
import { organizationNotFound, requireMembership } from './access';

interface OrganizationParams {
  organizationId: string;
}

/** 32 random bytes: 256 bits, well above the 128 bits an unguessable token needs, base64url (the contract's wording). */
export const INVITATION_TOKEN_BYTES = 32;

/** Whether an Accept-Encoding header allows gzip (a `q=0` refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The contract's operations this file answers. */
type OrganizationOperations =
  | 'listOrganizations'
  | 'createOrganization'
  | 'getOrganization'
  | 'updateOrganization'
  | 'createInvitation'
  | 'cancelInvitation'
  | 'removeOrganizationUser'
  | 'getSubscription';

export function organizationHandlers(context: ApiContext): Pick<OperationHandlers, OrganizationOperations> {
  const { db } = context;
  const cache = createOrganizationCache();
  return {
    async listOrganizations(request) {
      return organizationsOfUser(db, userOf(request).id);
    },

    async createOrganization(request, reply) {
      const user = userOf(request);
      const { organizationName } = bodyOf<Wire<'OrganizationNameRequest'>>(request);
      const name = textOf('organizationName', 'organizationName', organizationName);
      const organizationId = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('organizations')
          .values({
            id: organizationId,
            name,
            owner_user_id: user.id,
            pod_admin_license_count: 0,
            created_at: context.now(),
          })
          .execute();
        await trx
          .insertInto('memberships')
          .values({ organization_id: organizationId, user_id: user.id })
          .execute();
        await trx
          .updateTable('users')
          .set({ selected_organization_id: organizationId })
          .where('id', '=', user.id)
          .execute();
      });
      reply.code(201);
      return { success: true, organizationId } satisfies Wire<'CreateOrganizationResponse'>;
    },

    async getOrganization(request, reply) {
      const { organizationId } = paramsOf<OrganizationParams>(request);
      // Membership and the organization's version: read with the user when the request was authenticated (one query
      // for an unchanged poll), else here in one query. 404 for non-members, as for a missing organization.
      let version = organizationVersionReadWithUser(request, organizationId);
      if (version === undefined) {
        const row = await db
          .selectFrom('organizations')
          .innerJoin('memberships', 'memberships.organization_id', 'organizations.id')
          .select('organizations.version')
          .where('organizations.id', '=', organizationId)
          .where('memberships.user_id', '=', userOf(request).id)
          .executeTakeFirst();
        version = row ? String(row.version) : null;
      }
      if (version === null) throw organizationNotFound();
      // The version moves with every change the answer shows (migration 0002), so it is the answer's tag.
      if (answerIfUnchanged(request, reply, weakEtag('organization', version))) return reply;
      // Built after the version was read, so the answer is at least as new as the version it is cached under.
      const answer = await cache.get(organizationId, version, async () => {
        const organization = await organizationView(db, organizationId);
        // The view holds exactly the contract's fields: plain JSON equals what the response schema would emit.
        return organization && Buffer.from(JSON.stringify(organization));
      });
      if (!answer) throw organizationNotFound();
      reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
      if (answer.gzipped && acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(answer.gzipped);
      }
      return reply.send(answer.body);
    },

    async updateOrganization(request) {
      const { organizationId } = paramsOf<OrganizationParams>(request);
      const { organizationName } = bodyOf<Wire<'OrganizationNameRequest'>>(request);
      const name = textOf('organizationName', 'organizationName', organizationName);
      await requireMembership(db, organizationId, userOf(request).id);
      await db.updateTable('organizations').set({ name }).where('id', '=', organizationId).execute();
      return { success: true } satisfies Wire<'SuccessResponse'>;
    },

    async createInvitation(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<OrganizationParams>(request);
      const email = bodyOf<Wire<'CreateInvitationRequest'>>(request).email.trim();
      const now = context.now();
      const invitationId = randomUUID();
      await db.transaction().execute(async (trx) => {
        await requireMembership(trx, organizationId, user.id);
        // Serialize invitations of one organization, so two identical invitations cannot both pass the checks.
        await lockOrganization(trx, organizationId);
        const member = await trx
          .selectFrom('memberships')
          .innerJoin('users', 'users.id', 'memberships.user_id')
          .select('users.id')
          .where('memberships.organization_id', '=', organizationId)
          .where(sql<boolean>`lower(users.email) = ${email.toLowerCase()}`)
          .executeTakeFirst();
        if (member) throw conflict(`${email} is already a member of this organization.`);
        const pending = await trx
          .selectFrom('invitations')
          .select('id')
          .where('organization_id', '=', organizationId)
          .where('status', '=', 'PENDING')
          .where('expires_at', '>', now)
          .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
          .executeTakeFirst();
        if (pending) throw conflict(`${email} already has a pending invitation to this organization.`);
        await trx
          .insertInto('invitations')
          .values({
            id: invitationId,
            organization_id: organizationId,
            email,
            token: randomBytes(INVITATION_TOKEN_BYTES).toString('base64url'),
            status: 'PENDING',
            invited_by_user_id: user.id,
            expires_at: addDays(now, INVITATION_EXPIRY_DAYS)!,
            created_at: now,
          })
          .execute();
      });
      reply.code(201);
      return { invitationId } satisfies Wire<'CreateInvitationResponse'>;
    },

    async cancelInvitation(request, reply) {
      const { organizationId, invitationId } = paramsOf<OrganizationParams & { invitationId: string }>(
        request,
      );
      await requireMembership(db, organizationId, userOf(request).id);
      const cancelled = await db
        .updateTable('invitations')
        .set({ status: 'CANCELLED', answered_at: context.now() })
        .where('id', '=', invitationId)
        .where('organization_id', '=', organizationId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (cancelled.numUpdatedRows === 0n) throw notFound('No such pending invitation in this organization.');
      return reply.code(204).send();
    },

    async removeOrganizationUser(request, reply) {
      const user = userOf(request);
      const { organizationId, userId } = paramsOf<OrganizationParams & { userId: string }>(request);
      await requireMembership(db, organizationId, user.id);
      const { owner_user_id: ownerUserId } = await db
        .selectFrom('organizations')
        .select('owner_user_id')
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow();
      // spec §6: a member cannot remove themself, and the owner (ownerUserId) stays: removing them would leave
      // an organization whose recorded owner is no longer a member.
      const block = getMemberRemovalBlock({ memberId: userId, currentUserId: user.id, ownerUserId });
      if (block === 'self') throw conflict(SELF_REMOVAL_REFUSED);
      if (block === 'owner') throw conflict(OWNER_REMOVAL_REFUSED);
      const removed = await db
        .deleteFrom('memberships')
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw notFound('No such member in this organization.');
      return reply.code(204).send();
    },

    async getSubscription(request, reply) {
      const { organizationId } = paramsOf<OrganizationParams>(request);
      await requireMembership(db, organizationId, userOf(request).id);
      const row = await findSubscription(db, organizationId);
      const answer = {
        subscription: row ? subscriptionView(row) : null,
      } satisfies Wire<'SubscriptionResponse'>;
      // A small answer without a version of its own: its digest is the tag, and a match saves the transfer.
      if (answerIfUnchanged(request, reply, contentEtag('subscription', answer))) return reply;
      return answer;
    },
  };
}
