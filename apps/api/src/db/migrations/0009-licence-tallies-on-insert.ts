// Version 9: an insert of licences adds its rows to the tallies instead of recounting the organization (0004),
// which was most of an assignment's time. It locks the organization first, in id order as 0004 does; updates and
// deletes still recount.
export const version = '0009-licence-tallies-on-insert';

export const up = /* sql */ `
create or replace function organization_tallies_licenses_new() returns trigger language plpgsql as $$
begin
  perform 1 from organizations where id in (select organization_id from changed_rows) order by id for no key update;
  update organization_tallies t set
    assigned_licenses = t.assigned_licenses + c.assigned,
    trial_licenses = t.trial_licenses + c.trial,
    assigned_trial_licenses = t.assigned_trial_licenses + c.assigned_trial
  from (
    select organization_id,
      count(*) filter (where revoked_at is null and identifier is not null and btrim(identifier) <> '')::int
        as assigned,
      count(*) filter (where revoked_at is null and trial)::int as trial,
      count(*) filter (
        where revoked_at is null and trial and identifier is not null and btrim(identifier) <> ''
      )::int as assigned_trial
    from changed_rows
    group by organization_id
  ) c
  where t.organization_id = c.organization_id;
  return null;
end $$;
`;
