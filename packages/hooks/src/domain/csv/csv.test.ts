import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('CSV lines', () => {
  it('quotes fields that need it and never lets a spreadsheet read a formula', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', '=HYPERLINK("x")', '-1', 'line\nbreak'])).toBe(
      'a,"b,c","say ""hi""","\'=HYPERLINK(""x"")",\'-1,"line\nbreak"\r\n',
    );
  });

  it('leaves plain text alone', () => {
    expect(csvField('Studio iPad 3')).toBe('Studio iPad 3');
    expect(csvField('')).toBe('');
  });
});
