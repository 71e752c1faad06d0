import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './warm-up-intl';

describe('warmUpIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('formats a number and a date in en-US', () => {
    const formatted: unknown[][] = [];
    const recorder = (kind: string) =>
      class {
        constructor(...options: unknown[]) {
          formatted.push([kind, ...options]);
        }
        format() {
          return '';
        }
      };
    vi.stubGlobal('Intl', { NumberFormat: recorder('number'), DateTimeFormat: recorder('date') });
    warmUpIntl();
    expect(formatted).toEqual([
      ['number', 'en-US'],
      ['date', 'en-US', { dateStyle: 'medium' }],
    ]);
  });

  it('does nothing, and does not throw, in a browser without Intl', () => {
    vi.stubGlobal('Intl', undefined);
    expect(() => warmUpIntl()).not.toThrow();
  });
});
