import { describe, expect, it } from 'vitest';
import { LICENSES_FIRST_PAGE_SIZE } from '../constants';
import { getLicenseCounts } from './license-counts';
import { firstLicensesShow, NO_LICENSE_FILTERS, type LicenseTableWindow } from './license-list';
import { holdsEveryLicense, LICENSE_LIST_ORDER, licenseCountsOfMore } from './first-licenses';

const firstView: LicenseTableWindow = { ...NO_LICENSE_FILTERS, sorted: false, page: 1, pageSize: 10 };

describe('the first page of licences (docs/decisions/0053-first-page-of-licences.md)', () => {
  it('is cut in the organization’s own order, oldest first, ties broken by id', () => {
    expect(LICENSE_LIST_ORDER).toEqual(['createdAt', 'id']);
    expect(LICENSES_FIRST_PAGE_SIZE).toBe(100);
  });

  it('holds every licence when the answer was whole or counts no more than it holds', () => {
    expect(holdsEveryLicense(3, null)).toBe(true);
    expect(holdsEveryLicense(100, { total: 100, assigned: 1, trial: 0 })).toBe(true);
    expect(holdsEveryLicense(100, { total: 50_000, assigned: 1, trial: 0 })).toBe(false);
  });

  it('shows the table’s view only with no search, filter or sort, on a page within the licences held', () => {
    expect(firstLicensesShow(firstView, 100)).toBe(true);
    expect(firstLicensesShow({ ...firstView, page: 10 }, 100)).toBe(true);
    expect(firstLicensesShow({ ...firstView, page: 11 }, 100)).toBe(false);
    expect(firstLicensesShow({ ...firstView, page: 2, pageSize: 50 }, 100)).toBe(true);
    expect(firstLicensesShow({ ...firstView, page: 3, pageSize: 50 }, 100)).toBe(false);
    expect(firstLicensesShow({ ...firstView, pageSize: 50 }, 20)).toBe(false);
    expect(firstLicensesShow({ ...firstView, sorted: true }, 100)).toBe(false);
    expect(firstLicensesShow({ ...firstView, search: 'ipad' }, 100)).toBe(false);
    expect(firstLicensesShow({ ...firstView, search: '   ' }, 100)).toBe(true);
    expect(firstLicensesShow({ ...firstView, status: 'expired' }, 100)).toBe(false);
    expect(firstLicensesShow({ ...firstView, claimed: 'idle' }, 100)).toBe(false);
    expect(firstLicensesShow({ ...firstView, type: 'trial' }, 100)).toBe(false);
  });

  it('counts from the tallies exactly as getLicenseCounts counts every licence', () => {
    const licenses = [
      { identifier: 'a', revokedAt: null, trial: true },
      { identifier: 'b', revokedAt: null, trial: false },
      { identifier: null, revokedAt: null, trial: true },
      { identifier: ' ', revokedAt: null, trial: false },
    ];
    const whole = getLicenseCounts({ licenses, licenseCounts: { POD_ADMIN: 3 } });
    expect(licenseCountsOfMore({ total: 4, assigned: 2, trial: 2 }, 3)).toEqual(whole);
    expect(whole).toEqual({ assigned: 2, available: 5, unassigned: 3 });
  });
});
