import { describe, expect, it } from 'vitest';
import {
  createButtonLabel,
  freeLicenses,
  licensesCreated,
  licensesCreatedTitle,
  previewSummary,
} from './bulk-license-texts';

const counts = (fields: Partial<Parameters<typeof previewSummary>[0]>) => ({
  valid: 0,
  duplicate: 0,
  existing: 0,
  empty: 0,
  invalid: 0,
  over_limit: 0,
  ...fields,
});

describe('previewSummary', () => {
  it('counts what will be created, then each kind of problem there is', () => {
    expect(previewSummary(counts({ valid: 5, duplicate: 1, empty: 1 }))).toBe(
      '5 will be created · 1 duplicate · 1 empty',
    );
    expect(previewSummary(counts({ valid: 1, duplicate: 2, existing: 2, invalid: 1, over_limit: 3 }))).toBe(
      '1 will be created · 2 duplicates · 2 already exist · 1 invalid · 3 over the free licenses',
    );
    expect(previewSummary(counts({ existing: 1 }))).toBe('0 will be created · 1 already exists');
  });
});

describe('the counted texts', () => {
  it('says one licence or several', () => {
    expect(licensesCreated(1)).toBe('1 license created.');
    expect(licensesCreated(5)).toBe('5 licenses created.');
    expect(licensesCreatedTitle(5)).toBe('5 licenses created');
    expect(createButtonLabel(0)).toBe('Create licenses');
    expect(createButtonLabel(1)).toBe('Create 1 license');
    expect(createButtonLabel(5)).toBe('Create 5 licenses');
  });

  it('says how many can be created, and the batch limit when the free licences pass it', () => {
    expect(freeLicenses(0)).toBe('No free licenses: none can be created now.');
    expect(freeLicenses(1)).toBe('1 free license.');
    expect(freeLicenses(12)).toBe('12 free licenses.');
    expect(freeLicenses(800)).toBe('800 free licenses. Up to 500 can be created at a time.');
  });
});
