// Licences for the stories of this feature: camelCase for presentational stories, the same rows on the wire
// (snake_case, typed by the contract) for container stories.
import type { License } from '@pod-console/sdk';
import { type WireLicense, wireLicense } from '@pod-console/sdk/testing';

/** The clock of the presentational stories, so dates read the same every run. */
export const STORY_NOW = new Date('2026-11-23T12:00:00Z');

/** A licence as the SDK hands it over: unclaimed, permanent, paid, unless the fields say otherwise. */
export const license = (id: string, fields: Partial<License>): License => ({
  id,
  licenseId: id,
  identifier: null,
  licenseKey: null,
  expiresAt: null,
  revokedAt: null,
  trial: false,
  claimedAt: null,
  deviceName: null,
  lastSeenAt: null,
  ...fields,
});

/** One row of each licence status, claimed state and type; the claimed ones with their device. */
export const LICENSES: License[] = [
  license('lic-studio', {
    identifier: 'Studio iPad',
    licenseKey: 'key-studio',
    claimedAt: '2026-11-20T09:15:00Z',
    deviceName: 'Studio iPad 3',
    lastSeenAt: '2026-11-23T08:05:00Z',
  }),
  license('lic-field', { identifier: 'Field kit' }),
  license('lic-trial', {
    identifier: 'Trial tablet',
    licenseKey: 'key-trial',
    expiresAt: '2026-11-30T00:00:00Z',
    trial: true,
    claimedAt: '2026-11-21T10:00:00Z',
    deviceName: 'Trial iPhone',
  }),
  license('lic-expired', {
    identifier: 'Old laptop',
    licenseKey: 'key-old',
    expiresAt: '2026-10-01T00:00:00Z',
    claimedAt: '2026-01-05T14:30:00Z',
    deviceName: 'Old MacBook',
    lastSeenAt: '2026-09-30T17:45:00Z',
  }),
];

/** Enough licences for three pages of ten; every other one claimed. */
export const MANY_LICENSES: License[] = Array.from({ length: 23 }, (_, index) =>
  license(`lic-${index + 1}`, {
    identifier: `Pod Creator ${String(index + 1).padStart(2, '0')}`,
    ...(index % 2 === 0
      ? {
          licenseKey: `key-${index + 1}`,
          claimedAt: '2026-11-01T09:00:00Z',
          deviceName: `iPad ${index + 1}`,
          lastSeenAt: '2026-11-22T18:30:00Z',
        }
      : {}),
  }),
);

/** Far from any real clock, so container stories (which read the real time) show the same statuses. */
export const WIRE_LICENSES: WireLicense[] = [
  wireLicense({
    id: 'lic-studio',
    identifier: 'Studio iPad',
    license_key_hash: 'key-studio',
    claimed_at: '2026-11-20T09:15:00Z',
    device_name: 'Studio iPad 3',
    last_seen_at: '2026-11-23T08:05:00Z',
  }),
  wireLicense({ id: 'lic-field', identifier: 'Field kit' }),
  wireLicense({
    id: 'lic-trial',
    identifier: 'Trial tablet',
    license_key_hash: 'key-trial',
    expires_at: '2099-12-31T00:00:00Z',
    trial: true,
    claimed_at: '2026-11-21T10:00:00Z',
    device_name: 'Trial iPhone',
  }),
  wireLicense({
    id: 'lic-expired',
    identifier: 'Old laptop',
    license_key_hash: 'key-old',
    expires_at: '2020-01-01T00:00:00Z',
    claimed_at: '2019-06-05T14:30:00Z',
    device_name: 'Old MacBook',
    last_seen_at: '2019-12-30T17:45:00Z',
  }),
];

/** Many licences on the wire, for searches and selections across pages: "Kiosk 01"…, every third claimed. */
export const wireLicenses = (count: number, name = 'Kiosk'): WireLicense[] =>
  Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return wireLicense({
      id: `lic-${name.toLowerCase()}-${number}`,
      identifier: `${name} ${number}`,
      ...(index % 3 === 0
        ? {
            license_key_hash: `key-${number}`,
            claimed_at: '2026-11-01T09:00:00Z',
            device_name: `${name} tablet ${number}`,
            last_seen_at: '2026-11-22T18:30:00Z',
          }
        : {}),
    });
  });
