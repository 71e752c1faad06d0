import { useEffect, useState } from 'react';
import { parseColour, type Rgb } from './contrast-ratio';

// The Foundations pages list the design tokens the loaded stylesheets declare, never a copy of them: a token added,
// renamed or recoloured shows on the next render. Their components carry `sb-unstyled`, which keeps Storybook's
// docs typography off their tables and lists.

/** One custom property with its value in each theme. */
export interface DesignToken {
  name: string;
  light: string;
  dark: string;
  /** The colour a `--color-*` token resolves to in each theme (null for one that is not a colour there). */
  lightRgb: Rgb | null;
  darkRgb: Rgb | null;
}

export type Theme = 'light' | 'dark';

interface RuleWithChildren {
  cssRules?: CSSRuleList;
  style?: CSSStyleDeclaration;
  selectorText?: string;
  conditionText?: string;
}

/** A custom property as a rule declares it. `conditional`: inside a media or supports query. */
interface Declaration {
  name: string;
  value: string;
  selector: string;
  conditional: boolean;
}

/** Every custom property declared by a rule of the stylesheets, inside layers and media queries too, in order. */
function customPropertyDeclarations(sheets: Iterable<CSSStyleSheet>): Declaration[] {
  const found: Declaration[] = [];
  const visit = (rules: CSSRuleList | undefined, conditional: boolean) => {
    for (const rule of Array.from(rules ?? [])) {
      const { style, cssRules, selectorText = '', conditionText } = rule as RuleWithChildren;
      if (style) {
        for (const name of Array.from(style)) {
          if (name.startsWith('--')) {
            found.push({ name, value: style.getPropertyValue(name), selector: selectorText, conditional });
          }
        }
      }
      visit(cssRules, conditional || conditionText != null);
    }
  };
  for (const sheet of sheets) {
    try {
      visit(sheet.cssRules, false);
    } catch {
      // A stylesheet from another origin cannot be read; the console's own are all same-origin.
    }
  }
  return found;
}

/** The names of every custom property the stylesheets declare, in the order they first appear. */
function customPropertyNames(sheets: Iterable<CSSStyleSheet>): string[] {
  return [...new Set(customPropertyDeclarations(sheets).map((declaration) => declaration.name))];
}

let canvasContext: CanvasRenderingContext2D | null | undefined;

/** A computed colour in sRGB: read directly when the browser gives rgb(), else drawn on a one-pixel canvas. */
function toRgb(colour: string): Rgb | null {
  const direct = parseColour(colour);
  if (direct) return direct;
  canvasContext ??= Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext(
    '2d',
    {
      willReadFrequently: true,
    },
  );
  if (!canvasContext) return null;
  canvasContext.clearRect(0, 0, 1, 1);
  canvasContext.fillStyle = colour;
  canvasContext.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = canvasContext.getImageData(0, 0, 1, 1).data;
  return { r: r!, g: g!, b: b!, alpha: a! / 255 };
}

/**
 * The declarations that put an element in one theme, whichever way the stylesheet writes its themes:
 * `color-scheme` for `light-dark()` values, and `data-theme` for rules on it. A token declared on the root alone is
 * declared again on the element, so whatever it refers to (light-dark(), or the variables a CSS minifier replaces
 * light-dark() with, which the `[data-theme]` rules set) resolves there rather than on the root, whose theme the
 * page's toolbar may have changed.
 */
export function themeStyle(theme: Theme, element: Element): Record<string, string> {
  const declarations = customPropertyDeclarations(Array.from(document.styleSheets));
  const themed = new Set(
    declarations
      .filter(({ selector }) => selector.includes('data-theme') && matches(element, selector))
      .map(({ name }) => name),
  );
  const style: Record<string, string> = { 'color-scheme': theme };
  for (const { name, value, selector, conditional } of declarations) {
    if (!conditional && !themed.has(name) && !selector.includes('data-theme')) style[name] = value;
  }
  return style;
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    // A selector the DOM cannot test (`:host`, a pseudo-element): not a theme rule.
    return false;
  }
}

/** An unseen element in one theme. */
function themeProbe(theme: Theme) {
  const probe = document.createElement('div');
  probe.dataset.theme = theme;
  // Not display: none, so a value that depends on layout still computes.
  Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', pointerEvents: 'none' });
  document.body.append(probe);
  for (const [name, value] of Object.entries(themeStyle(theme, probe))) probe.style.setProperty(name, value);
  const swatch = document.createElement('span');
  probe.append(swatch);
  return { probe, swatch };
}

/** The tokens whose names `accepts`, sorted by name, each read in the light and the dark theme. */
export function readDesignTokens(accepts: (name: string) => boolean): DesignToken[] {
  // In the stylesheet's order, which groups a family and runs each scale from small to large.
  const names = customPropertyNames(Array.from(document.styleSheets)).filter(accepts);
  const probes = { light: themeProbe('light'), dark: themeProbe('dark') };
  try {
    const read = (theme: Theme, name: string) => {
      const { probe, swatch } = probes[theme];
      const value = getComputedStyle(probe).getPropertyValue(name).trim();
      if (!value || !name.startsWith('--color-')) return { value, rgb: null };
      // Through a property, so a token that names another (`var(--color-brand-700)`) resolves to its colour.
      swatch.style.color = `var(${name})`;
      return { value, rgb: toRgb(getComputedStyle(swatch).color) };
    };
    return names.map((name) => {
      const light = read('light', name);
      const dark = read('dark', name);
      return { name, light: light.value, dark: dark.value, lightRgb: light.rgb, darkRgb: dark.rgb };
    });
  } finally {
    probes.light.probe.remove();
    probes.dark.probe.remove();
  }
}

/**
 * The tokens `accepts`, read after the first render and again whenever a stylesheet changes (Storybook's hot
 * reload, a theme switched on the page). `accepts` must be a stable function.
 */
export function useDesignTokens(accepts: (name: string) => boolean): DesignToken[] {
  const [tokens, setTokens] = useState<DesignToken[]>([]);
  useEffect(() => {
    const update = () => setTokens(readDesignTokens(accepts));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [accepts]);
  return tokens;
}
