import { describe, expect, it } from 'vitest';
import { NO_ACTIVITY_FILTERS } from '../../components/activity/activity-filter-values';
import { parseActivitySearch, serializeActivitySearch } from './activity-search';

describe('parseActivitySearch', () => {
  it('reads no filter from an empty address', () => {
    expect(parseActivitySearch('')).toEqual(NO_ACTIVITY_FILTERS);
  });

  it('reads every filter the address names', () => {
    expect(
      parseActivitySearch('?kind=member.role_changed&actor=user-ada&from=2026-11-01&to=2026-11-24'),
    ).toEqual({ kind: 'member.role_changed', actor: 'user-ada', from: '2026-11-01', to: '2026-11-24' });
  });

  it('ignores an unknown kind, an empty person and days that are not days', () => {
    expect(parseActivitySearch('kind=license.stolen&actor=%20&from=2026-02-30&to=yesterday')).toEqual(
      NO_ACTIVITY_FILTERS,
    );
  });
});

describe('serializeActivitySearch', () => {
  it('leaves unset filters out, so no filter is the bare path', () => {
    expect(serializeActivitySearch(NO_ACTIVITY_FILTERS)).toBe('');
    expect(serializeActivitySearch({ ...NO_ACTIVITY_FILTERS, to: '2026-11-24' })).toBe('to=2026-11-24');
  });

  it('writes what it reads back, in a fixed order', () => {
    const filters = {
      kind: 'payment.failed',
      actor: 'user-ada',
      from: '2026-11-01',
      to: '2026-11-24',
    } as const;
    const written = serializeActivitySearch(filters);
    expect(written).toBe('kind=payment.failed&actor=user-ada&from=2026-11-01&to=2026-11-24');
    expect(parseActivitySearch(written)).toEqual(filters);
  });
});
