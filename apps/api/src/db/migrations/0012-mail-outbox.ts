// Version 12: transactional mail (docs/decisions/0025-invitation-mail.md). A mail is a row of `mail_outbox`, written
// in the same transaction as the change that causes it, so a rolled-back change sends nothing and a committed one
// is never lost to a mail server that is down; each API process's sender claims the due rows (mail/sender.ts).
// `mail_notices` records the scheduled notices already queued (a trial ending), so a notice goes out once.
export const version = '0012-mail-outbox';

export const up = /* sql */ `
create table mail_outbox (
  id uuid primary key,
  kind text not null,
  organization_id uuid references organizations (id) on delete cascade,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null;

create table mail_notices (
  organization_id uuid not null references organizations (id) on delete cascade,
  kind text not null,
  key text not null,
  created_at timestamptz not null default now(),
  primary key (organization_id, kind, key)
);
`;
