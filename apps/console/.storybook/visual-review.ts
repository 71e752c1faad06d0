import type { StoryContext } from '@storybook/react-vite';
import { VISUAL_SCOPE_KEY, type VisualScope } from './visual-scope';

/** The themes every story is captured in (docs/decisions/0039-design-tokens-and-themes.md). */
const THEMES = ['light', 'dark'] as const;

/**
 * Visual review (docs/decisions/0040-visual-review.md): after a story's play function and its axe checks, the page
 * is captured in the light and the dark theme at the story's own viewport and compared with its baselines,
 * `visual-baselines/<title>/<story>/<theme>.png` (the story's id split at its `--`). Only in the Vitest run (npm test); Storybook itself never captures.
 *
 * A story opts out with `parameters: { visual: false }`, saying beside it why its picture is not its point.
 */
export async function captureInBothThemes({ id, parameters, viewMode }: StoryContext): Promise<void> {
  if (!(globalThis as { __vitest_browser__?: unknown }).__vitest_browser__) return;
  if (viewMode !== 'story' || parameters.visual === false) return;
  const [{ page }, { expect, inject }] = await Promise.all([
    import('@vitest/browser/context'),
    import('vitest'),
  ]);
  // npm test holds the components' pictures; the screens' join with VISUAL_REVIEW=all (decision 0040).
  const scope = inject(VISUAL_SCOPE_KEY as never) as VisualScope;
  if (scope === 'components' && !id.startsWith('components-')) return;

  const root = document.documentElement;
  const shown = root.dataset.theme;
  // The shipped font, never a fallback caught mid-swap.
  await document.fonts.ready;
  try {
    for (const theme of THEMES) {
      root.dataset.theme = theme;
      // Soft: a story whose light picture changed still has its dark one compared and reported.
      await expect
        .soft(page.elementLocator(document.body))
        .toMatchScreenshot(`${id.replace('--', '/')}/${theme}`);
    }
  } finally {
    if (shown === undefined) delete root.dataset.theme;
    else root.dataset.theme = shown;
  }
}
