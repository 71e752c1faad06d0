// The Colours page in real Chromium: the values and ratios it prints are the ones the browser resolves from the
// stylesheet, for tokens written with light-dark() as in the source and with the variables a minifier puts in its
// place in the static build, whatever theme the page itself shows.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColourTokens } from './colour-tokens';

const SOURCE_TOKENS = `
  :root { --color-surface: light-dark(#ffffff, #000000); --color-fg: light-dark(#767676, #777777);
          --color-line: light-dark(#e5e7eb, #333333); }
`;
// What Lightning CSS makes of the same tokens for browsers without light-dark().
const MINIFIED_TOKENS = `
  :root { --lightningcss-light: initial; --lightningcss-dark: ;
          --color-surface: var(--lightningcss-light, #ffffff) var(--lightningcss-dark, #000000);
          --color-fg: var(--lightningcss-light, #767676) var(--lightningcss-dark, #777777);
          --color-line: var(--lightningcss-light, #e5e7eb) var(--lightningcss-dark, #333333); }
  [data-theme=light] { --lightningcss-light: initial; --lightningcss-dark: ; color-scheme: light; }
  [data-theme=dark] { --lightningcss-light: ; --lightningcss-dark: initial; color-scheme: dark; }
`;

function withStylesheet(css: string) {
  const style = document.createElement('style');
  style.dataset.test = 'tokens';
  style.textContent = css;
  document.head.append(style);
}

afterEach(() => {
  cleanup();
  document.querySelectorAll('style[data-test="tokens"]').forEach((style) => style.remove());
  delete document.documentElement.dataset.theme;
});

const row = async (token: string) =>
  (await screen.findByRole('rowheader', { name: token })).closest('tr') as HTMLElement;

describe.each([
  ['light-dark() as in the source', SOURCE_TOKENS],
  ['the minified variables of the static build', MINIFIED_TOKENS],
])('ColourTokens over %s', (_written, css) => {
  it('prints each theme’s value and its ratio on the surface, marking the pair below AA', async () => {
    withStylesheet(css);
    render(<ColourTokens />);
    const fg = within(await row('--color-fg'));
    expect(fg.getByText('#767676')).toBeVisible();
    expect(fg.getByText('#777777')).toBeVisible();
    // #767676 on white meets 4.5:1 (4.54); #777777 on black gives 4.68:1 (floored), and on white it would fail.
    const pair = fg.getByText('surface').closest('li')!;
    expect(pair).toHaveTextContent('on surface: light 4.54:1 AA · dark 4.68:1 AA');
    // A divider is shown without a minimum.
    expect(
      within(await row('--color-line'))
        .getByText('surface')
        .closest('li'),
    ).toHaveTextContent('on surface: light 1.23:1 · dark 1.66:1');
  });

  it('reads the light theme’s values while the page itself shows the dark theme', async () => {
    withStylesheet(css);
    document.documentElement.dataset.theme = 'dark';
    render(<ColourTokens />);
    const surface = within(await row('--color-surface'));
    expect(surface.getByText('#ffffff')).toBeVisible();
    expect(surface.getByText('#000000')).toBeVisible();
  });
});
