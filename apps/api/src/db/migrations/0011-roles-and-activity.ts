// Version 11: organization roles, invitations with a role that can be sent again, and the activity log
// (docs/decisions/0024-organization-roles.md, 0025-invitation-mail.md, 0026-activity-log.md). Existing members
// become Admins and the recorded owner the Owner; a partial unique index keeps one Owner. A role change and an
// inviter's name change now bump the version; an activity entry bumps nothing.
export const version = '0011-roles-and-activity';

export const up = /* sql */ `
alter table memberships add column role text;
insert into memberships (organization_id, user_id, role)
  select o.id, o.owner_user_id, 'OWNER' from organizations o
  on conflict (organization_id, user_id) do nothing;
update memberships m
  set role = case when o.owner_user_id = m.user_id then 'OWNER' else 'ADMIN' end
  from organizations o
  where o.id = m.organization_id;
alter table memberships
  alter column role set not null,
  add constraint memberships_role_check check (role in ('OWNER', 'ADMIN', 'BILLING', 'LICENSE_MANAGER'));
create unique index memberships_one_owner_idx on memberships (organization_id) where role = 'OWNER';

create trigger memberships_version_update after update on memberships referencing new table as changed_rows
  for each statement execute function bump_organization_versions_new();

alter table invitations
  add column role text not null default 'ADMIN'
    constraint invitations_role_check check (role in ('ADMIN', 'BILLING', 'LICENSE_MANAGER')),
  add column last_sent_at timestamptz;
update invitations set last_sent_at = created_at;
alter table invitations
  alter column last_sent_at set default now(),
  alter column last_sent_at set not null;

-- Members' and inviters' names and e-mails are part of the answer.
create or replace function bump_member_organization_versions() returns trigger language plpgsql as $$
begin
  update organizations set version = version + 1
  where id in (
    select m.organization_id from memberships m
    join changed_rows u on u.id = m.user_id
    join users_before b on b.id = u.id
    where (u.email, u.first_name, u.last_name) is distinct from (b.email, b.first_name, b.last_name)
    union
    select i.organization_id from invitations i
    join changed_rows u on u.id = i.invited_by_user_id
    join users_before b on b.id = u.id
    where i.status = 'PENDING'
      and (u.email, u.first_name, u.last_name) is distinct from (b.email, b.first_name, b.last_name)
  );
  return null;
end $$;

-- Who did what, when, before and after. The actor is copied, not referenced: the log outlives the user, and shows
-- the name they had when they acted. The kinds are the domain's ACTIVITY_KINDS, which grow with the product, so they
-- are not fixed here; the actor types are the contract's closed list.
create table activity_events (
  id uuid primary key,
  organization_id uuid not null references organizations (id) on delete cascade,
  occurred_at timestamptz not null default now(),
  kind text not null,
  actor_type text not null check (actor_type in ('user', 'platform_admin', 'payment_provider', 'system')),
  actor_user_id uuid,
  actor_name text,
  actor_email text,
  subject text,
  before jsonb,
  after jsonb
);
-- The log's pages, newest first (keyset on occurred_at, id), and the same for one actor.
create index activity_events_organization_idx on activity_events (organization_id, occurred_at desc, id desc);
create index activity_events_actor_idx on activity_events (organization_id, actor_user_id, occurred_at desc);
`;
