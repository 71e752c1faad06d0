import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('keeps the noun singular for exactly one', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(1, 'Pod Creator')).toBe('1 Pod Creator');
  });

  it('adds an s for zero and for more than one', () => {
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(5, 'Pod Creator')).toBe('5 Pod Creators');
  });
});
