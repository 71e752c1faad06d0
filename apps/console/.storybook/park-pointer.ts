import type { BrowserCommand } from 'vitest/node';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the pointer off the page (park-pointer.ts). */
    parkPointer: () => Promise<void>;
  }
}

/**
 * The pointer off the page, in Node (a Vitest browser command). Stories share one page, and the pointer stays where
 * the last one left it: `unhover` moves it to the middle of <body>, where a centred story draws its control. When
 * Chromium next lays out, it sends that control a mouse-over, so a tooltip opened in a story that never hovers, and
 * reopened after Escape in one that closed it — only on a machine slow enough for that layout to come late. Off the
 * page, nothing is hovered until a story hovers it, and no picture shows a hover it did not ask for.
 */
export const parkPointer: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') return;
  const { page } = context as unknown as { page: { mouse: { move(x: number, y: number): Promise<void> } } };
  await page.mouse.move(-1, -1);
};

/** Each story starts with the pointer off the page; in Storybook itself there is no pointer to move. */
export async function parkPointerBeforeStory(): Promise<void> {
  if (!(globalThis as { __vitest_browser__?: unknown }).__vitest_browser__) return;
  const { commands } = await import('@vitest/browser/context');
  await commands.parkPointer();
}
