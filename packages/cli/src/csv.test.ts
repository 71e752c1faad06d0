import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['', ''],
  ])('%j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});
