// Version 13: the app's side of a licence: claim time, device and last seen beside the key's hash (spec §3;
// docs/decisions/0027-licences-at-scale.md). An update of licences now moves the tallies (0004) by its old and new
// rows, compared as sets, instead of recounting, after locking the organizations in id order; an update that moves
// no tally (a claim, a report, a new link) writes none. The activity log gains the `device` actor.
export const version = '0013-licence-claims';

export const up = /* sql */ `
alter table licenses
  add column claimed_at timestamptz,
  add column device_name text,
  add column last_seen_at timestamptz;

-- Each changed organization's tally deltas: its new rows counted, minus its old rows counted.
create or replace function organization_tallies_licenses_update() returns trigger language plpgsql as $$
declare
  moved_ids uuid[];
  assigned_deltas int[];
  trial_deltas int[];
  assigned_trial_deltas int[];
begin
  select array_agg(d.organization_id order by d.organization_id), array_agg(d.assigned order by d.organization_id),
    array_agg(d.trial order by d.organization_id), array_agg(d.assigned_trial order by d.organization_id)
  into moved_ids, assigned_deltas, trial_deltas, assigned_trial_deltas
  from (
    select c.organization_id,
      sum(c.assigned)::int as assigned, sum(c.trial)::int as trial, sum(c.assigned_trial)::int as assigned_trial
    from (
      select l.organization_id,
        (l.revoked_at is null and l.identifier is not null and btrim(l.identifier) <> '')::int as assigned,
        (l.revoked_at is null and l.trial)::int as trial,
        (l.revoked_at is null and l.trial and l.identifier is not null and btrim(l.identifier) <> '')::int
          as assigned_trial
      from changed_rows l
      union all
      select l.organization_id,
        -(l.revoked_at is null and l.identifier is not null and btrim(l.identifier) <> '')::int,
        -(l.revoked_at is null and l.trial)::int,
        -(l.revoked_at is null and l.trial and l.identifier is not null and btrim(l.identifier) <> '')::int
      from rows_before l
    ) c
    group by c.organization_id
  ) d
  where (d.assigned, d.trial, d.assigned_trial) <> (0, 0, 0);
  if moved_ids is null then
    return null;
  end if;
  perform 1 from organizations where id = any (moved_ids) order by id for no key update;
  update organization_tallies t set
    assigned_licenses = t.assigned_licenses + d.assigned,
    trial_licenses = t.trial_licenses + d.trial,
    assigned_trial_licenses = t.assigned_trial_licenses + d.assigned_trial
  from unnest(moved_ids, assigned_deltas, trial_deltas, assigned_trial_deltas)
    as d (organization_id, assigned, trial, assigned_trial)
  where t.organization_id = d.organization_id;
  return null;
end $$;

alter table activity_events
  drop constraint activity_events_actor_type_check,
  add constraint activity_events_actor_type_check
    check (actor_type in ('user', 'platform_admin', 'payment_provider', 'system', 'device'));
`;
