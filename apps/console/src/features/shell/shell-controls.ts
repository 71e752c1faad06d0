import { lazyWithPreload } from '../../lib/lazy-with-preload';

// The shell's Headless UI controls, each in a chunk of its own, kept off a phone's first screen
// (docs/decisions/0023-first-screen-code.md): a wide screen loads the switcher and account menu beside the shell
// (`preloadShellControls(false)`), the drawer loads when first opened, and the rest at an idle moment.

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
