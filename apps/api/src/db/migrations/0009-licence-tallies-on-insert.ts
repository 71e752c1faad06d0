// Version 9: an insert of licences adds its own rows to the organization's tallies instead of recounting every
// licence of the organization (0004). Assigning a licence is an insert of one row, and an organization of 10,000
// licences recounted all 10,000 on each: the count was most of an assignment's time in the database.
//
// Adding is exact for an insert, which only ever adds rows: the organization row is locked first (as 0004's
// recount does, in id order, so the two cannot deadlock), and `x = x + n` on the tallies row reads the value the
// previous writer committed, since an update waits for that row and then works on its newest version. Updates and
// deletes still recount (a blanked identifier or a revocation can move a licence between tallies).
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
