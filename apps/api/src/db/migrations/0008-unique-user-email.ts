// Version 8: one user per e-mail address, case-insensitively, since invitations match users by e-mail
// (docs/decisions/0018-hardening.md). Of users already sharing an address the oldest keeps it; each later one gets
// it marked as a duplicate with its own id, so the index builds and no invitation matches it.

export const version = '0008-unique-user-email';

export const up = /* sql */ `
update users later
set email = later.email || ' (duplicate ' || later.id || ')'
where exists (
  select 1 from users older
  where lower(older.email) = lower(later.email)
    and (older.created_at, older.id) < (later.created_at, later.id)
);
drop index users_email_idx;
create unique index users_email_key on users (lower(email));
`;
