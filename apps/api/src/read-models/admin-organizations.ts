// The platform admin's Organizations table (spec §2), filtered, sorted and keyset-paged in the database
// (docs/decisions/0017-platform-admin-organizations.md). Counts come from the tallies of migrations 0004 and 0005;
// the state filter is `organizationStateCondition` translated by state-condition-sql.ts. A cursor carries a
// fingerprint of its filters and sort, and answers 400 with others.
import { createHash } from 'node:crypto';

import {
  matchesStateCondition,
  organizationStateCondition,
  PLAN_ORDER,
  type StateCondition,
} from '@pod-console/hooks/domain';
import { sql, type RawBuilder } from 'kysely';

import type { Executor } from '../db/schema';
import { organizationMembers } from './membership';
import { requiredStatuses, stateConditionSql } from './state-condition-sql';
import { subscriptionView, type SubscriptionViewRow } from './subscription';
import { iso, type Wire } from './wire';

type AdminOrganizationSort = Wire<'AdminOrganizationSort'>;

interface AdminOrganizationFilters {
  q?: string | undefined;
  plan?: Wire<'AdminPlanFilter'> | undefined;
  state?: Wire<'OrganizationState'> | undefined;
}

export interface AdminOrganizationListQuery extends AdminOrganizationFilters {
  sort?: AdminOrganizationSort | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
  /** The instant the state filter is evaluated at: the request's time (a test pins it). */
  now: Date;
}

const DEFAULT_ADMIN_ORGANIZATION_SORT: AdminOrganizationSort = '-created';
/** spec §9: the tables' page size. */
const DEFAULT_ADMIN_ORGANIZATION_LIMIT = 10;

type SortColumn = 'name' | 'owner' | 'plan' | 'assigned' | 'trial' | 'members' | 'created';

interface SortKey {
  /** The expression ordered by. */
  key: RawBuilder<unknown>;
  /** The id column that breaks ties: the one indexed beside the key, so the order can be an index scan. */
  id: RawBuilder<unknown>;
  /** How a cursor's key text is read back. */
  type: 'text' | 'integer' | 'timestamptz';
  /** Whether the key is a tally (the page's rows are then found through the tallies' indexes). */
  tallied?: true;
}

const tallied = (column: string): SortKey => ({
  key: sql.ref(`t.${column}`),
  id: sql.ref('t.organization_id'),
  type: 'integer',
  tallied: true,
});

const SORT_KEYS: Record<SortColumn, SortKey> = {
  created: { key: sql.ref('o.created_at'), id: sql.ref('o.id'), type: 'timestamptz' },
  name: { key: sql`lower(o.name)`, id: sql.ref('o.id'), type: 'text' },
  owner: { key: sql`lower(owner.email)`, id: sql.ref('o.id'), type: 'text' },
  // Plans in the domain's order (starter < business < enterprise), no plan before them all.
  plan: {
    key: sql`case s.product ${sql.join(
      PLAN_ORDER.map((plan, index) => sql`when ${sql.lit(plan)} then ${sql.lit(index + 1)}`),
      sql` `,
    )} else 0 end`,
    id: sql.ref('o.id'),
    type: 'integer',
  },
  assigned: tallied('assigned_licenses'),
  trial: tallied('trial_licenses'),
  members: tallied('members'),
};

