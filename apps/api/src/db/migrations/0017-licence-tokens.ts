// Version 17: offline licence tokens (docs/decisions/0043-offline-licence-tokens.md). The keys that sign them: each
// key's public JWK (published in the JWK set until every token it signed has ended), its private JWK when this
// database made the key itself (null for a key the deployment configures, whose private half never reaches the
// database), when it began signing and when a newer key took over. A licence keeps the SHA-256 of the request id
// its claim came with, so that the claim sent again after a lost answer is recognised.
export const version = '0017-licence-tokens';

export const up = /* sql */ `
create table license_signing_keys (
  kid text primary key check (char_length(kid) between 1 and 64),
  public_jwk jsonb not null,
  private_jwk text,
  created_at timestamptz not null,
  retired_at timestamptz
);
create index license_signing_keys_created_idx on license_signing_keys (created_at desc);

alter table licenses
  add column claim_request_hash text check (claim_request_hash ~ '^[0-9a-f]{64}$');
`;
