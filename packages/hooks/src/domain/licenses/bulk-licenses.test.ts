import { describe, expect, it } from 'vitest';
import { LICENSE_BATCH_MAX } from '../constants';
import {
  identifierKey,
  identifiersFromCsvRows,
  identifiersFromText,
  previewBulkLicenses,
  repeatedIdentifierIndex,
} from './bulk-licenses';

describe('identifiers from a pasted list', () => {
  it('takes one a line, whatever the line ends, and drops blank lines at the end only', () => {
    expect(identifiersFromText('iPad 1\r\niPad 2\n\niPad 3\rFront desk\n\n  \n')).toEqual([
      'iPad 1',
      'iPad 2',
      '',
      'iPad 3',
      'Front desk',
    ]);
    expect(identifiersFromText('')).toEqual([]);
  });
});

describe('identifiers from a CSV', () => {
  it('reads the column headed "identifier", in any case', () => {
    expect(
      identifiersFromCsvRows([
        ['Name', 'IDENTIFIER'],
        ['Ann', 'iPad 1'],
        ['Bo', 'iPad 2'],
      ]),
    ).toEqual(['iPad 1', 'iPad 2']);
  });

  it('reads the first column when no header names one, and keeps rows without fields as empty rows', () => {
    expect(identifiersFromCsvRows([['iPad 1', 'x'], [], ['iPad 2'], ['']])).toEqual(['iPad 1', '', 'iPad 2']);
  });
});

describe('repeated identifiers', () => {
  it('compares trimmed and without regard to case', () => {
    expect(identifierKey('  iPad 3 ')).toBe(identifierKey('IPAD 3'));
    expect(repeatedIdentifierIndex(['a', 'b', ' B '])).toBe(2);
    expect(repeatedIdentifierIndex(['a', 'b'])).toBe(-1);
  });
});

describe('the bulk preview', () => {
  it('gives each row its result, and creates only the valid ones, in order', () => {
    const preview = previewBulkLicenses(['iPad 1', '', 'ipad 1', 'Front desk', 'Studio iPad', ' iPad 2 '], {
      existingIdentifiers: ['Studio iPad', null],
      free: 10,
    });
    expect(preview.rows.map((row) => [row.line, row.identifier, row.result, row.message])).toEqual([
      [1, 'iPad 1', 'valid', null],
      [2, '', 'empty', 'Identifier is required'],
      [3, 'ipad 1', 'duplicate', 'Repeats line 1'],
      [4, 'Front desk', 'valid', null],
      [5, 'Studio iPad', 'existing', 'A license with this identifier already exists'],
      [6, 'iPad 2', 'valid', null],
    ]);
    expect(preview.identifiers).toEqual(['iPad 1', 'Front desk', 'iPad 2']);
    expect(preview.counts).toEqual({
      valid: 3,
      duplicate: 1,
      existing: 1,
      empty: 1,
      invalid: 0,
      over_limit: 0,
    });
  });

  it("marks identifiers the spec's rule refuses with its message", () => {
    const preview = previewBulkLicenses(['x'.repeat(201), 'bad\u0007bell'], {
      existingIdentifiers: [],
      free: 5,
    });
    expect(preview.rows.map((row) => row.result)).toEqual(['invalid', 'invalid']);
    expect(preview.rows[0]!.message).toBe('Identifier must be at most 200 characters');
    expect(preview.rows[1]!.message).toBe(
      'Identifier cannot contain control or direction-changing characters',
    );
  });

  it('stops at the free licences (spec §4) and says how many are free', () => {
    const preview = previewBulkLicenses(['a', 'b', 'c'], { existingIdentifiers: [], free: 2 });
    expect(preview.identifiers).toEqual(['a', 'b']);
    expect(preview.rows[2]).toMatchObject({
      result: 'over_limit',
      message: 'Over the free licenses: 2 are free',
    });
    expect(previewBulkLicenses(['a'], { existingIdentifiers: [], free: 0 }).rows[0]!.message).toBe(
      'Over the free licenses: 0 are free',
    );
    expect(previewBulkLicenses(['a', 'b'], { existingIdentifiers: [], free: 1 }).rows[1]!.message).toBe(
      'Over the free licenses: 1 is free',
    );
  });

  it('stops at the batch limit when more are free', () => {
    const entries = Array.from({ length: LICENSE_BATCH_MAX + 1 }, (_, index) => `iPad ${index}`);
    const preview = previewBulkLicenses(entries, { existingIdentifiers: [], free: 10_000 });
    expect(preview.identifiers).toHaveLength(LICENSE_BATCH_MAX);
    expect(preview.limit).toBe(LICENSE_BATCH_MAX);
    expect(preview.rows.at(-1)).toMatchObject({
      result: 'over_limit',
      message: `Over the ${LICENSE_BATCH_MAX} licenses one creation takes`,
    });
  });
});
