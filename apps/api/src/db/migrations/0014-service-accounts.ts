// Version 14: service accounts (docs/decisions/0028-service-accounts.md): a user of kind `service_account` with a
// membership holding its role; the reads that list people filter on kind `person`. `service_accounts` holds the
// client id and the SHA-256 of the secret; revoking deletes the membership and keeps the rows. A platform admin's
// service account comes from configuration and has no row here. The activity log gains the `service_account` actor.
export const version = '0014-service-accounts';

export const up = /* sql */ `
alter table users
  add column kind text not null default 'person',
  add constraint users_kind_check check (kind in ('person', 'service_account'));

create table service_accounts (
  id uuid primary key references users (id) on delete cascade,
  organization_id uuid not null references organizations (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  role text not null check (role in ('ADMIN', 'BILLING', 'LICENSE_MANAGER')),
  client_id text not null unique check (client_id ~ '^sa_[0-9a-z]{24}$'),
  secret_sha256 text not null check (secret_sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  created_by_user_id uuid references users (id) on delete set null,
  created_by_name text,
  revoked_at timestamptz,
  last_token_at timestamptz
);
-- The console's list, newest first; and the active ones an organization counts against its limit.
create index service_accounts_organization_idx on service_accounts (organization_id, created_at desc);

-- The member tally counts people only.
create or replace function recount_organization_members(organization_ids uuid[]) returns void language plpgsql as $$
begin
  perform 1 from organizations where id = any (organization_ids) order by id for no key update;
  update organization_tallies t set members = c.members
  from (
    select ids.id, count(u.id)::int as members
    from unnest(organization_ids) as ids (id)
    left join memberships m on m.organization_id = ids.id
    left join users u on u.id = m.user_id and u.kind = 'person'
    group by ids.id
  ) c
  where t.organization_id = c.id;
end $$;

alter table activity_events
  drop constraint activity_events_actor_type_check,
  add constraint activity_events_actor_type_check
    check (actor_type in ('user', 'platform_admin', 'payment_provider', 'system', 'device', 'service_account'));
`;
