// Version 8: one user per e-mail address, compared case-insensitively (docs/decisions/0018-hardening.md).
// Invitations are matched to users by e-mail, so two users with one address would both see the same invitation.
//
// Rows that already share an address (possible before this version) keep the oldest as it is; each later one gets
// its address marked as a duplicate with its own id (unique, so several later ones do not clash), so the index can
// be built and no invitation matches it. That user signs in as before; the API refuses a new identity whose e-mail
// already belongs to another user.

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
