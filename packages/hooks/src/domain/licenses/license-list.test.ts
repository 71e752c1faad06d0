import { describe, expect, it } from 'vitest';
import {
  filterLicenses,
  hasLicenseFilters,
  indexLicenses,
  lastSeenText,
  LICENSE_CSV_COLUMNS,
  licensesCsv,
  NO_LICENSE_FILTERS,
  type LicenseFilters,
} from './license-list';

const now = new Date('2026-11-27T12:00:00.000Z');
const license = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  identifier: `Studio ${id}` as string | null,
  licenseKey: null as string | null,
  expiresAt: null as string | null,
  trial: false,
  claimedAt: null as string | null,
  deviceName: null as string | null,
  lastSeenAt: null as string | null,
  ...overrides,
});

const licenses = [
  license('iPad 1', { licenseKey: 'hash', claimedAt: '2026-11-20T09:00:00.000Z', deviceName: 'Tablet A' }),
  license('iPad 2', { expiresAt: '2026-11-01T00:00:00.000Z' }),
  license('Front desk', { trial: true, identifier: 'FRONT desk' }),
  license('none', { identifier: null }),
];
const found = (filters: Partial<LicenseFilters>) =>
  filterLicenses(indexLicenses(licenses, now), { ...NO_LICENSE_FILTERS, ...filters }).map((l) => l.id);

describe('finding licences', () => {
  it('finds every licence without filters', () => {
    expect(found({})).toEqual(['iPad 1', 'iPad 2', 'Front desk', 'none']);
    expect(hasLicenseFilters(NO_LICENSE_FILTERS)).toBe(false);
    expect(hasLicenseFilters({ ...NO_LICENSE_FILTERS, search: '  ' })).toBe(false);
    expect(hasLicenseFilters({ ...NO_LICENSE_FILTERS, claimed: 'claimed' })).toBe(true);
  });

  it('searches the identifier, trimmed and without regard to case', () => {
    expect(found({ search: ' ipad ' })).toEqual(['iPad 1', 'iPad 2']);
    expect(found({ search: 'desk' })).toEqual(['Front desk']);
    expect(found({ search: 'zzz' })).toEqual([]);
  });

  it('filters by status (spec §4: expired at or before now), claim (spec §3: a key) and type', () => {
    expect(found({ status: 'expired' })).toEqual(['iPad 2']);
    expect(found({ status: 'active' })).toEqual(['iPad 1', 'Front desk', 'none']);
    expect(found({ claimed: 'claimed' })).toEqual(['iPad 1']);
    expect(found({ claimed: 'unclaimed' })).toEqual(['iPad 2', 'Front desk', 'none']);
    expect(found({ type: 'trial' })).toEqual(['Front desk']);
    expect(found({ type: 'pod_creator', claimed: 'unclaimed', search: 'studio' })).toEqual(['iPad 2']);
  });

  it('finds idle seats: claimed and not seen for the idle days, 30 unless the organization set others', () => {
    const seats = [
      license('seen lately', {
        licenseKey: 'h1',
        claimedAt: '2026-09-01T00:00:00.000Z',
        lastSeenAt: '2026-11-26T00:00:00.000Z',
      }),
      license('seen 40 days ago', {
        licenseKey: 'h2',
        claimedAt: '2026-09-01T00:00:00.000Z',
        lastSeenAt: '2026-10-18T00:00:00.000Z',
      }),
      license('never seen since its claim', { licenseKey: 'h3', claimedAt: '2026-10-01T00:00:00.000Z' }),
      license('unclaimed', {}),
    ];
    const idle = (idleDays?: number) =>
      filterLicenses(indexLicenses(seats, now, idleDays), { ...NO_LICENSE_FILTERS, claimed: 'idle' }).map(
        (l) => l.id,
      );
    expect(idle()).toEqual(['seen 40 days ago', 'never seen since its claim']);
    expect(idle(50)).toEqual(['never seen since its claim']);
    expect(idle(7)).toEqual(['seen 40 days ago', 'never seen since its claim']);
    expect(hasLicenseFilters({ ...NO_LICENSE_FILTERS, claimed: 'idle' })).toBe(true);
  });
});

describe('the licence CSV', () => {
  it("has a header and one line per licence with the table's words and its claim link", () => {
    const csv = licensesCsv(licenses.slice(0, 2), (l) => `podcreator://license/claim?licenseId=${l.id}`, now);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(LICENSE_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      'Studio iPad 1,Active,True,2026-11-20T09:00:00.000Z,Tablet A,,Pod Creator,,podcreator://license/claim?licenseId=iPad 1',
    );
    expect(lines[2]).toBe(
      'Studio iPad 2,"Expired Nov 1, 2026",False,,,,Pod Creator,2026-11-01T00:00:00.000Z,podcreator://license/claim?licenseId=iPad 2',
    );
    expect(lines[3]).toBe('');
  });

  it('never lets a spreadsheet read an identifier as a formula', () => {
    const csv = licensesCsv([license('x', { identifier: '=cmd()' })], () => '', now);
    expect(csv.split('\r\n')[1]!.startsWith("'=cmd()")).toBe(true);
  });
});

describe('last seen', () => {
  it('reads as a date and time, or Never', () => {
    expect(lastSeenText('2026-11-27T08:05:00.000Z')).toBe('Nov 27, 2026, 08:05 UTC');
    expect(lastSeenText(null)).toBe('Never');
  });
});
