// Licences for the stories of this feature: camelCase for presentational stories, the same rows on the wire
// (snake_case, typed by the contract) for container stories.
import type { License } from '@pod-console/sdk';
import { type WireLicense, wireLicense } from '@pod-console/sdk/testing';

/** The clock of the presentational stories, so dates read the same every run. */
export const STORY_NOW = new Date('2026-11-23T12:00:00Z');

const license = (id: string, fields: Partial<License>): License => ({
  id,
  licenseId: id,
  identifier: null,
  licenseKey: null,
  expiresAt: null,
  revokedAt: null,
  trial: false,
  ...fields,
});

/** One row of each licence status, claimed state and type. */
export const LICENSES: License[] = [
  license('lic-studio', { identifier: 'Studio iPad', licenseKey: 'key-studio' }),
  license('lic-field', { identifier: 'Field kit' }),
  license('lic-trial', {
    identifier: 'Trial tablet',
    licenseKey: 'key-trial',
    expiresAt: '2026-11-30T00:00:00Z',
    trial: true,
  }),
  license('lic-expired', {
    identifier: 'Old laptop',
    licenseKey: 'key-old',
    expiresAt: '2026-10-01T00:00:00Z',
  }),
];

/** Enough licences for three pages of ten. */
export const MANY_LICENSES: License[] = Array.from({ length: 23 }, (_, index) =>
  license(`lic-${index + 1}`, {
    identifier: `Pod Creator ${String(index + 1).padStart(2, '0')}`,
    licenseKey: index % 2 === 0 ? `key-${index + 1}` : null,
  }),
);

/** Far from any real clock, so container stories (which read the real time) show the same statuses. */
export const WIRE_LICENSES: WireLicense[] = [
  wireLicense({ id: 'lic-studio', identifier: 'Studio iPad', license_key_hash: 'key-studio' }),
  wireLicense({ id: 'lic-field', identifier: 'Field kit' }),
  wireLicense({
    id: 'lic-trial',
    identifier: 'Trial tablet',
    license_key_hash: 'key-trial',
    expires_at: '2099-12-31T00:00:00Z',
    trial: true,
  }),
  wireLicense({
    id: 'lic-expired',
    identifier: 'Old laptop',
    license_key_hash: 'key-old',
    expires_at: '2020-01-01T00:00:00Z',
  }),
];
