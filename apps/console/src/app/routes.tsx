import { useCurrentUser } from '@pod-console/hooks';
import type { User } from '@pod-console/sdk';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';

// Code-split by route (architecture.md): the shell, organization setup and the small screens load on demand.
/** The shell's code; `App` starts loading it as soon as the user is signed in, while the user is fetched. */
export const loadShell = () => import('../features/shell/shell-container');
const ShellContainer = lazy(() => loadShell().then((module) => ({ default: module.ShellContainer })));
const OrganizationSetupPage = lazy(() =>
  import('../features/organization-setup/organization-setup-page').then((module) => ({
    default: module.OrganizationSetupPage,
  })),
);
const LicensesScreen = lazy(() =>
  import('../features/licenses/licenses-screen').then((module) => ({ default: module.LicensesScreen })),
);
const NotFound = lazy(() =>
  import('../features/not-found/not-found').then((module) => ({ default: module.NotFound })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found').then((module) => ({ default: module.NotFoundPage })),
);
const SubscriptionReturn = lazy(() =>
  import('../features/subscription/subscription-return').then((module) => ({
    default: module.SubscriptionReturn,
  })),
);
const BillingScreen = lazy(() =>
  import('../features/billing/billing-screen').then((module) => ({ default: module.BillingScreen })),
);
const OrganizationSettingsScreen = lazy(() =>
  import('../features/organization-settings/organization-settings-screen').then((module) => ({
    default: module.OrganizationSettingsScreen,
  })),
);
const PersonalSettingsContainer = lazy(() =>
  import('../features/personal-settings/personal-settings-container').then((module) => ({
    default: module.PersonalSettingsContainer,
  })),
);

/** spec §2 route table: every path the shell serves. The screens of issue 6 fill the empty ones. */
export const SHELL_PATHS = [
  '/',
  '/members',
  '/billing',
  '/settings/organization',
  '/settings/personal',
  '/admin/organizations',
  '/subscription/success',
  '/subscription/cancel',
  '/404',
] as const;

export const SHELL_PATH_PATTERN = new RegExp(
  `^(?:${SHELL_PATHS.map((path) => path.replace(/[/]/g, '\\/')).join('|')})\\/?$`,
);

function RouteFallback() {
  return (
    <div className="flex min-h-full items-center justify-center p-8">
      <Spinner size={24} label="Loading" className="text-brand-700" />
    </div>
  );
}

/** The main area of each shell route. Screens of issue 6 (Licences, Billing, Settings, Organizations) go here. */
function ShellScreens({ organizationId }: { organizationId: string }) {
  return (
    <Switch>
      {/* spec §2: the Licences page is the index, also reached as /members. */}
      <Route path="/">
        <LicensesScreen organizationId={organizationId} />
      </Route>
      <Route path="/members">
        <LicensesScreen organizationId={organizationId} />
      </Route>
      <Route path="/subscription/success">
        <SubscriptionReturn outcome="success" />
      </Route>
      <Route path="/subscription/cancel">
        <SubscriptionReturn outcome="cancel" />
      </Route>
      <Route path="/billing">
        <BillingScreen />
      </Route>
      <Route path="/settings/organization">
        <OrganizationSettingsScreen />
      </Route>
      <Route path="/settings/personal">
        <PersonalSettingsContainer />
      </Route>
      <Route path="/404">
        <NotFound />
      </Route>
      {/* spec §2: /, /members, /billing, /settings/*, /admin/organizations: screens arrive in issue 6. */}
      <Route>{null}</Route>
    </Switch>
  );
}

/** Shell routes need an organization (spec §2: no organization → /organization); /404 shows without one. */
function ShellRoute({ user }: { user: User }) {
  const [path] = useLocation();
  const selectedOrganization = useCurrentUser().data?.selectedOrganization ?? null;
  if (selectedOrganization == null) {
    return path === '/404' ? <NotFoundPage /> : <Redirect to="/organization" replace />;
  }
  return (
    <ShellContainer user={user} selectedOrganizationId={selectedOrganization.id}>
      <Suspense fallback={null}>
        <ShellScreens organizationId={selectedOrganization.id} />
      </Suspense>
    </ShellContainer>
  );
}

/** The routes, for a user who passed every gate. Unknown paths redirect to /404 (spec §2). */
export function AppRoutes({ user }: { user: User }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/organization">
          <OrganizationSetupPage user={user} />
        </Route>
        <Route path={SHELL_PATH_PATTERN}>
          <ShellRoute user={user} />
        </Route>
        <Route>
          <Redirect to="/404" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
