import { lazyWithPreload, type PreloadableCode } from '../lib/lazy-with-preload';

// The screens a member lands on, code-split by route (docs/architecture.md, "Budgets"). Apart from the routes
// (app/shell-screens.tsx) and with no import but the lazy loader, so a returning member's entry can start their
// download before it evaluates anything else (app/preload-returning-member.ts). They render at once when their code
// came first (lib/lazy-with-preload.tsx): no fallback, and so no reveal held back by React.
export const LicensesScreen = lazyWithPreload(() =>
  import('../features/licenses/licenses-screen').then((module) => module.LicensesScreen),
);
export const BillingScreen = lazyWithPreload(() =>
  import('../features/billing/billing-screen').then((module) => module.BillingScreen),
);
export const OrganizationSettingsScreen = lazyWithPreload(() =>
  import('../features/organization-settings/organization-settings-screen').then(
    (module) => module.OrganizationSettingsScreen,
  ),
);
export const PersonalSettingsScreen = lazyWithPreload(() =>
  import('../features/personal-settings/personal-settings-screen').then(
    (module) => module.PersonalSettingsScreen,
  ),
);
export const ActivityScreen = lazyWithPreload(() =>
  import('../features/activity/activity-screen').then((module) => module.ActivityScreen),
);

/** The screens a member lands on, by path: their code can load before the shell asks for it. */
const LANDING_SCREENS: Record<string, PreloadableCode> = {
  '/': LicensesScreen,
  '/members': LicensesScreen,
  '/billing': BillingScreen,
  '/settings/organization': OrganizationSettingsScreen,
  '/settings/personal': PersonalSettingsScreen,
  '/activity': ActivityScreen,
};

/** The code of the landing screen at `path`, if it is one. */
export function landingScreenCode(path: string): PreloadableCode | null {
  return LANDING_SCREENS[path] ?? null;
}

/**
 * Starts loading the code of the screen at `path`, if it is one of the shell's landing screens, so that it
 * arrives with the shell's code instead of after it. Answers whether a load started.
 */
export function preloadShellScreen(path: string): boolean {
  const code = LANDING_SCREENS[path];
  if (!code) return false;
  // A failed download is tried again when the screen renders.
  void code.preload().catch(() => undefined);
  return true;
}