interface Cursor {
  /** n: the page after the row; p: the page before it. */
  d: 'n' | 'p';
  /** The fingerprint of the filters and sort the cursor was made for. */
  f: string;
  /** The row's sort key, as the database wrote it in text. */
  k: string;
  /** The row's id. */
  i: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function fingerprintOf(filters: AdminOrganizationFilters, sort: AdminOrganizationSort): string {
  return createHash('sha256')
    .update(JSON.stringify([filters.q ?? '', filters.plan ?? null, filters.state ?? null, sort]))
    .digest('base64url')
    .slice(0, 16);
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** A cursor refused: not a cursor of this list, or made for other filters or another sort (the route's 400). */
export class AdminOrganizationCursorRefused extends Error {
  constructor(readonly reason: 'invalid' | 'other-filters') {
    super(`cursor refused: ${reason}`);
  }
}

function decodeCursor(text: string, fingerprint: string, type: SortKey['type']): Cursor {
  const invalid = () => new AdminOrganizationCursorRefused('invalid');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const cursor = value as Partial<Cursor> | null;
  if (
    cursor === null ||
    typeof cursor !== 'object' ||
    (cursor.d !== 'n' && cursor.d !== 'p') ||
    typeof cursor.f !== 'string' ||
    typeof cursor.k !== 'string' ||
    typeof cursor.i !== 'string' ||
    !UUID.test(cursor.i) ||
    cursor.k.includes('\u0000') ||
    (type === 'integer' && !/^-?\d{1,9}$/.test(cursor.k)) ||
    (type === 'timestamptz' &&
      (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(cursor.k) || Number.isNaN(Date.parse(cursor.k))))
  ) {
    throw invalid();
  }
  if (cursor.f !== fingerprint) throw new AdminOrganizationCursorRefused('other-filters');
  return cursor as Cursor;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const ID_LOW = '00000000-0000-0000-0000-000000000000';
const ID_HIGH = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** The ids starting with `prefix` as a range of the primary key, or null when no id can start so. */
function idRangeOf(prefix: string): [string, string] | null {
  const text = prefix.toLowerCase();
  if (text.length > ID_LOW.length) return null;
  for (let index = 0; index < text.length; index++) {
    const ok = ID_LOW[index] === '-' ? text[index] === '-' : /[0-9a-f]/.test(text[index]!);
    if (!ok) return null;
  }
  return [text + ID_LOW.slice(text.length), text + ID_HIGH.slice(text.length)];
}

/**
 * The text filter's organizations, each once and whole: a materialized CTE that the count and the page both read,
 * so the page sorts the matches without going back to the organizations table for them. A name or owner's e-mail
 * containing the text is one column of the row (migration 0027): one pass over the organizations, or its trigram
 * index for three letters or more. An id starting with it is the key's range, left out where the first branch found
 * it, so the branches are simply appended, with no step removing duplicates.
 */
function textMatches(q: string): RawBuilder<unknown> {
  // Neither part holds a newline, and one between them must not let a filter match across the two.
  if (q.includes('\n')) return sql`matching as materialized (select o.* from organizations o where false)`;
  const pattern = `%${escapeLike(q)}%`;
  // Never null: `not` of a match is never unknown.
  const byText = sql<boolean>`o.search_text like lower(${pattern})`;
  const branches = [sql`select o.* from organizations o where ${byText}`];
  const range = idRangeOf(q);
  if (range) {
    branches.push(sql`select o.* from organizations o
      where o.id between ${range[0]}::uuid and ${range[1]}::uuid and not ${byText}`);
  }
  return sql`matching as materialized (${sql.join(branches, sql` union all `)})`;
}

/**
 * The plan and state filters over `s`, the organization's subscription (left-joined: its key is null without
 * one). The state's condition comes with the statuses it implies as a plain comparison the status index serves.
 */
function subscriptionConditions(
  filters: AdminOrganizationFilters,
  condition: StateCondition | undefined,
): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.plan === 'none') conditions.push(sql<boolean>`s.organization_id is null`);
  else if (filters.plan) conditions.push(sql<boolean>`s.product = ${filters.plan}`);
  if (condition) {
    const statuses = requiredStatuses(condition);
    if (statuses) {
      conditions.push(
        statuses.length === 0
          ? sql<boolean>`false`
          : sql<boolean>`s.status_key in (${sql.join(statuses.map((status) => sql.val(status)))})`,
      );
    }
    conditions.push(stateConditionSql(condition, 's'));
  }
  return conditions;
}

/**
 * The exact number of organizations the filters match, as a scalar SQL expression over the fewest rows that decide
 * it: the matches of a text filter; otherwise migration 0005's counts, organizations without a subscription being
 * their difference, and subscriptions counted only when a filter reads them.
 */
function totalOf(
  filters: AdminOrganizationFilters,
  condition: StateCondition | undefined,
  conditions: RawBuilder<boolean>[],
): RawBuilder<number> {
  if (filters.q) {
    if (conditions.length === 0) return sql<number>`(select count(*)::int from matching)`;
    return sql<number>`(select count(*)::int from matching m left join subscriptions s on s.organization_id = m.id
      where ${whereAll(conditions)})`;
  }
  const withoutSubscription =
    (filters.plan === undefined || filters.plan === 'none') &&
    (condition === undefined || matchesStateCondition(condition, null));
  const subscribed =
    filters.plan === 'none'
      ? sql`0`
      : conditions.length === 0
        ? sql`c.subscriptions`
        : sql`(select count(*) from subscriptions s where ${whereAll(conditions)})`;
  return sql<number>`(select (${withoutSubscription ? sql`c.organizations - c.subscriptions` : sql`0`} + ${subscribed})::int
    from organization_counts c)`;
}

const whereAll = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/**
 * Everything an AdminOrganization shows (the organization, its owner, its tallies and its subscription) of the
 * given organizations, in their order: migration 0005's function, whose plan the database keeps.
 */
const rowsOf = (ids: RawBuilder<unknown>) => sql`admin_organization_rows(${ids})`;

type Timestamp = Date | string;

interface AdminOrganizationRow {
  id: string;
  name: string;
  created_at: Timestamp;
  owner_user_id: string;
  pod_admin_license_count: number;
  owner_email: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  assigned_licenses: number;
  trial_licenses: number;
  assigned_trial_licenses: number;
  members: number;
  s_organization_id: string | null;
  s_product: SubscriptionViewRow['product'];
  s_status: string;
  s_price_interval: SubscriptionViewRow['price_interval'];
  s_trial_end: Timestamp | null;
  s_current_period_start: Timestamp | null;
  s_current_period_end: Timestamp | null;
  s_canceled_at: Timestamp | null;
  s_cancel_at_period_end: boolean;
  s_price_amount: number | null;
  s_pending_product: SubscriptionViewRow['pending_product'];
  s_next_phase_start: Timestamp | null;
  s_pending_price_amount: number | null;
}

interface SortedRow extends AdminOrganizationRow {
  /** The sort key as text, for a cursor. */
  sort_key: string;
}

function adminOrganizationOf(row: AdminOrganizationRow): Wire<'AdminOrganization'> {
  return {
    id: row.id,
    name: row.name,
    created_at: iso(row.created_at),
    owner_user_id: row.owner_user_id,
    owner_email: row.owner_email,
    owner_first_name: row.owner_first_name,
    owner_last_name: row.owner_last_name,
    license_counts: { POD_ADMIN: row.pod_admin_license_count },
    // spec §4 tallies, kept by migration 0004's triggers.
    assigned_license_count: row.assigned_licenses,
    trial_license_count: row.trial_licenses,
    assigned_trial_license_count: row.assigned_trial_licenses,
    member_count: row.members,
    subscription:
      row.s_organization_id == null
        ? null
        : subscriptionView({
            product: row.s_product,
            status: row.s_status,
            price_interval: row.s_price_interval,
            trial_end: row.s_trial_end as Date | null,
            current_period_start: row.s_current_period_start as Date | null,
            current_period_end: row.s_current_period_end as Date | null,
            canceled_at: row.s_canceled_at as Date | null,
            cancel_at_period_end: row.s_cancel_at_period_end,
            price_amount: row.s_price_amount,
            pending_product: row.s_pending_product,
            next_phase_start: row.s_next_phase_start as Date | null,
            pending_price_amount: row.s_pending_price_amount,
          }),
  };
}

/** One page of the table, its total and the cursors of the pages around it. */
export async function listAdminOrganizations(
  db: Executor,
  query: AdminOrganizationListQuery,
): Promise<Wire<'AdminOrganizationPage'>> {
  const sort = query.sort ?? DEFAULT_ADMIN_ORGANIZATION_SORT;
  const limit = query.limit ?? DEFAULT_ADMIN_ORGANIZATION_LIMIT;
  const filters: AdminOrganizationFilters = {
    q: query.q?.trim() || undefined,
    plan: query.plan,
    state: query.state,
  };
  const descending = sort.startsWith('-');
  const sortColumn = (descending ? sort.slice(1) : sort) as SortColumn;
  const sortKey = SORT_KEYS[sortColumn];
  const readsSubscription =
    sortColumn === 'plan' || filters.plan !== undefined || filters.state !== undefined;
  const fingerprint = fingerprintOf(filters, sort);
  const cursor = query.cursor ? decodeCursor(query.cursor, fingerprint, sortKey.type) : undefined;
  // The state filter is evaluated at the request's time.
  const condition = filters.state ? organizationStateCondition(filters.state, query.now) : undefined;
  const conditions = subscriptionConditions(filters, condition);
  const totalSql = totalOf(filters, condition, conditions);
  // The key as text a cursor carries and the database reads back exactly (timestamps to the microsecond), written
  // for the page's rows only, after the limit.
  const keyText =
    sortKey.type === 'timestamptz'
      ? sql`to_char(page.page_key at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : sql`(page.page_key)::text`;

  const fetchPage = async (from: Cursor | undefined) => {
    // A previous page is the reverse order's next page, reversed.
    const ascending = descending === (from?.d === 'p');
    const where: RawBuilder<unknown>[] = [...conditions];
    if (from) {
      where.push(
        sql`(${sortKey.key}, ${sortKey.id}) ${sql.raw(ascending ? '>' : '<')} (${from.k}::${sql.raw(
          sortKey.type,
        )}, ${from.i}::uuid)`,
      );
    }
    const direction = sql.raw(ascending ? 'asc' : 'desc');
    // One statement: the page's ids from organizations joined only to what the filters and key read, then what is
    // shown of those rows (migration 0005's function), with the match count beside each. Planning is most of the
    // statement's cost, so each table is named once, where it is read.
    const ctes = [
      ...(filters.q ? [textMatches(filters.q)] : []),
      sql`page as materialized (
        select o.id, ${sortKey.key} as page_key
        from ${filters.q ? sql`matching` : sql`organizations`} o
        ${sortKey.tallied ? sql`join organization_tallies t on t.organization_id = o.id` : sql``}
        ${sortColumn === 'owner' ? sql`left join users owner on owner.id = o.owner_user_id` : sql``}
        ${readsSubscription ? sql`left join subscriptions s on s.organization_id = o.id` : sql``}
        where ${whereAll(where)}
        order by ${sortKey.key} ${direction}, ${sortKey.id} ${direction}
        limit ${limit + 1}
      )`,
    ];
    const { rows } = await sql<SortedRow & { total: number }>`
      with ${sql.join(ctes)}
      select ${totalSql} as total, o.*, ${keyText} as sort_key
      from page join ${rowsOf(sql`array(select id from page)`)} o on o.id = page.id
      order by page.page_key ${direction}, page.id ${direction}
    `.execute(db);
    if (rows.length > 0) return { total: rows[0]!.total, rows };
    // No row to carry the count (no match, or a cursor past the end): the count alone.
    const counted = await sql<{ total: number }>`
      ${filters.q ? sql`with ${textMatches(filters.q)}` : sql``}
      select ${totalSql} as total
    `.execute(db);
    return { total: counted.rows[0]?.total ?? 0, rows };
  };

  let { total, rows } = await fetchPage(cursor);
  let from = cursor;
  // Fewer rows before the cursor than a page: the first page, full, instead of a short one.
  if (from?.d === 'p' && rows.length < limit + 1) {
    from = undefined;
    ({ total, rows } = await fetchPage(undefined));
  }
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  if (from?.d === 'p') shown.reverse();
  const cursorAt = (d: Cursor['d'], row: SortedRow | undefined) =>
    row ? encodeCursor({ d, f: fingerprint, k: row.sort_key, i: row.id }) : null;
  const first = shown[0];
  const last = shown.at(-1);
  return {
    items: shown.map(adminOrganizationOf),
    total,
    next_cursor: from?.d === 'p' || more ? cursorAt('n', last) : null,
    previous_cursor:
      from?.d === 'p' ? (more ? cursorAt('p', first) : null) : from ? cursorAt('p', first) : null,
  };
}

/** One organization in full: the row, its members (earliest first) and pending invitations (oldest first). */
export async function findAdminOrganization(
  db: Executor,
  organizationId: string,
): Promise<Wire<'AdminOrganizationDetail'> | undefined> {
  const [{ rows }, members, invitations] = await Promise.all([
    sql<AdminOrganizationRow>`select * from ${rowsOf(sql`array[${organizationId}]::uuid[]`)}`.execute(db),
    organizationMembers(db, organizationId),
    db
      .selectFrom('invitations')
      // Never the token: it would let the platform admin accept an invitation in the invitee's place.
      .select(['id', 'email', 'expires_at', 'role'])
      .where('organization_id', '=', organizationId)
      // Neither answered nor cancelled; expired ones stay (spec §4 "Expired").
      .where('status', '=', 'PENDING')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...adminOrganizationOf(row),
    members,
    pending_invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      expires_at: iso(invitation.expires_at),
      role: invitation.role,
    })),
  };
}
