// Version 3: payments. The subscription row remembers which provider objects it mirrors and the `created` time of
// the last provider event applied to it (events may arrive out of order); every provider event is recorded once by
// its id (a replay changes nothing); the local payment provider keeps its own state (sessions, subscriptions with
// their invoices and card, test clocks) as documents, like a real provider's own database.
export const version = '0003-payments';

export const up = /* sql */ `
alter table subscriptions
  add column provider text,
  add column provider_customer_id text,
  add column provider_subscription_id text,
  add column last_event_created timestamptz;

create table payment_customers (
  organization_id uuid primary key references organizations (id) on delete cascade,
  provider text not null,
  customer_id text not null,
  created_at timestamptz not null default now(),
  unique (provider, customer_id)
);

create table payment_events (
  id text primary key,
  type text not null,
  created timestamptz not null,
  organization_id uuid references organizations (id) on delete set null,
  received_at timestamptz not null default now()
);

create table local_payment_sessions (
  id text primary key,
  kind text not null check (kind in ('checkout', 'portal')),
  organization_id uuid not null references organizations (id) on delete cascade,
  customer_id text not null,
  document jsonb not null,
  completed_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create table local_subscriptions (
  id text primary key,
  organization_id uuid not null unique references organizations (id) on delete cascade,
  customer_id text not null,
  document jsonb not null,
  updated_at timestamptz not null default now()
);

create table local_clocks (
  organization_id uuid primary key references organizations (id) on delete cascade,
  offset_ms bigint not null default 0
);
`;
