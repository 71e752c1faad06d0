import { isSuperAdmin } from '@pod-console/hooks/domain';
import type { OrganizationSummary, User } from '@pod-console/sdk';
import { lazy } from 'react';
import { lazyWithPreload, type PreloadableCode } from '../lib/lazy-with-preload';
import { Route, Switch } from 'wouter';

// Code-split by route (docs/architecture.md, "Budgets"): each screen loads when its path is first shown, or
// earlier through `preloadShellScreen` (the landing screen, while the user and the organization are fetched).
// The landing screens render at once when their code came first (lib/lazy-with-preload.tsx): no fallback, and so
// no reveal held back by React.
const LicensesScreen = lazyWithPreload(() =>
  import('../features/licenses/licenses-screen').then((module) => module.LicensesScreen),
);
const BillingScreen = lazyWithPreload(() =>
  import('../features/billing/billing-screen').then((module) => module.BillingScreen),
);
const OrganizationSettingsScreen = lazyWithPreload(() =>
  import('../features/organization-settings/organization-settings-screen').then(
    (module) => module.OrganizationSettingsScreen,
  ),
);
const PersonalSettingsScreen = lazyWithPreload(() =>
  import('../features/personal-settings/personal-settings-screen').then(
    (module) => module.PersonalSettingsScreen,
  ),
);
const ActivityScreen = lazyWithPreload(() =>
  import('../features/activity/activity-screen').then((module) => module.ActivityScreen),
);
const InvitationLandingScreen = lazy(() =>
  import('../features/invitation-landing/invitation-landing-screen').then((module) => ({
    default: module.InvitationLandingScreen,
  })),
);
const SubscriptionReturnScreen = lazy(() =>
  import('../features/subscription/subscription-return-screen').then((module) => ({
    default: module.SubscriptionReturnScreen,
  })),
);
const AdminOrganizationsScreen = lazy(() =>
  import('../features/admin-organizations/admin-organizations-screen').then((module) => ({
    default: module.AdminOrganizationsScreen,
  })),
);
const PrintSheetScreen = lazy(() =>
  import('../features/licenses/bulk/print-sheet-screen').then((module) => ({
    default: module.PrintSheetScreen,
  })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((module) => ({ default: module.NotFoundPage })),
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

export interface ShellScreensProps {
  user: User;
  /** The selected organization: every screen below the shell works in it. */
  organization: OrganizationSummary;
}

/** The main area of each shell route (spec §2). */
export function ShellScreens({ user, organization }: ShellScreensProps) {
  return (
    <Switch>
      {/* spec §2: the Licences page is the index, also reached as /members. */}
      <Route path="/">
        <LicensesScreen.Component organizationId={organization.id} />
      </Route>
      <Route path="/members">
        <LicensesScreen.Component organizationId={organization.id} />
      </Route>
      <Route path="/subscription/success">
        <SubscriptionReturnScreen outcome="success" organizationId={organization.id} />
      </Route>
      <Route path="/subscription/cancel">
        <SubscriptionReturnScreen outcome="cancel" organizationId={organization.id} />
      </Route>
      <Route path="/billing">
        <BillingScreen.Component organizationId={organization.id} organizationName={organization.name} />
      </Route>
      <Route path="/settings/organization">
        <OrganizationSettingsScreen.Component organizationId={organization.id} currentUserId={user.id} />
      </Route>
      <Route path="/settings/personal">
        <PersonalSettingsScreen.Component />
      </Route>
      {/* docs/decisions/0026-activity-log.md: the screen itself says so to a role that may not read the log. */}
      <Route path="/activity">
        <ActivityScreen.Component organizationId={organization.id} organizationName={organization.name} />
      </Route>
      {/* The QR code sheet of licences just created; their ids come in history state, never in the address. */}
      <Route path="/licenses/print">
        <PrintSheetScreen organizationId={organization.id} />
      </Route>
      {/* An invitation e-mail's link: the invitations dialog over Home, Home's address once it closes. */}
      <Route path="/invitations/:invitationId">
        {({ invitationId }) => (
          <InvitationLandingScreen
            key={invitationId}
            invitationId={invitationId}
            invitations={user.organizationInvitations}
            home={<LicensesScreen.Component organizationId={organization.id} />}
          />
        )}
      </Route>
      {/* spec §2, §6: SUPER_ADMIN only; anybody else finds "Page not found" at the address, and no call is sent. */}
      <Route path="/admin/organizations">
        {isSuperAdmin(user) ? <AdminOrganizationsScreen /> : <NotFoundPage />}
      </Route>
      <Route path="/404">
        <NotFoundPage />
      </Route>
      {/* A path the shell's pattern lets through that no screen above takes: the shell with an empty main area. */}
      <Route>{null}</Route>
    </Switch>
  );
}
