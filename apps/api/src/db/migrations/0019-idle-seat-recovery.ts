// Version 19: idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md). An organization's setting "release seats
// not seen for N days" (null: off, the default), and one row per organization and period (a UTC day) whose idle seats
// have been released: its primary key is what lets exactly one process release them, however many run.
export const version = '0019-idle-seat-recovery';

export const up = /* sql */ `
alter table organizations
  add column idle_seat_release_days integer check (idle_seat_release_days between 7 and 365);

create table idle_seat_release_runs (
  organization_id uuid not null references organizations (id) on delete cascade,
  period text not null check (period ~ '^\\d{4}-\\d{2}-\\d{2}$'),
  ran_at timestamptz not null,
  released integer not null default 0 check (released >= 0),
  primary key (organization_id, period)
);

-- The organization's answer shows the setting: changing it moves the version (and the ETag) as a rename does.
create or replace function organizations_bump_version() returns trigger language plpgsql as $$
begin
  if (new.name, new.owner_user_id, new.pod_admin_license_count, new.idle_seat_release_days)
     is distinct from (old.name, old.owner_user_id, old.pod_admin_license_count, old.idle_seat_release_days) then
    new.version := old.version + 1;
  end if;
  return new;
end $$;

create index licenses_idle_seats_idx on licenses (organization_id, coalesce(last_seen_at, claimed_at))
  where license_key_hash is not null and revoked_at is null;
`;
