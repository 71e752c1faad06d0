// Version 5: the platform admin's Organizations table answers its exact total without counting 10,000 rows on
// every request (docs/architecture.md, "Budgets"; spec §2 "Organizations page" shows the count).
//
// One row holds how many organizations and how many subscriptions there are, kept by statement-level triggers
// with transition tables (as 0002 and 0004 do): insert and delete add or take away the statement's rows, truncate
// sets zero. Both numbers live in one row so every writer takes the same single row lock, in whatever order it
// touches the two tables (an organization's delete cascades to its subscription first): two counters could
// deadlock, one cannot. Under read committed the second of two concurrent writers waits for the row and then adds
// to the committed value, so the count stays exact; a rolled-back transaction's change goes with it. The price is
// that transactions creating organizations or subscriptions queue on that row until they commit: they are rare
// (sign-up, checkout) and short.
//
// Organizations without a subscription are the difference of the two, and each state filter counts subscriptions
// only (read-models/admin-organizations.ts), through `status_key`: the status as the domain compares it (trimmed,
// lower case; spec §4), computed once per write instead of for every row on every read, and indexed with every
// column a state condition reads.
//
// `admin_organization_rows` answers what the table shows of given organizations, in the order given: the
// organization, its owner, its tallies and its subscription. Planning a join of four tables costs the database more
// than running it for a page of rows; PL/pgSQL keeps the plan of its query for the session, so the read model plans
// only how to find the page's ids.
export const version = '0005-organization-counts';

export const up = /* sql */ `
create table organization_counts (
  -- Exactly one row.
  id boolean primary key default true check (id),
  organizations bigint not null,
  subscriptions bigint not null
);
insert into organization_counts (organizations, subscriptions)
  values ((select count(*) from organizations), (select count(*) from subscriptions));

create function organization_counts_inserted() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'organizations' then
    update organization_counts set organizations = organizations + (select count(*) from changed_rows);
  else
    update organization_counts set subscriptions = subscriptions + (select count(*) from changed_rows);
  end if;
  return null;
end $$;
create function organization_counts_deleted() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'organizations' then
    update organization_counts set organizations = organizations - (select count(*) from changed_rows);
  else
    update organization_counts set subscriptions = subscriptions - (select count(*) from changed_rows);
  end if;
  return null;
end $$;
create function organization_counts_truncated() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'organizations' then
    update organization_counts set organizations = 0;
  else
    update organization_counts set subscriptions = 0;
  end if;
  return null;
end $$;

create trigger organizations_count_insert after insert on organizations referencing new table as changed_rows
  for each statement execute function organization_counts_inserted();
create trigger organizations_count_delete after delete on organizations referencing old table as changed_rows
  for each statement execute function organization_counts_deleted();
create trigger organizations_count_truncate after truncate on organizations
  for each statement execute function organization_counts_truncated();
create trigger subscriptions_count_insert after insert on subscriptions referencing new table as changed_rows
  for each statement execute function organization_counts_inserted();
create trigger subscriptions_count_delete after delete on subscriptions referencing old table as changed_rows
  for each statement execute function organization_counts_deleted();
create trigger subscriptions_count_truncate after truncate on subscriptions
  for each statement execute function organization_counts_truncated();

-- What JavaScript's String.prototype.trim removes that statuses may plausibly carry (ASCII white space, no-break
-- space, byte-order mark), then lower case: the domain's comparison of a status.
alter table subscriptions add column status_key text generated always as (
  lower(btrim(status, ' ' || chr(9) || chr(10) || chr(11) || chr(12) || chr(13) || chr(160) || chr(65279)))
) stored;
-- Every column a state condition reads (read-models/state-condition-sql.ts), so a state's count is an index-only
-- scan of the statuses it implies.
create index subscriptions_state_idx on subscriptions (status_key)
  include (organization_id, cancel_at_period_end, trial_end, current_period_start, current_period_end);

create function admin_organization_rows(organization_ids uuid[]) returns table (
  id uuid,
  name text,
  created_at timestamptz,
  owner_user_id uuid,
  pod_admin_license_count integer,
  owner_email text,
  owner_first_name text,
  owner_last_name text,
  assigned_licenses integer,
  trial_licenses integer,
  assigned_trial_licenses integer,
  members integer,
  s_organization_id uuid,
  s_product text,
  s_status text,
  s_price_interval text,
  s_trial_end timestamptz,
  s_current_period_start timestamptz,
  s_current_period_end timestamptz,
  s_canceled_at timestamptz,
  s_cancel_at_period_end boolean,
  s_price_amount integer,
  s_pending_product text,
  s_next_phase_start timestamptz,
  s_pending_price_amount integer,
  page_position integer
) language plpgsql stable as $$
#variable_conflict use_column
begin
  return query
  select o.id, o.name, o.created_at, o.owner_user_id, o.pod_admin_license_count,
    owner.email, owner.first_name, owner.last_name,
    t.assigned_licenses, t.trial_licenses, t.assigned_trial_licenses, t.members,
    s.organization_id, s.product, s.status, s.price_interval, s.trial_end, s.current_period_start,
    s.current_period_end, s.canceled_at, s.cancel_at_period_end, s.price_amount, s.pending_product,
    s.next_phase_start, s.pending_price_amount, given.page_position::integer
  from unnest(organization_ids) with ordinality as given (organization_id, page_position)
  join organizations o on o.id = given.organization_id
  join organization_tallies t on t.organization_id = o.id
  left join users owner on owner.id = o.owner_user_id
  left join subscriptions s on s.organization_id = o.id
  order by given.page_position;
end $$;
`;
