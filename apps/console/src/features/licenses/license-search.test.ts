import { describe, expect, it } from 'vitest';
import {
  changeLicenseView,
  DEFAULT_LICENSE_VIEW,
  parseLicenseSearch,
  serializeLicenseSearch,
  type LicenseView,
} from './license-search';

describe('parseLicenseSearch', () => {
  it('reads the default view from an empty address', () => {
    expect(parseLicenseSearch('')).toEqual(DEFAULT_LICENSE_VIEW);
  });

  it('reads every part of the view the address names', () => {
    expect(
      parseLicenseSearch(
        '?q=%20studio%20&status=expired&claimed=unclaimed&type=trial&sort=-last-seen&page=3',
      ),
    ).toEqual({
      search: 'studio',
      status: 'expired',
      claimed: 'unclaimed',
      type: 'trial',
      sort: { column: 'last-seen', desc: true },
      page: 3,
    });
  });

  it('ignores unknown filters, a column that does not sort and a page that is not one', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) {
      expect(
        parseLicenseSearch(`status=revoked&claimed=maybe&type=POD_ADMIN&sort=-colour&page=${page}&x=1`),
      ).toEqual(DEFAULT_LICENSE_VIEW);
    }
    expect(parseLicenseSearch('status=all&sort=--identifier')).toEqual(DEFAULT_LICENSE_VIEW);
  });
});

describe('serializeLicenseSearch', () => {
  it('leaves the defaults out, so the default view is the bare path', () => {
    expect(serializeLicenseSearch(DEFAULT_LICENSE_VIEW)).toBe('');
    expect(serializeLicenseSearch({ ...DEFAULT_LICENSE_VIEW, search: '  ', page: 1 })).toBe('');
  });

  it('writes what it reads back, in a fixed order', () => {
    const view: LicenseView = {
      search: 'ipad 3',
      status: 'active',
      claimed: 'claimed',
      type: 'pod_creator',
      sort: { column: 'identifier', desc: false },
      page: 2,
    };
    const written = serializeLicenseSearch(view);
    expect(written).toBe('q=ipad+3&status=active&claimed=claimed&type=pod_creator&sort=identifier&page=2');
    expect(parseLicenseSearch(written)).toEqual(view);
  });
});

describe('changeLicenseView', () => {
  const onPage3: LicenseView = { ...DEFAULT_LICENSE_VIEW, sort: { column: 'status', desc: true }, page: 3 };

  it('starts again at the first page when the search or a filter changes, keeping the order', () => {
    expect(changeLicenseView(onPage3, { search: 'kiosk ' })).toEqual({
      ...onPage3,
      search: 'kiosk',
      page: 1,
    });
    expect(changeLicenseView(onPage3, { claimed: 'unclaimed' })).toMatchObject({
      page: 1,
      claimed: 'unclaimed',
    });
  });

  it('keeps the page when only the page, the order or nothing changes', () => {
    expect(changeLicenseView(onPage3, { page: 4 }).page).toBe(4);
    expect(changeLicenseView(onPage3, { search: '' })).toEqual(onPage3);
    expect(changeLicenseView(onPage3, { sort: null, page: 1 })).toEqual({ ...onPage3, sort: null, page: 1 });
  });
});
