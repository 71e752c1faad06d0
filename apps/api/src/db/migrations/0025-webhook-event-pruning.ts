// Version 25: events are deleted once their retry window and retention have passed (docs/decisions/0050-webhook-event-
// pruning.md); the pruner finds them by when they occurred.
export const version = '0025-webhook-event-pruning';

export const up = /* sql */ `
create index webhook_events_occurred_idx on webhook_events (occurred_at);
`;
