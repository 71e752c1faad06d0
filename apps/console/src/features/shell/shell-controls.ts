import { lazyWithPreload } from '../../lib/lazy-with-preload';

// The shell's Headless UI controls, each in a chunk of its own (docs/decisions/0023-first-screen-code.md).
// Headless UI's menus bring floating-ui and react-aria: most of the shell's code, and none of it on a phone's first
// screen, where the header is a drawer button. A wide screen shows the switcher and the account menu at once, so
// their code loads beside the shell's (`preloadShellControls(false)`); the drawer loads when first opened, and
// everything at an idle moment after the first screen.

export const LazyOrganizationSwitcher = lazyWithPreload(() =>
  import('./organization-switcher').then((module) => module.OrganizationSwitcher),
);
export const LazyAccountMenu = lazyWithPreload(() =>
  import('./account-menu').then((module) => module.AccountMenu),
);
// The drawer holds the switcher: both load together, not one after the other.
export const LazyNavigationDrawer = lazyWithPreload(() =>
  Promise.all([import('./navigation-drawer'), LazyOrganizationSwitcher.preload()]).then(
    ([module]) => module.NavigationDrawer,
  ),
);

/** The controls the first screen shows: the header's on a wide screen, none on a narrow one. */
export function preloadShellControls(narrow: boolean): void {
  if (narrow) return;
  void LazyOrganizationSwitcher.preload().catch(() => undefined);
  void LazyAccountMenu.preload().catch(() => undefined);
}

/** Every control, for later: the drawer and the switcher inside it on a narrow screen, all of them on a wide one. */
export function preloadAllShellControls(): Promise<unknown> {
  return Promise.all([
    LazyOrganizationSwitcher.preload(),
    LazyAccountMenu.preload(),
    LazyNavigationDrawer.preload(),
  ]);
}
