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
`;
