// Version 26: a new organization and every change of a subscription are announced on `organization_changed` too, with
// the organization's id (docs/decisions/0055-admin-list-from-memory.md). Migration 0010 announced updates and deletes
// of the organization row, which every change of the organization answer makes; the platform admin's list also shows
// organizations that did not exist a moment ago and each one's plan and state, which live in `subscriptions`. Each
// API process listens (db/organization-changes.ts) and forgets what it remembered. A notification leaves at commit
// and duplicates within a transaction are folded, so a bulk insert announces each organization once.
export const version = '0026-admin-list-change-notices';

export const up = /* sql */ `
create function organizations_announce_insert() returns trigger language plpgsql as $$
begin
  perform pg_notify('organization_changed', new.id::text);
  return null;
end $$;
create trigger organizations_announce_insert after insert on organizations
  for each row execute function organizations_announce_insert();

create function subscriptions_announce_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('organization_changed', old.organization_id::text);
  else
    perform pg_notify('organization_changed', new.organization_id::text);
  end if;
  return null;
end $$;
create trigger subscriptions_announce_change after insert or update or delete on subscriptions
  for each row execute function subscriptions_announce_change();
`;
