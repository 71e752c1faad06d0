import { isSuperAdmin } from '@pod-console/hooks/domain';
import type { OrganizationSummary, User } from '@pod-console/sdk';
import { lazy } from 'react';
import { Route, Switch } from 'wouter';

// Code-split by route (docs/architecture.md, "Budgets"): each screen loads when its path is first shown.
const LicensesScreen = lazy(() =>
  import('../features/licenses/licenses-screen').then((module) => ({ default: module.LicensesScreen })),
);
const BillingScreen = lazy(() =>
  import('../features/billing/billing-screen').then((module) => ({ default: module.BillingScreen })),
);
const OrganizationSettingsScreen = lazy(() =>
  import('../features/organization-settings/organization-settings-screen').then((module) => ({
    default: module.OrganizationSettingsScreen,
  })),
);
const PersonalSettingsScreen = lazy(() =>
  import('../features/personal-settings/personal-settings-screen').then((module) => ({
    default: module.PersonalSettingsScreen,
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
        <LicensesScreen organizationId={organization.id} />
      </Route>
      <Route path="/members">
        <LicensesScreen organizationId={organization.id} />
      </Route>
      <Route path="/subscription/success">
        <SubscriptionReturnScreen outcome="success" organizationId={organization.id} />
      </Route>
      <Route path="/subscription/cancel">
        <SubscriptionReturnScreen outcome="cancel" organizationId={organization.id} />
      </Route>
      <Route path="/billing">
        <BillingScreen organizationId={organization.id} organizationName={organization.name} />
      </Route>
      <Route path="/settings/organization">
        <OrganizationSettingsScreen organizationId={organization.id} currentUserId={user.id} />
      </Route>
      <Route path="/settings/personal">
        <PersonalSettingsScreen />
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
