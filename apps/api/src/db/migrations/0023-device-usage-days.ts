// Version 23: usage against the plan (docs/decisions/0042-usage-against-the-plan.md). One row per licence, device and
// UTC day on which that device reported or claimed — not one per report — so a month's active devices and the 90
// days' chart are read from at most (devices × days) rows by the primary key's range. `claimed` marks the day of a
// claim. Filled from each licence's last report, so an upgraded database shows today's devices at once.
export const version = '0023-device-usage-days';

export const up = /* sql */ `
create table device_usage_days (
  organization_id uuid not null references organizations (id) on delete cascade,
  day date not null,
  license_id uuid not null,
  device_name text not null,
  claimed boolean not null default false,
  primary key (organization_id, day, license_id, device_name)
);

insert into device_usage_days (organization_id, day, license_id, device_name)
select organization_id, (last_seen_at at time zone 'UTC')::date, id, device_name
from licenses
where license_key_hash is not null and last_seen_at is not null and device_name is not null
on conflict do nothing;
`;
