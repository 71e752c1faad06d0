// Version 16: deleted accounts (docs/decisions/0038-export-and-account-deletion.md). The identity provider's subject
// of each deleted account, so that an access token issued before the deletion, still valid for a few minutes, is
// refused instead of creating a new, empty user. The subject is a random identifier that names nothing once the
// account is gone; no personal data is kept with it.
export const version = '0016-erased-subjects';

export const up = /* sql */ `
create table erased_subjects (
  subject text primary key,
  erased_at timestamptz not null
);
`;
