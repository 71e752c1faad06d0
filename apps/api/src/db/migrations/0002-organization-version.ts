// Version 2: a version number per organization, bumped by the database itself whenever anything the organization
// answer shows changes (its row, licences, members and their names, invitations). The API caches the serialized
// answer per version, so the 10-second poll of spec §9 does not rebuild a large organization each time.
// Statement-level triggers with transition tables: a bulk insert of 10,000 licences bumps once, not 10,000 times.
export const version = '0002-organization-version';

export const up = /* sql */ `
alter table organizations add column version bigint not null default 1;

create function organizations_bump_version() returns trigger language plpgsql as $$
begin
  if (new.name, new.owner_user_id, new.pod_admin_license_count)
     is distinct from (old.name, old.owner_user_id, old.pod_admin_license_count) then
    new.version := old.version + 1;
  end if;
  return new;
end $$;
create trigger organizations_version before update on organizations
  for each row execute function organizations_bump_version();

create function bump_organization_versions_new() returns trigger language plpgsql as $$
begin
  update organizations set version = version + 1 where id in (select organization_id from changed_rows);
  return null;
end $$;
create function bump_organization_versions_old() returns trigger language plpgsql as $$
begin
  update organizations set version = version + 1 where id in (select organization_id from changed_rows);
  return null;
end $$;

create trigger licenses_version_insert after insert on licenses referencing new table as changed_rows
  for each statement execute function bump_organization_versions_new();
create trigger licenses_version_update after update on licenses referencing new table as changed_rows
  for each statement execute function bump_organization_versions_new();
create trigger licenses_version_delete after delete on licenses referencing old table as changed_rows
  for each statement execute function bump_organization_versions_old();

create trigger memberships_version_insert after insert on memberships referencing new table as changed_rows
  for each statement execute function bump_organization_versions_new();
create trigger memberships_version_delete after delete on memberships referencing old table as changed_rows
  for each statement execute function bump_organization_versions_old();

create trigger invitations_version_insert after insert on invitations referencing new table as changed_rows
  for each statement execute function bump_organization_versions_new();
create trigger invitations_version_update after update on invitations referencing new table as changed_rows
  for each statement execute function bump_organization_versions_new();
create trigger invitations_version_delete after delete on invitations referencing old table as changed_rows
  for each statement execute function bump_organization_versions_old();

-- Members' names and e-mails are part of the answer.
create function bump_member_organization_versions() returns trigger language plpgsql as $$
begin
  update organizations set version = version + 1
  where id in (
    select m.organization_id from memberships m
    join changed_rows u on u.id = m.user_id
    join users_before b on b.id = u.id
    where (u.email, u.first_name, u.last_name) is distinct from (b.email, b.first_name, b.last_name)
  );
  return null;
end $$;
create trigger users_version_update after update on users
  referencing new table as changed_rows old table as users_before
  for each statement execute function bump_member_organization_versions();
`;
