// Version 4: each organization's spec §4 tallies in a row of its own, so sorting by a count is an index scan
// (docs/decisions/0017-platform-admin-organizations.md). Triggers recompute the changed organizations after locking
// them in id order (as 0002's version bump does, so the two cannot deadlock), then count in a new statement that
// sees what was committed meanwhile. pg_trgm's operator class is looked up in the extension's schema, which need not
// be this one (tests run in schemas of their own).
export const version = '0004-organization-tallies';

export const up = /* sql */ `
create extension if not exists pg_trgm with schema public;

create table organization_tallies (
  organization_id uuid primary key references organizations (id) on delete cascade,
  -- spec §4: licences not revoked with a non-blank identifier (as read-models/license-counts.ts counts them).
  assigned_licenses integer not null default 0,
  -- Licences not revoked that are trial licences.
  trial_licenses integer not null default 0,
  -- Trial licences not revoked that are assigned: what deleting the trial licences takes away.
  assigned_trial_licenses integer not null default 0,
  members integer not null default 0
);

create function recount_organization_licenses(organization_ids uuid[]) returns void language plpgsql as $$
begin
  perform 1 from organizations where id = any (organization_ids) order by id for no key update;
  update organization_tallies t set
    assigned_licenses = c.assigned,
    trial_licenses = c.trial,
    assigned_trial_licenses = c.assigned_trial
  from (
    select ids.id,
      count(l.id) filter (where l.identifier is not null and btrim(l.identifier) <> '')::int as assigned,
      count(l.id) filter (where l.trial)::int as trial,
      count(l.id) filter (where l.trial and l.identifier is not null and btrim(l.identifier) <> '')::int
        as assigned_trial
    from unnest(organization_ids) as ids (id)
    left join licenses l on l.organization_id = ids.id and l.revoked_at is null
    group by ids.id
  ) c
  where t.organization_id = c.id;
end $$;

create function recount_organization_members(organization_ids uuid[]) returns void language plpgsql as $$
begin
  perform 1 from organizations where id = any (organization_ids) order by id for no key update;
  update organization_tallies t set members = c.members
  from (
    select ids.id, count(m.user_id)::int as members
    from unnest(organization_ids) as ids (id)
    left join memberships m on m.organization_id = ids.id
    group by ids.id
  ) c
  where t.organization_id = c.id;
end $$;

create function organization_tallies_licenses_new() returns trigger language plpgsql as $$
begin
  perform recount_organization_licenses(array(select distinct organization_id from changed_rows));
  return null;
end $$;
create function organization_tallies_licenses_old() returns trigger language plpgsql as $$
begin
  perform recount_organization_licenses(array(select distinct organization_id from changed_rows));
  return null;
end $$;
create function organization_tallies_licenses_update() returns trigger language plpgsql as $$
begin
  perform recount_organization_licenses(array(
    select organization_id from changed_rows union select organization_id from rows_before
  ));
  return null;
end $$;
create function organization_tallies_members_changed() returns trigger language plpgsql as $$
begin
  perform recount_organization_members(array(select distinct organization_id from changed_rows));
  return null;
end $$;
create function organization_tallies_create() returns trigger language plpgsql as $$
begin
  insert into organization_tallies (organization_id) select id from changed_rows on conflict do nothing;
  return null;
end $$;

create trigger organizations_tallies_insert after insert on organizations referencing new table as changed_rows
  for each statement execute function organization_tallies_create();

create trigger licenses_tallies_insert after insert on licenses referencing new table as changed_rows
  for each statement execute function organization_tallies_licenses_new();
create trigger licenses_tallies_update after update on licenses
  referencing new table as changed_rows old table as rows_before
  for each statement execute function organization_tallies_licenses_update();
create trigger licenses_tallies_delete after delete on licenses referencing old table as changed_rows
  for each statement execute function organization_tallies_licenses_old();

create trigger memberships_tallies_insert after insert on memberships referencing new table as changed_rows
  for each statement execute function organization_tallies_members_changed();
create trigger memberships_tallies_delete after delete on memberships referencing old table as changed_rows
  for each statement execute function organization_tallies_members_changed();

-- Backfill: a row per organization, then every organization counted once.
insert into organization_tallies (organization_id) select id from organizations;
select recount_organization_licenses(array(select id from organizations));
select recount_organization_members(array(select id from organizations));

-- Every sort key of the table, with the id as tiebreaker (the order is total, so keyset paging is exact).
create index organizations_created_idx on organizations (created_at, id);
create index organizations_name_idx on organizations (lower(name), id);
create index organizations_owner_idx on organizations (owner_user_id);
create index organization_tallies_assigned_idx on organization_tallies (assigned_licenses, organization_id);
create index organization_tallies_trial_idx on organization_tallies (trial_licenses, organization_id);
create index organization_tallies_members_idx on organization_tallies (members, organization_id);
create index subscriptions_product_idx on subscriptions (product);

do $$
declare
  trgm_schema text := (
    select quote_ident(n.nspname) from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'
  );
begin
  execute format(
    'create index organizations_name_trgm_idx on organizations using gin (lower(name) %s.gin_trgm_ops)',
    trgm_schema
  );
  execute format(
    'create index users_email_trgm_idx on users using gin (lower(email) %s.gin_trgm_ops)',
    trgm_schema
  );
end $$;
`;
