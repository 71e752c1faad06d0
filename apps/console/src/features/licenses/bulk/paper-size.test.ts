import { describe, expect, it } from 'vitest';
import { defaultPaperSize } from './paper-size';

describe('defaultPaperSize', () => {
  it('is Letter in North America and A4 elsewhere', () => {
    expect(defaultPaperSize('en-US')).toBe('letter');
    expect(defaultPaperSize('en')).toBe('letter');
    expect(defaultPaperSize('fr-CA')).toBe('letter');
    expect(defaultPaperSize('es-MX')).toBe('letter');
    expect(defaultPaperSize('en-GB')).toBe('a4');
    expect(defaultPaperSize('de')).toBe('a4');
    expect(defaultPaperSize('ja-JP')).toBe('a4');
  });

  it('is A4 for a tag the browser cannot read', () => {
    expect(defaultPaperSize('not a tag!')).toBe('a4');
    expect(defaultPaperSize(undefined)).toBe('letter');
  });
});
