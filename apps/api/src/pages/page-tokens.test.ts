import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { PAGE_COLOR_TOKENS, PAGE_TOKENS_CSS } from './page-tokens';

// The console's token file, the one place its colours live; the pages must show the same ones.
const consoleTokens = readFileSync(
  new URL('../../../console/src/styles/tokens.css', import.meta.url),
  'utf8',
);

describe('the pages’ design tokens', () => {
  it('are the console’s values, light and dark', () => {
    for (const [name, [light, dark]] of Object.entries(PAGE_COLOR_TOKENS)) {
      expect(consoleTokens, name).toContain(`--color-${name}: light-dark(${light}, ${dark});`);
    }
  });

  it('give light values by default and dark ones under a dark system preference', () => {
    const [lightPart, darkPart] = PAGE_TOKENS_CSS.split('@media (prefers-color-scheme:dark)');
    expect(lightPart).toContain('--color-surface:#f9fafb;');
    expect(lightPart).toContain('--color-fg:#111827;');
    expect(darkPart).toContain('--color-surface:#111318;');
    expect(darkPart).toContain('--color-fg:#f3f4f6;');
    expect(PAGE_TOKENS_CSS).toContain('color-scheme:light dark');
  });
});
