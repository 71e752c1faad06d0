// Version 18: zero-touch enrolment (docs/decisions/0041-zero-touch-enrolment.md). An organization's enrolment tokens:
// named, revocable, optionally limited in uses and lifetime; only the SHA-256 of a token is kept. `uses` counts the
// devices a token enrolled, raised in the enrolment's transaction under the token's row lock, so a token limited to
// N uses enrols N devices however many enrol at once.
export const version = '0018-enrolment-tokens';

export const up = /* sql */ `
create table enrolment_tokens (
  id uuid primary key,
  organization_id uuid not null references organizations (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  token_sha256 text not null unique check (token_sha256 ~ '^[0-9a-f]{64}$'),
  max_uses integer check (max_uses between 1 and 100000),
  uses integer not null default 0 check (uses >= 0),
  expires_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null,
  created_by_user_id uuid references users (id) on delete set null,
  created_by_name text,
  last_used_at timestamptz
);
-- The console's list, newest first; and the active ones an organization counts against its limit.
create index enrolment_tokens_organization_idx on enrolment_tokens (organization_id, created_at desc);
`;
