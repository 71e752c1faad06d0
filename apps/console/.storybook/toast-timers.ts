import type { StoryContext } from '@storybook/react-vite';

/**
 * In the test run a toast stays until the story ends (docs/decisions/0040-visual-review.md, update of 2026-12-07
 * on toasts): after its play function a story is checked by axe in two themes and captured in two, which on a loaded
 * two-core machine can outlast a toast's 5 s (spec §9), so the same story's picture held its toast in one run and
 * not in the next. sonner pauses its timers while the document is hidden; this tells sonner alone that it is, by an
 * own `document.hidden` and a `visibilitychange` that does not bubble: React Query listens on `window` and reads
 * `visibilityState`, so its focus and polling are untouched. The stories about a toast's timer say
 * `parameters: { toastTimers: 'running' }`. Storybook itself (a designer's browser) never holds them.
 */
export function holdToastTimersInTestRun({ parameters }: StoryContext): void {
  const testRun = Boolean((globalThis as { __vitest_browser__?: unknown }).__vitest_browser__);
  setToastTimersHeld(testRun && parameters.toastTimers !== 'running');
}

function setToastTimersHeld(held: boolean): void {
  const own = Object.getOwnPropertyDescriptor(document, 'hidden');
  if (held === Boolean(own)) return;
  if (held) Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  else delete (document as { hidden?: boolean }).hidden;
  document.dispatchEvent(new Event('visibilitychange'));
}
