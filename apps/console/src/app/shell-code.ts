import { lazyWithPreload } from '../lib/lazy-with-preload';

/**
 * The shell's code; it starts loading as soon as a returning member's page starts (app/first-screen-code.ts) or the
 * user is signed in, while the user is fetched. Loaded by then, it renders at once (lib/lazy-with-preload.tsx).
 */
export const ShellLayoutCode = lazyWithPreload(() =>
  import('./shell-layout').then((module) => module.ShellLayout),
);
export const loadShell = ShellLayoutCode.preload;
