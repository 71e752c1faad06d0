import { randomUUID } from 'node:crypto';

import {
  DEFAULT_MEMBER_ROLE,
  getMemberRemovalBlock,
  idleSeatDaysProblem,
  idleSeatReleaseText,
  OWNER_REMOVAL_REFUSED,
  SELF_REMOVAL_REFUSED,
} from '@pod-console/hooks/domain';

import { recordActivity, userActor } from '../activity/record-activity';
import { lockIdleSeatReleaseDays, setIdleSeatReleaseDays } from '../data/idle-seats';
import { cancelInvitation, inviteAddresses } from '../data/invitations';
import { endMembership } from '../data/members';
import {
  createOrganization,
  lockOrganizationName,
  organizationOwnerId,
  organizationVersionAndRole,
  renameOrganization,
} from '../data/organizations';
import { selectOrganization } from '../data/users';
import { lockMemberships, lockOrganization, personAmong } from '../db/organization-lock';
import { organizationVersionReadWithUser } from '../http/authenticate';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { answerIfUnchanged, contentEtag, weakEtag } from '../http/conditional';
import { badRequest, conflict, notFound } from '../http/problem';
import { bodyOf, paramsOf, queryOf, textOf, userOf } from '../http/request';
import { licenseTotalsOf } from '../read-models/license-counts';
import { organizationsOfUser } from '../read-models/membership';
import { organizationView } from '../read-models/organization';
import { createOrganizationCache } from '../read-models/organization-cache';
import { findSubscription, subscriptionView } from '../read-models/subscription';
import type { Wire } from '../read-models/wire';
import { organizationNotFound, requirePermission, requireRolePermission } from './access';

/** A first page's tag, followed by its limit: `W/"organization-first100-42"` (the whole answer's: `organization-42`). */
const FIRST_LICENSES_ETAG_SCOPE = 'organization-first';

