// Version 27: what the platform admin's text filter reads of an organization, its name and its owner's e-mail, in one
// column of the organization's row, lower-cased and kept by the database (docs/decisions/0056-admin-filter-one-column.md).
// The filter read both through a join to users, so one or two letters, which no trigram can serve, compared every
// user's e-mail: 35–50 ms a keystroke on PostgreSQL with 10,000 organizations. One column is one pass over the
// organizations, and its trigram index serves three letters or more. A newline separates the two parts: neither a
// name nor an e-mail can hold one (their validation refuses control characters), so no filter matches across them.
// The two trigram indexes of migration 0004 served only that filter: they go, and a user's write no longer updates one.
export const version = '0027-organization-search-text';

export const up = /* sql */ `
create function organization_search_text(name text, owner_user_id uuid) returns text language sql stable as $$
  select lower(name) || E'\\n' || coalesce((select lower(u.email) from users u where u.id = owner_user_id), '')
$$;

alter table organizations add column search_text text;
update organizations set search_text = organization_search_text(name, owner_user_id);
alter table organizations alter column search_text set not null;

create function organizations_set_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := organization_search_text(new.name, new.owner_user_id);
  return new;
end $$;
create trigger organizations_set_search_text before insert or update of name, owner_user_id on organizations
  for each row execute function organizations_set_search_text();

create function users_refresh_search_text() returns trigger language plpgsql as $$
begin
  update organizations set search_text = organization_search_text(name, owner_user_id)
    where owner_user_id = new.id;
  return null;
end $$;
create trigger users_refresh_search_text after update of email on users
  for each row when (old.email is distinct from new.email) execute function users_refresh_search_text();

do $$
declare
  trgm_schema text := (
    select quote_ident(n.nspname) from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'
  );
begin
  drop index if exists organizations_name_trgm_idx;
  drop index if exists users_email_trgm_idx;
  execute format(
    'create index organizations_search_text_trgm_idx on organizations using gin (search_text %s.gin_trgm_ops)',
    trgm_schema
  );
end $$;
`;
