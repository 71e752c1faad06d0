// Version 13: the Pod Creator app's side of a licence (docs/decisions/0027-licences-at-scale.md). A device claims a
// licence from its claim link and then reports now and then that it is in use; the console shows when it was
// claimed, on which device, and when that device was last seen. spec §3: the key's hash present means claimed, so the
// claim's time and device live beside it and are cleared with it when the device is released.
//
// The organization's version (0002) already moves with these changes: `licenses_version_update` bumps it for every
// updated licence, whatever the column, and it reads `organization_id` from the new rows, so a claim, a release, a
// last-seen report and a regenerated link (an update of the licence's `id`; no table references licences by
// foreign key) each show on the console's next poll.
//
// What changes here is how an update keeps the tallies (0004). It recounted every licence of the organization,
// which was exact but made each of these updates, the last-seen report above all, as costly as the organization is
// large. An update now adds what its new rows count and takes away what its old rows counted, as an insert adds
// (0009): exact for any update, one that changes a licence's id or organization included, since the old and the
// new rows are compared as two sets rather than matched by id. It locks the organizations whose tallies move, in id
// order, before writing them, the order every writer of the tallies takes; an update that moves no tally (a claim,
// a report, a regenerated link) writes no tally at all.
//
// The activity log gains the `device` actor: the app on the device that claimed a licence, named as it reported.
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
