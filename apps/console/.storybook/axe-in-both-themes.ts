import { resolveTheme, type Theme } from '@pod-console/hooks/domain';
import type { StoryContext } from '@storybook/react-vite';
import axe from 'axe-core';

/**
 * The rules whose outcome a theme can change. A theme is only the values of the colour tokens (no component styles
 * itself by theme), so every other rule — names, roles, labels, landmarks, sizes — reads the same page in both, and
 * addon-a11y has already run them all. Checking only these in the other theme took 90 of the 200 ms a story spent
 * on its second axe run (docs/decisions/0039-design-tokens-and-themes.md).
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Every story passes axe in both themes (docs/decisions/0039-design-tokens-and-themes.md) without a second run of the
 * suite: addon-a11y checks the theme the story rendered in with every WCAG 2.2 A/AA rule, then this switches the
 * document to the other theme, checks the colour rules again, and switches back. Colours are tokens, so the other
 * theme needs no re-render.
 */
export async function checkTheOtherTheme({ parameters, viewMode }: StoryContext): Promise<void> {
  const a11y = parameters.a11y as
    { disable?: boolean; test?: string; context?: axe.ElementContext; options?: axe.RunOptions } | undefined;
  if (viewMode !== 'story' || a11y?.disable === true || a11y?.test === 'off') return;

  const root = document.documentElement;
  const shown = root.dataset.theme;
  const current: Theme =
    shown === 'light' || shown === 'dark'
      ? shown
      : resolveTheme('system', matchMedia('(prefers-color-scheme: dark)').matches);
  const other: Theme = current === 'dark' ? 'light' : 'dark';
  // No transition, or axe would read colours halfway between the themes.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  root.dataset.theme = other;
  try {
    axe.reset();
    const result = await axe.run(
      {
        include: a11y?.context ?? document.body,
        exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
      } as axe.ElementContext,
      // A story's own rule settings still hold (a rule it turns off stays off).
      { ...a11y?.options, runOnly: { type: 'rule', values: [...THEME_RULES] }, rules: a11y?.options?.rules },
    );
    if (result.violations.length > 0) {
      const found = result.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
            .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
            .join('\n')}`,
      );
      throw new Error(`axe in the ${other} theme found ${found.length} violation(s):\n${found.join('\n')}`);
    }
  } finally {
    if (shown === undefined) delete root.dataset.theme;
    else root.dataset.theme = shown;
    still.remove();
  }
}
