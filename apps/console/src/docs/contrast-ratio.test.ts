import { describe, expect, it } from 'vitest';
import {
  compositeOver,
  contrastRatio,
  formatColour,
  formatRatio,
  parseColour,
  relativeLuminance,
  type Rgb,
} from './contrast-ratio';

const rgb = (r: number, g: number, b: number, alpha = 1): Rgb => ({ r, g, b, alpha });
const WHITE = rgb(255, 255, 255);
const BLACK = rgb(0, 0, 0);

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and WCAG’s figure for a mid grey', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 10);
    // #777777: the grey WCAG examples use, 0.1845 by the sRGB transfer function.
    expect(relativeLuminance(rgb(0x77, 0x77, 0x77))).toBeCloseTo(0.1845, 4);
  });

  it('weighs green most and blue least', () => {
    expect(relativeLuminance(rgb(0, 255, 0))).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance(rgb(255, 0, 0))).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance(rgb(0, 0, 255))).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever is the foreground', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb(67, 56, 202), rgb(67, 56, 202))).toBe(1);
  });

  it('gives the published ratios of known pairs', () => {
    // #767676 on white is the lightest grey that meets 4.5:1; #777777 just fails.
    expect(contrastRatio(parseColour('#767676')!, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseColour('#777777')!, WHITE)).toBeLessThan(4.5);
    // The brand's #4338ca on white: 7.90:1, as WebAIM's contrast checker gives it.
    expect(formatRatio(contrastRatio(parseColour('#4338ca')!, WHITE))).toBe('7.90:1');
  });

  it('lays a translucent foreground over the background first', () => {
    const halfBlack = rgb(0, 0, 0, 0.5);
    expect(compositeOver(halfBlack, WHITE)).toEqual(rgb(127.5, 127.5, 127.5));
    expect(contrastRatio(halfBlack, WHITE)).toBeCloseTo(contrastRatio(rgb(127.5, 127.5, 127.5), WHITE), 10);
    expect(contrastRatio(halfBlack, WHITE)).toBeLessThan(contrastRatio(BLACK, WHITE));
  });
});

describe('formatRatio', () => {
  it('rounds down, so a ratio under a threshold never prints as meeting it', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('parseColour', () => {
  it('reads hex in its four lengths', () => {
    expect(parseColour('#fff')).toEqual(WHITE);
    expect(parseColour('#0008')).toEqual(rgb(0, 0, 0, 0x88 / 255));
    expect(parseColour('#4338CA')).toEqual(rgb(67, 56, 202));
    expect(parseColour('#4338ca80')).toEqual(rgb(67, 56, 202, 128 / 255));
  });

  it('reads rgb() and rgba() in the comma and the space syntax', () => {
    expect(parseColour('rgb(17, 24, 39)')).toEqual(rgb(17, 24, 39));
    expect(parseColour('rgba(17, 24, 39, 0.5)')).toEqual(rgb(17, 24, 39, 0.5));
    expect(parseColour('rgb(17 24 39 / 50%)')).toEqual(rgb(17, 24, 39, 0.5));
  });

  it('refuses what it cannot read', () => {
    expect(parseColour('oklch(0.5 0.2 270)')).toBeNull();
    expect(parseColour('#12345')).toBeNull();
    expect(parseColour('')).toBeNull();
  });
});

describe('formatColour', () => {
  it('prints an opaque colour as hex and a translucent one with its alpha', () => {
    expect(formatColour(rgb(67, 56, 202))).toBe('#4338ca');
    expect(formatColour(rgb(17, 24, 39, 0.5))).toBe('rgb(17 24 39 / 50%)');
    expect(formatColour(parseColour('#0000')!)).toBe('rgb(0 0 0 / 0%)');
  });
});