interface OrganizationParams {
  organizationId: string;
}

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
  | 'updateIdleSeatRelease'
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
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        // Its creator is its Owner.
        await createOrganization(trx, { id: organizationId, name, ownerUserId: user.id, now });
        await recordActivity(trx, now, {
          organizationId,
          kind: 'organization.created',
          actor: userActor(user),
          subject: name,
          after: { name },
        });
        await selectOrganization(trx, user.id, organizationId);
      });
      reply.code(201);
      return { success: true, organizationId } satisfies Wire<'CreateOrganizationResponse'>;
    },

    async getOrganization(request, reply) {
      const { organizationId } = paramsOf<OrganizationParams>(request);
      // Membership, role and the organization's version: read with the user when the request was authenticated (one
      // query for an unchanged poll), else here in one query. 404 for non-members, as for a missing organization.
      let membership = organizationVersionReadWithUser(request, organizationId);
      if (membership === undefined) {
        const row = await organizationVersionAndRole(db, organizationId, userOf(request).id);
        membership = row ? { version: String(row.version), role: row.role } : null;
      }
      if (membership === null) throw organizationNotFound();
      requireRolePermission(membership.role, 'organization:read');
      const { version } = membership;
      const { licenses_limit: licensesLimit } = queryOf<{ licenses_limit?: number }>(request);
      if (licensesLimit !== undefined) {
        // A first page (docs/decisions/0053-first-page-of-licences.md). With no more licences than asked for it is
        // the whole answer, below; cut short, it is another representation with a tag of its own, so that it never
        // answers, nor is answered by, the whole answer's 304 (docs/decisions/0022-unchanged-polls-from-memory.md),
        // and it is built apart from the whole answer's cache.
        const totals = await licenseTotalsOf(db, organizationId);
        if (totals.total > licensesLimit) {
          const tag = weakEtag(`${FIRST_LICENSES_ETAG_SCOPE}${licensesLimit}`, version);
          if (answerIfUnchanged(request, reply, tag)) return reply;
          const firstPage = await organizationView(db, organizationId, { licensesLimit });
          if (!firstPage) throw organizationNotFound();
          return {
            ...firstPage,
            licenses_total: totals.total,
            license_tallies: { assigned: totals.assigned, trial: totals.trial },
          } satisfies Wire<'Organization'>;
        }
      }
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
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'settings:manage');
        const before = await lockOrganizationName(trx, organizationId);
        if (before === name) return;
        await renameOrganization(trx, organizationId, name);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'organization.renamed',
          actor: userActor(user),
          subject: name,
          before: { name: before },
          after: { name },
        });
      });
      return { success: true } satisfies Wire<'SuccessResponse'>;
    },

    async updateIdleSeatRelease(request) {
      const { organizationId } = paramsOf<OrganizationParams>(request);
      const { idleSeatReleaseDays: days } = bodyOf<Wire<'IdleSeatReleaseRequest'>>(request);
      // The domain's rule (docs/decisions/0044-idle-seat-recovery.md); the contract already holds the range.
      const problem = idleSeatDaysProblem(days);
      if (problem) throw badRequest('idleSeatReleaseDays', problem);
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'settings:manage');
        const before = await lockIdleSeatReleaseDays(trx, organizationId);
        if (before === days) return;
        await setIdleSeatReleaseDays(trx, organizationId, days);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'organization.idle_seat_release_changed',
          actor: userActor(user),
          subject: idleSeatReleaseText(days),
          before: { idle_seat_release_days: before },
          after: { idle_seat_release_days: days },
        });
      });
      return { idle_seat_release_days: days } satisfies Wire<'IdleSeatReleaseSetting'>;
    },

    async createInvitation(request, reply) {
      const user = userOf(request);
      const { organizationId } = paramsOf<OrganizationParams>(request);
      const body = bodyOf<Wire<'CreateInvitationRequest'>>(request);
      const email = body.email.trim();
      const now = context.now();
      const invitationId = await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'members:manage');
        // Serialize invitations of one organization, so two identical invitations cannot both pass the checks.
        await lockOrganization(trx, organizationId);
        const [result] = await inviteAddresses(trx, {
          organizationId,
          inviter: user,
          emails: [email],
          role: body.role ?? DEFAULT_MEMBER_ROLE,
          now,
          consoleOrigin: context.consoleOrigin,
        });
        if (result?.outcome === 'already_member') {
          throw conflict(`${email} is already a member of this organization.`);
        }
        if (result?.outcome === 'already_invited') {
          throw conflict(`${email} already has a pending invitation to this organization.`);
        }
        return result!.invitation_id!;
      });
      reply.code(201);
      return { invitationId } satisfies Wire<'CreateInvitationResponse'>;
    },

    async cancelInvitation(request, reply) {
      const { organizationId, invitationId } = paramsOf<OrganizationParams & { invitationId: string }>(
        request,
      );
      const user = userOf(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        await requirePermission(trx, organizationId, user, 'members:manage');
        const cancelled = await cancelInvitation(trx, organizationId, invitationId, now);
        if (!cancelled) throw notFound('No such pending invitation in this organization.');
        await recordActivity(trx, now, {
          organizationId,
          kind: 'member.invitation_cancelled',
          actor: userActor(user),
          subject: cancelled.email,
          before: { role: cancelled.role },
        });
      });
      return reply.code(204).send();
    },

    async removeOrganizationUser(request, reply) {
      const user = userOf(request);
      const { organizationId, userId } = paramsOf<OrganizationParams & { userId: string }>(request);
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        // Both memberships, locked (db/organization-lock.ts): the caller's role and the member's, as committed.
        const members = await lockMemberships(trx, organizationId, [user.id, userId]);
        const caller = members.get(user.id);
        if (!caller) throw organizationNotFound();
        requireRolePermission(caller.role, 'members:manage');
        const ownerUserId = await organizationOwnerId(trx, organizationId);
        // spec §6: a member cannot remove themself, and the owner (ownerUserId) stays: removing them would leave
        // an organization whose recorded owner is no longer a member.
        const block = getMemberRemovalBlock({ memberId: userId, currentUserId: user.id, ownerUserId });
        if (block === 'self') throw conflict(SELF_REMOVAL_REFUSED);
        if (block === 'owner') throw conflict(OWNER_REMOVAL_REFUSED);
        const member = personAmong(members, userId);
        if (!member) throw notFound('No such member in this organization.');
        await endMembership(trx, organizationId, userId);
        await recordActivity(trx, now, {
          organizationId,
          kind: 'member.removed',
          actor: userActor(user),
          subject: member.email,
          before: { role: member.role },
        });
      });
      return reply.code(204).send();
    },

    async getSubscription(request, reply) {
      const { organizationId } = paramsOf<OrganizationParams>(request);
      await requirePermission(db, organizationId, userOf(request), 'organization:read');
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
