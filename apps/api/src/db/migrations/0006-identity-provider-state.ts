// Version 6: the identity provider's state (sessions, interactions, authorization codes, grants, refresh tokens)
// lives in the product database instead of the provider's memory, so a restart signs nobody out and several API
// processes on one database share every sign-in (docs/decisions/0018-hardening.md,
// docs/decisions/0004-identity-provider-and-token-cache.md).
//
// One table holds every oidc-provider model, as its adapter interface stores them: a JSON payload per
// (model, id), with the columns the adapter looks rows up by (grant id, uid, user code) and the expiry that a
// periodic sweep deletes by. The payload is `json`, not `jsonb`: it holds request parameters as sent (a `state`
// or `nonce`), and jsonb refuses the NUL character that `json`, an exact copy of the text, keeps.

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
