// Version 1: every table of the product. Plain SQL, run once per database in a transaction.
export const version = '0001-initial';

export const up = /* sql */ `
create table identity_accounts (
  id text primary key,
  email text not null,
  email_verified boolean not null default false,
  given_name text,
  family_name text,
  description text,
  sort_order integer not null default 1000000,
  created_at timestamptz not null default now()
);
create unique index identity_accounts_email_key on identity_accounts (lower(email));

create table users (
  id uuid primary key,
  subject text not null unique,
  email text not null,
  first_name text,
  last_name text,
  system_role text not null default 'USER' check (system_role in ('USER', 'SUPER_ADMIN')),
  selected_organization_id uuid,
  created_at timestamptz not null default now()
);
create index users_email_idx on users (lower(email));

create table organizations (
  id uuid primary key,
  name text not null check (char_length(name) between 1 and 100),
  owner_user_id uuid not null references users (id),
  pod_admin_license_count integer not null default 0 check (pod_admin_license_count >= 0),
  created_at timestamptz not null default now()
);

create table memberships (
  organization_id uuid not null references organizations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);
create index memberships_user_idx on memberships (user_id);

create table licenses (
  id uuid primary key,
  organization_id uuid not null references organizations (id) on delete cascade,
  identifier text check (identifier is null or char_length(identifier) <= 200),
  license_key_hash text,
  expires_at timestamptz,
  revoked_at timestamptz,
  trial boolean not null default false,
  created_at timestamptz not null default now()
);
create index licenses_organization_idx on licenses (organization_id, created_at, id) where revoked_at is null;

create table invitations (
  id uuid primary key,
  organization_id uuid not null references organizations (id) on delete cascade,
  email text not null,
  token text not null unique,
  status text not null default 'PENDING' check (status in ('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED')),
  invited_by_user_id uuid references users (id) on delete set null,
  expires_at timestamptz not null,
  answered_at timestamptz,
  created_at timestamptz not null default now()
);
create index invitations_organization_idx on invitations (organization_id) where status = 'PENDING';
create index invitations_email_idx on invitations (lower(email)) where status = 'PENDING';

create table subscriptions (
  organization_id uuid primary key references organizations (id) on delete cascade,
  product text not null check (product in ('starter', 'business', 'enterprise')),
  status text not null,
  price_interval text check (price_interval in ('month', 'year')),
  trial_end timestamptz,
  current_period_start timestamptz,
  current_period_end timestamptz,
  canceled_at timestamptz,
  cancel_at_period_end boolean not null default false,
  price_amount integer check (price_amount >= 0),
  pending_product text check (pending_product in ('starter', 'business', 'enterprise')),
  next_phase_start timestamptz,
  pending_price_amount integer check (pending_price_amount >= 0),
  updated_at timestamptz not null default now()
);

create table terms_documents (
  id uuid primary key,
  version text not null unique,
  body text not null,
  published_at timestamptz not null
);

create table terms_acceptances (
  user_id uuid not null references users (id) on delete cascade,
  terms_document_id uuid not null references terms_documents (id) on delete cascade,
  tos_hash text not null,
  accepted_at timestamptz not null default now(),
  primary key (user_id, terms_document_id)
);
`;
