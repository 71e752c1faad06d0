// Version 28: device usage days by day alone, so the days no one reads any more are found without reading every
// organization's (docs/decisions/0057-usage-days-pruned.md).
export const version = '0028-device-usage-days-by-day';

export const up = /* sql */ `
create index device_usage_days_day_idx on device_usage_days (day);
`;
