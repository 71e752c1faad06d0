// Version 20: webhooks (docs/decisions/0045-webhooks.md). An organization's endpoints, each with its signing secret
// (kept to sign, so kept as it is; a rotation keeps the one it replaces until `previous_secret_expires_at`). An event
// is written in the transaction of the change it announces, together with one delivery per enabled endpoint that
// asked for its type (an outbox); each API process's deliverer claims due deliveries (webhooks/deliverer.ts).
export const version = '0020-webhooks';

export const up = /* sql */ `
create table webhook_endpoints (
  id uuid primary key,
  organization_id uuid not null references organizations (id) on delete cascade,
  url text not null check (char_length(url) between 1 and 2048),
  description text not null default '' check (char_length(description) <= 200),
  event_types jsonb not null check (jsonb_typeof(event_types) = 'array'),
  enabled boolean not null default true,
  disabled_reason text check (disabled_reason in ('failing')),
  secret text not null,
  previous_secret text,
  previous_secret_expires_at timestamptz,
  failing_since timestamptz,
  -- Until when one deliverer sends this endpoint's events: one process at a time, so they leave in order.
  claimed_until timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhook_endpoints_organization_idx on webhook_endpoints (organization_id, created_at);

create table webhook_events (
  id uuid primary key,
  organization_id uuid not null references organizations (id) on delete cascade,
  type text not null,
  occurred_at timestamptz not null,
  data jsonb not null
);
create index webhook_events_organization_idx on webhook_events (organization_id, id);

create table webhook_deliveries (
  id uuid primary key,
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  event_id uuid not null references webhook_events (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  last_attempt_at timestamptz,
  response_status integer,
  response_excerpt text,
  duration_ms integer,
  last_error text,
  created_at timestamptz not null
);
-- The deliverer's claim: an endpoint's pending deliveries, oldest event first.
create index webhook_deliveries_due_idx on webhook_deliveries (endpoint_id, event_id) where status = 'pending';
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc, id desc);
`;
