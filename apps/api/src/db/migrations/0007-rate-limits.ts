// Version 7: the rate limits' counters (docs/decisions/0018-hardening.md) in the product database, so every API
// process on one database counts against the same limit. One row per key (a user's writes, an organization's
// invitations, a client's sign-in calls) for the current window; a write past `reset_at` starts a new window.

export const version = '0007-rate-limits';

export const up = /* sql */ `
create table rate_limit_buckets (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
);
create index rate_limit_buckets_reset_at_idx on rate_limit_buckets (reset_at);
`;
