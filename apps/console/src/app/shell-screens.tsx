import { isSuperAdmin } from '@pod-console/hooks/domain';
import type { OrganizationSummary, User } from '@pod-console/sdk';
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import {
  ActivityScreen,
  BillingScreen,
  LicensesScreen,
  OrganizationSettingsScreen,
  PersonalSettingsScreen,
} from './landing-screens';

// Code-split by route (docs/architecture.md, "Budgets"): each screen loads when its path is first shown; the
// landing screens (app/landing-screens.ts) may have started earlier.
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
        <PersonalSettingsScreen.Component organizationId={organization.id} />
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
