import type { StoryContext } from '@storybook/react-vite';
import { VISUAL_SCOPE_KEY, type VisualScope } from './visual-scope';

/** The themes every story is captured in (docs/decisions/0039-design-tokens-and-themes.md). */
const THEMES = ['light', 'dark'] as const;

/**
 * The page stilled as Playwright stills it for Vitest's own capture (`animations: 'disabled'`, `caret: 'hide'`):
 * running animations and transitions at their end, endless ones (a spinner) at their start, no caret. Without it a
 * spinner or a focused field never showed the same picture twice and always took the slow path.
 */
async function stilled<T>(capture: () => Promise<T>): Promise<T> {
  const noCaret = document.createElement('style');
  noCaret.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
  document.head.append(noCaret);
  const endless: Animation[] = [];
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations === Infinity) {
      animation.cancel();
      endless.push(animation);
    } else {
      animation.finish();
    }
  }
  try {
    return await capture();
  } finally {
    noCaret.remove();
    for (const animation of endless) animation.play();
  }
}

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
  const [{ commands, page }, { expect, inject }] = await Promise.all([
    import('@vitest/browser/context'),
    import('vitest'),
  ]);
  // npm test holds every story's pictures; VISUAL_REVIEW=components only the building blocks' (decision 0040).
  const scope = inject(VISUAL_SCOPE_KEY as never) as VisualScope;
  if (scope === 'components' && !id.startsWith('components-')) return;

  const root = document.documentElement;
  const shown = root.dataset.theme;
  // The shipped font, never a fallback caught mid-swap.
  await document.fonts.ready;
  // The top of the page, where Playwright's capture of <body> scrolls to: a story that ended scrolled down (it
  // pressed something lower on the page) otherwise missed the quick path in its first theme, every run, and took
  // Vitest's slower comparison. Two frames let what follows the scroll (virtual rows, sticky headers) draw.
  if (window.scrollX !== 0 || window.scrollY !== 0) {
    window.scrollTo(0, 0);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }
  // Both themes are compared and reported even when the first differs.
  const differences: Error[] = [];
  try {
    for (const theme of THEMES) {
      root.dataset.theme = theme;
      const picture = `${id.replace('--', '/')}/${theme}`;
      // The quick path: the picture accepted before, or the same by the comparison's rule (picture-fingerprints.ts).
      if (await stilled(() => commands.pictureMatches(picture))) continue;
      try {
        await expect(page.elementLocator(document.body)).toMatchScreenshot(picture);
        await stilled(() => commands.learnPicture(picture));
      } catch (difference) {
        differences.push(difference as Error);
      }
    }
  } finally {
    if (shown === undefined) delete root.dataset.theme;
    else root.dataset.theme = shown;
  }
  if (differences.length === 1) throw differences[0];
  if (differences.length > 1) throw new Error(differences.map((error) => error.message).join('\n\n'));
}
