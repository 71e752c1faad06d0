// Version 10: every change of an organization row is announced on the `organization_changed` channel with the
// organization's id. Every change the organization answer shows already bumps its version (0002), which is an update
// of that row, so one row trigger hears them all; a deleted organization is announced too. Each API process listens
// and forgets what it remembered of that organization (http/remembered-memberships.ts). PostgreSQL sends a
// notification at commit and folds duplicates within a transaction, so a bulk change announces each organization once.
export const version = '0010-organization-change-notices';

export const up = /* sql */ `
create function organizations_announce_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('organization_changed', old.id::text);
  return null;
end $$;
create trigger organizations_announce_change after update or delete on organizations
  for each row execute function organizations_announce_change();
`;
