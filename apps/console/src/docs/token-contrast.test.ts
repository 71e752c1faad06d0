// Every colour token meets, in both themes, the ratio WCAG 2.2 AA asks of the pairs it is used in (colour-pairs.ts):
// read from styles/tokens.css as written, so a value changed there is checked here, not only shown on the
// Foundations page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { colourPairs } from './colour-pairs';
import { compositeOver, contrastRatio, parseColour, type Rgb } from './contrast-ratio';

const TOKEN = /(--color-[\w-]+):\s*light-dark\(\s*((?:[^(),]|\([^)]*\))+),\s*((?:[^(),]|\([^)]*\))+)\)/g;

// Vitest names the test file's folder (happy-dom's `import.meta.url` is not a file URL).
const tokensCss = readFileSync(join(__dirname, '../styles/tokens.css'), 'utf8');
const themes = new Map<string, { light: string; dark: string }>();
for (const [, name, light, dark] of tokensCss.matchAll(TOKEN))
  themes.set(name!, { light: light!.trim(), dark: dark!.trim() });
const names = [...themes.keys()];

function colour(name: string, theme: 'light' | 'dark', over?: Rgb): Rgb {
  const parsed = parseColour(themes.get(name)![theme]);
  if (!parsed) throw new Error(`${name} (${theme}) is not a colour this check reads`);
  return over ? compositeOver(parsed, over) : parsed;
}

describe('the colour tokens', () => {
  it('are read from the token file', () => {
    expect(names).toEqual(expect.arrayContaining(['--color-fg', '--color-surface', '--color-line-input']));
  });

  it.each(['light', 'dark'] as const)('meet WCAG 2.2 AA in every pair they are used in, %s', (theme) => {
    const below: string[] = [];
    let checked = 0;
    for (const name of names) {
      for (const { background, minimum } of colourPairs(name, names, '--color-surface-raised')) {
        if (minimum === null || !themes.has(background)) continue;
        const behind = colour(background, theme, colour('--color-surface', theme));
        checked += 1;
        const ratio = contrastRatio(colour(name, theme, behind), behind);
        if (ratio < minimum) below.push(`${name} on ${background}: ${ratio.toFixed(2)} < ${minimum}`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(below).toEqual([]);
  });
});
