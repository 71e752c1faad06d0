import { describe, expect, it } from 'vitest';
import { licenseIdsFromHistoryState } from './print-sheet-state';

describe('licenseIdsFromHistoryState', () => {
  it('reads the ids, each once, in order', () => {
    expect(licenseIdsFromHistoryState({ licenseIds: ['lic-1', 'lic-2', 'lic-1'] })).toEqual([
      'lic-1',
      'lic-2',
    ]);
  });

  it('finds none in no state, another page state, or ids that are not strings', () => {
    expect(licenseIdsFromHistoryState(null)).toEqual([]);
    expect(licenseIdsFromHistoryState(undefined)).toEqual([]);
    expect(licenseIdsFromHistoryState({ other: true })).toEqual([]);
    expect(licenseIdsFromHistoryState({ licenseIds: 'lic-1' })).toEqual([]);
    expect(licenseIdsFromHistoryState({ licenseIds: [1, null, '', 'lic-3'] })).toEqual(['lic-3']);
  });

  it('takes at most one batch', () => {
    const ids = Array.from({ length: 600 }, (_, index) => `lic-${index}`);
    expect(licenseIdsFromHistoryState({ licenseIds: ids })).toHaveLength(500);
  });
});
