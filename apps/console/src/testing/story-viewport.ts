// Stories only: crossing the narrow-screen breakpoint in the middle of a play function, as a user resizing the
// window does. The viewport globals of preview.tsx only set the size a story starts at.

/** The two sizes of preview.tsx: narrow (375 px, the drawer) and wide (1280 px, sidebar and header). */
export const STORY_VIEWPORTS = {
  narrow: { width: 375, height: 812 },
  wide: { width: 1280, height: 800 },
} as const;

/**
 * Resizes the page the story renders in: through Vitest's `page` in the Chromium test run (the same call the
 * Storybook test plugin makes for a story's viewport global), or the preview iframe in Storybook itself.
 */
export async function resizeStoryViewport(size: keyof typeof STORY_VIEWPORTS): Promise<void> {
  const { width, height } = STORY_VIEWPORTS[size];
  if ((globalThis as { __vitest_browser__?: unknown }).__vitest_browser__) {
    const { page } = await import('@vitest/browser/context');
    await page.viewport(width, height);
    return;
  }
  const frame = window.frameElement;
  if (frame instanceof HTMLElement) {
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
  }
}
