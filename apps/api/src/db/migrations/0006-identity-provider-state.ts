// Version 6: the identity provider's state lives in the database, so a restart signs nobody out and API processes
// share sign-ins (docs/decisions/0018-hardening.md). One table holds every oidc-provider model by (model, id): a
// payload, the adapter's lookup columns and an expiry. The payload is `json`, not `jsonb`, which refuses the NUL a
// `state` or `nonce` may hold.

export const version = '0006-identity-provider-state';

export const up = /* sql */ `
create table oidc_payloads (
  model text not null,
  id text not null,
  payload json not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_payloads_grant_id_idx on oidc_payloads (grant_id) where grant_id is not null;
create index oidc_payloads_uid_idx on oidc_payloads (uid) where uid is not null;
create index oidc_payloads_user_code_idx on oidc_payloads (user_code) where user_code is not null;
create index oidc_payloads_expires_at_idx on oidc_payloads (expires_at) where expires_at is not null;
`;
