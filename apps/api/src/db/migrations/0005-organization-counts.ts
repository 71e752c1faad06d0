// Version 5: exact totals for the platform admin's Organizations table without counting rows per request (spec §2;
// docs/decisions/0017-platform-admin-organizations.md). Both counts share one row, kept by statement-level triggers,
// so every writer takes the same single row lock: two counters could deadlock. `status_key` is the status as the
// domain compares it (spec §4), computed per write and indexed. `admin_organization_rows` is PL/pgSQL so that the
// session keeps its plan.
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
