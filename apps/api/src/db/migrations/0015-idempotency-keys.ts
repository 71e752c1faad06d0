// Version 15: idempotent writes (docs/decisions/0034-idempotent-writes.md). One row per caller and
// `Idempotency-Key`: the first request's fingerprint (method, path and body, hashed) and, once it has answered, the
// answer kept for its repeats (`status` null while it runs). Rows older than IDEMPOTENCY_KEY_TTL_HOURS are swept.
export const version = '0015-idempotency-keys';

export const up = /* sql */ `
create table idempotency_keys (
  caller_id uuid not null,
  key text not null check (char_length(key) between 1 and 255),
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null,
  status integer check (status between 100 and 599),
  content_type text,
  location text,
  body text,
  primary key (caller_id, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
`;
