// WCAG 2.2 contrast, for the Foundations pages: the ratio a pair of colours gives, computed from the values the
// stylesheet holds now, so the page cannot keep an old figure after a colour changes.

/** A colour in sRGB: channels 0–255, alpha 0–1. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for large text and for the parts of controls (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

const channel = (value: number) => {
  const c = value / 255;
  // WCAG's definition of relative luminance (the sRGB transfer function).
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A translucent colour as it shows over an opaque background. */
export function compositeOver(colour: Rgb, background: Rgb): Rgb {
  const a = colour.alpha;
  return {
    r: colour.r * a + background.r * (1 - a),
    g: colour.g * a + background.g * (1 - a),
    b: colour.b * a + background.b * (1 - a),
    alpha: 1,
  };
}

/** The WCAG contrast ratio of a foreground over a background, from 1 (none) to 21 (black on white). */
export function contrastRatio(foreground: Rgb, background: Rgb): number {
  const shown = foreground.alpha < 1 ? compositeOver(foreground, background) : foreground;
  const [lighter, darker] = [relativeLuminance(shown), relativeLuminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** "4.52:1": two decimals, as WCAG tools print them, so a ratio just under a threshold never reads as meeting it. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

/**
 * `#rgb`, `#rrggbb` (with alpha too) and `rgb()`/`rgba()` in either syntax: what a browser's computed colour and a
 * canvas give back. Null for anything else (oklch, named colours): the page resolves those in the browser first.
 */
export function parseColour(text: string): Rgb | null {
  const value = text.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    const [r, g, b, a] = digits.map((pair) => parseInt(pair, 16));
    return { r: r!, g: g!, b: b!, alpha: a == null ? 1 : a / 255 };
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const alpha = rgb[4] == null ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), alpha };
  }
  return null;
}

const hexPair = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** `#4338ca`, or `rgb(0 0 0 / 50%)` for a translucent colour: how the page prints a resolved token. */
export function formatColour({ r, g, b, alpha }: Rgb): string {
  if (alpha >= 1) return `#${hexPair(r)}${hexPair(g)}${hexPair(b)}`;
  return `rgb(${Math.round(r)} ${Math.round(g)} ${Math.round(b)} / ${Math.round(alpha * 100)}%)`;
}
