// The activity log's reads (docs/decisions/0026-activity-log.md): a member's pages and CSV export, and the
// platform admin's pages of any organization. The entries are written by the changes themselves
// (activity/record-activity.ts).
import { Readable } from 'node:stream';

import {
  ACTIVITY_CSV_COLUMNS,
  ACTIVITY_PAGE_SIZE,
  activityCsvRow,
  csvLine,
  exportFileName,
} from '@pod-console/hooks/domain';
import type { operations } from '@pod-console/sdk';
import type { FastifyRequest } from 'fastify';

import { organizationExists, organizationName } from '../data/organizations';
import type { Executor } from '../db/schema';
import type { ApiContext } from '../http/context';
import type { OperationHandlers } from '../http/operations';
import { badRequest, notFound } from '../http/problem';
import { paramsOf, queryOf, userOf } from '../http/request';
import {
  activityEntries,
  activityPage,
  decodeActivityCursor,
  type ActivityFilters,
} from '../read-models/activity';
import { requirePermission, requireSuperAdmin } from './access';

type ActivityQuery = NonNullable<operations['listActivity']['parameters']['query']>;

/** Entries an export reads at a time: one batch is in memory, whatever the log's length. */
export const ACTIVITY_EXPORT_BATCH = 1000;

function filtersOf(query: ActivityQuery): ActivityFilters {
  return { kind: query.kind, actor: query.actor, from: query.from, to: query.to };
}

/** One page of an organization's log for the request's filters, cursor and limit; 400 naming a bad cursor. */
function pageOf(db: Executor, organizationId: string, request: FastifyRequest) {
  const query = queryOf<ActivityQuery>(request);
  const filters = filtersOf(query);
  const cursor = query.cursor === undefined ? undefined : decodeActivityCursor(query.cursor, filters);
  if (cursor === 'invalid') throw badRequest('cursor', 'is not a cursor of this log');
  if (cursor === 'other-filters') {
    throw badRequest(
      'cursor',
      'belongs to other filters',
      'cursor: was made for other filters; start again from the first page',
    );
  }
  return activityPage(db, organizationId, filters, cursor, query.limit ?? ACTIVITY_PAGE_SIZE);
}

/** The contract's operations this file answers. */
type ActivityOperations = 'listActivity' | 'exportActivity' | 'listAdminOrganizationActivity';

export function activityHandlers(context: ApiContext): Pick<OperationHandlers, ActivityOperations> {
  const { db } = context;
  return {
    async listActivity(request) {
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      await requirePermission(db, organizationId, userOf(request), 'activity:read');
      return pageOf(db, organizationId, request);
    },

    async exportActivity(request, reply) {
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      await requirePermission(db, organizationId, userOf(request), 'activity:read');
      const filters = filtersOf(queryOf<ActivityQuery>(request));
      const name = await organizationName(db, organizationId);
      const batches = activityEntries(db, organizationId, filters, ACTIVITY_EXPORT_BATCH);
      // The first batch is read before the answer starts, so a database that fails answers a problem, not a
      // truncated file; the rest streams, one batch in memory at a time.
      const first = await batches.next();
      async function* lines() {
        yield csvLine(ACTIVITY_CSV_COLUMNS);
        if (first.done) return;
        yield first.value.map((entry) => csvLine(activityCsvRow(entry))).join('');
        for await (const batch of batches)
          yield batch.map((entry) => csvLine(activityCsvRow(entry))).join('');
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName('activity', name, context.now())}"`,
        )
        .send(Readable.from(lines()));
    },

    async listAdminOrganizationActivity(request) {
      requireSuperAdmin(userOf(request));
      const { organizationId } = paramsOf<{ organizationId: string }>(request);
      if (!(await organizationExists(db, organizationId))) throw notFound('No such organization.');
      return pageOf(db, organizationId, request);
    },
  };
}
