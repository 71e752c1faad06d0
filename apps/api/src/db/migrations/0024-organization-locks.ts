// Version 24: the organization.locked event (docs/decisions/0049-organization-locked-event.md). One row per lock an
// organization has had: the period whose failed payment ran out of grace (spec §4) names it, so its primary key lets
// exactly one process announce it, however many look; a later failed period's lock is a new row.
export const version = '0024-organization-locks';

export const up = /* sql */ `
create table organization_locks (
  organization_id uuid not null references organizations (id) on delete cascade,
  period_start timestamptz not null,
  locked_at timestamptz not null,
  primary key (organization_id, period_start)
);
`;
